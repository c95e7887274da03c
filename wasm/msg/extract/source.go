package extract

import (
	"os"
	"path/filepath"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/stones"
)

// Source collects every message of the site from the repository at root: the Go code of the
// page (wasm/), the static page and boot.js, and the names the engine gives (the games, the
// tiles, the stones), which the page translates with msg.D.
func Source(root string) (Set, error) {
	s := Set{}
	if err := s.Go(root, filepath.Join(root, "wasm")); err != nil {
		return nil, err
	}
	for _, f := range []string{"static/index.html"} {
		b, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			return nil, err
		}
		s.HTML(string(b), f)
	}
	b, err := os.ReadFile(filepath.Join(root, "static/boot.js"))
	if err != nil {
		return nil, err
	}
	if err := s.JS(string(b), "static/boot.js"); err != nil {
		return nil, err
	}
	for _, name := range Names() {
		s.Add(name[1], "", name[0])
		s[name[1]].Dynamic = true
	}
	return s, nil
}

// Names are the names the engine gives that the page shows, each with what it names: the
// games' names, the tiles' and the stones'.
func Names() [][2]string {
	var out [][2]string
	for _, v := range catalog.All() {
		out = append(out, [2]string{"game", v.Name})
	}
	for t := engine.Tile(1); int(t) < engine.NumFaces; t++ {
		out = append(out, [2]string{"tile", t.String()})
	}
	for c := stones.Colour(0); c < stones.MaxColours; c++ {
		for y := stones.Symbol(0); y < stones.MaxColours; y++ {
			out = append(out, [2]string{"stone", stones.NewStone(c, y).String()})
		}
	}
	return out
}
