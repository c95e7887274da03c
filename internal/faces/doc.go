// Package faces draws the tile faces and Stones symbols of the collection as one SVG sprite,
// static/faces.svg (build.sh puts it inside the page), so that every game shows the same
// classic faces on every device without depending on a font: no CJK text and no text at all,
// every mark (pips, sticks, the "wan" emblem, the corner index digits and letters) is a drawn
// shape.
//
// The sprite holds one <symbol> per face, with id "t-" followed by the tile's notation code
// (t-3b, t-Rd, t-Ew, t-Sp; see engine.Tile.Code) and viewBox "0 0 60 80", and one per Stones
// symbol, s-0 to s-5 (circle, triangle, square, star, diamond, cross), with viewBox
// "0 0 60 60", filled with currentColor so that the page gives each stone its colour. A tile
// symbol draws only the face; the page draws the tile body under it. Each face carries a small
// corner index (rank and suit mark: B for Bamboos, C for Characters, a ring for Circles; or
// the wind or dragon letter, or the number of a Season or Flower) in its top-left corner, as Goodsol's sets do, so that it stays readable when the
// art is too small to count.
//
// There are several sets of faces (Sets): the classic one, a large-print one and one for
// colour-blind players. Each is a sprite of its own with the same symbol ids; the classic
// sprite goes inside the page, the others are files (static/faces-<set>.svg) that the page
// downloads only when a player chooses the set.
//
// The package is pure Go (no syscall/js): the command genfaces writes a sprite, and a golden
// test keeps every static/faces*.svg equal to its set's Sprite ("go test ./internal/faces
// -update" rewrites them).
package faces
