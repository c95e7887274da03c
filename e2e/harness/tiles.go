package harness

// PlayableJS is a JavaScript expression whose value is the width in CSS pixels of the
// smallest tile (or square) the player acts on in the game shown, as drawn (after the zoom):
// a Shanghai tile, a FreeCell or Sea tile in a column, a cell or a foundation, a Stones square,
// a One Player tile of the cross or of the hand. Hidden and empty places are left out; 0 when
// the board shows none.
const PlayableJS = `(() => {
	const sel = ".tile:not([hidden]), .fc-t[data-face]:not([data-face='']):not([hidden]), .fc-cell, .fc-pile, .sq, .op-cell, .op-hand";
	let w = 0;
	for (const e of document.querySelectorAll("#board :is(" + sel + ")")) {
		const r = e.getBoundingClientRect();
		if (r.width > 0 && r.height > 0 && (w === 0 || r.width < w)) w = r.width;
	}
	return Math.round(w * 10) / 10;
})()`

// Sizes are the windows the bench and the screenshots measure the tiles at, in CSS pixels:
// a laptop, a phone (touch) in portrait and in landscape, and the smallest frame the embed
// page is documented for (docs/embedding.md). Page is the page opened, relative to the site.
var Sizes = []struct {
	Name          string
	Width, Height int64
	Phone         bool
	Page          string
}{
	{"1280x800", 1280, 800, false, ""},
	{"390x844", 390, 844, true, ""},
	{"844x390", 844, 390, true, ""},
	{"embed-320x400", 320, 400, false, "embed.html"},
}
