package i18n

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/freecell"
	"mahjong/engine/layoutfile"
	"mahjong/engine/oneplayer"
	"mahjong/engine/shanghai"
	"mahjong/engine/shanghai/layouts"
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
	if err := s.Reasons(root, filepath.Join(root, "engine/oneplayer")); err != nil {
		return nil, err
	}
	if err := s.Manifest(root, "static/manifest.webmanifest"); err != nil {
		return nil, err
	}
	for _, name := range Names() {
		s.Add(name[1], "", "name from the engine: "+name[0])
		s[name[1]].Dynamic = true
	}
	names, err := LayoutNames()
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		s.Add(name, "", "layout name")
		s[name].Dynamic = true
	}
	for _, r := range engineReasons() {
		s.Add(r, "", "reason from the engine (wasm/board/reason.go)")
		s[r].Dynamic = true
	}
	for _, r := range Refusals() {
		s.Add(r, "", "why a layout file is refused, from the engine (wasm/gallery/refusal.go)")
		s[r].Dynamic = true
	}
	for _, v := range catalog.All() {
		for _, para := range strings.Split(strings.TrimSpace(freecell.Help(v.ID)), "\n\n") {
			if para != "" {
				s.AddUse(para, "", "rules from the engine: "+v.ID, true)
				s[para].Dynamic = true
			}
		}
	}
	return s, nil
}

// Refusals are the templates of the reasons the engine gives for refusing a layout file
// (engine/layoutfile.Errors), which the page translates (wasm/gallery.Refusal): the
// site's build writes them into each runtime catalog.
func Refusals() []string { return layoutfile.Errors() }

// Names are the names the engine gives that the page shows, each with what it names: the
// games' names, the tiles' (and the Dragons' in the plural), the FreeCell sets', the One
// Player special hands' and the stones'.
func Names() [][2]string {
	var out [][2]string
	for _, v := range catalog.All() {
		out = append(out, [2]string{"game", v.Name})
	}
	for t := engine.Tile(1); int(t) < engine.NumFaces; t++ {
		out = append(out, [2]string{"tile", t.String()})
		if t.Kind() == engine.Dragon {
			out = append(out, [2]string{"Dragons, plural", t.String() + "s"})
		}
	}
	for set := range 3 {
		out = append(out, [2]string{"FreeCell foundation set", freecell.SetName(set)})
	}
	for h := oneplayer.Special(1); h.String() != ""; h++ {
		out = append(out, [2]string{"One Player special hand", h.String()})
	}
	for c := stones.Colour(0); c < stones.MaxColours; c++ {
		for y := stones.Symbol(0); y < stones.MaxColours; y++ {
			out = append(out, [2]string{"stone", stones.NewStone(c, y).String()})
		}
	}
	return out
}

// LayoutNames are the names of the Mahjong Solitaire layouts the gallery shows: the menu's
// three and the library's (engine/shanghai/layouts). The page has the library's names from
// the site's layouts.txt, in English, and translates them with msg.D; the player's own
// layouts keep the names the player gave them.
func LayoutNames() ([]string, error) {
	var out []string
	for _, l := range shanghai.Layouts() {
		out = append(out, l.Name)
	}
	lib, err := layouts.All()
	if err != nil {
		return nil, err
	}
	for _, e := range lib {
		out = append(out, e.Name)
	}
	return out, nil
}

// Manifest adds the words of the web app manifest at rel: its name, short name and
// description (internal/site writes a manifest per language).
func (s Set) Manifest(root, rel string) error {
	b, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("%s: %w", rel, err)
	}
	for _, f := range []string{"name", "short_name", "description"} {
		if v, ok := m[f].(string); ok {
			s.Add(v, "", rel+": "+f)
		}
	}
	return nil
}
