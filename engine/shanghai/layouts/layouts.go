// Package layouts is the library of Mahjong Solitaire layouts beyond the three built into
// package shanghai, and the generator of random layouts. The page does not import it, so
// that its data costs the first visit nothing; the command line tool and the tests do.
//
// # Data files
//
// Each layout is one file in data/, NAME.txt, where NAME gives the variant id
// shanghai-NAME. The file is drawn as the board looks:
//
//	# comments, before the first layer
//	name: Butterfly
//	category: Animals
//	layer 0
//	[][]  [][]
//	[][]  [][]
//	layer 1
//	 [][][]
//	 [][][]
//
// Each row of a layer is one half-tile row; each character one half-tile column; a tile is
// "[]" over "[]", its top-left "[" at the slot's (X, Y). Tiles may sit half a tile apart.
//
// # Rules every layout follows (shanghai.NewLayout checks them)
//
// An even number of tiles, at most 288; no two tiles of a layer overlapping; every tile
// above the bottom layer resting with at least half of itself (two of its four quarters)
// on tiles of the layer just below, so no tile floats over a hole. Deals are winnable by
// construction on every layout. A layout of fewer than 144 tiles deals that many tiles as
// whole matching pairs drawn from the 144-tile set; one of more than 144 repeats the set
// as many whole times as it fits and draws the rest as pairs from one more set.
//
// # Forever
//
// A layout's file, once published, never changes: its id and deal numbers name the same
// deals forever (golden tests pin a few deals of every layout). A new design gets a new
// name.
package layouts

import (
	"embed"
	"errors"
	"path"
	"slices"
	"strconv"
	"strings"

	"mahjong/engine"
	"mahjong/engine/shanghai"
)

//go:embed data/*.txt
var data embed.FS

// Entry is one layout of the library.
type Entry struct {
	ID, Name, Category string
	Layout             *shanghai.Layout
	Variant            *engine.Variant
}

// All returns the library's layouts, by category and then name. Each call reads the data
// afresh; the caller keeps what it needs.
func All() ([]Entry, error) {
	files, err := data.ReadDir("data")
	if err != nil {
		return nil, err
	}
	var es []Entry
	for _, f := range files {
		b, err := data.ReadFile(path.Join("data", f.Name()))
		if err != nil {
			return nil, err
		}
		e, err := entry("shanghai-"+strings.TrimSuffix(f.Name(), ".txt"), string(b))
		if err != nil {
			return nil, errors.New(f.Name() + ": " + err.Error())
		}
		es = append(es, e)
	}
	slices.SortFunc(es, func(a, b Entry) int {
		if c := strings.Compare(a.Category, b.Category); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return es, nil
}

func entry(id, text string) (Entry, error) {
	d, err := ParseDrawing(text)
	if err != nil {
		return Entry{}, err
	}
	return FromDrawing(id, d)
}

// FromDrawing checks d and makes its entry, with variant id id.
func FromDrawing(id string, d Drawing) (Entry, error) {
	l, err := shanghai.NewLayout(d.Name, d.Slots)
	if err != nil {
		return Entry{}, err
	}
	v, err := shanghai.NewVariant(id, "Mahjong Solitaire: "+d.Name, l)
	if err != nil {
		return Entry{}, err
	}
	return Entry{ID: id, Name: d.Name, Category: d.Category, Layout: l, Variant: v}, nil
}

// randomPrefix starts the id of a generated layout: shanghai-random-SEED.
const randomPrefix = "shanghai-random-"

// Lookup returns the library's layout with variant id id, or the generated layout of
// shanghai-random-SEED.
func Lookup(id string) (Entry, bool) {
	if rest, ok := strings.CutPrefix(id, randomPrefix); ok {
		seed, err := strconv.ParseUint(rest, 10, 64)
		if err != nil || strconv.FormatUint(seed, 10) != rest {
			return Entry{}, false
		}
		e, err := Random(seed)
		return e, err == nil
	}
	name := strings.TrimPrefix(id, "shanghai-")
	if name == id || !validName(name) {
		return Entry{}, false
	}
	b, err := data.ReadFile(path.Join("data", name+".txt"))
	if err != nil {
		return Entry{}, false
	}
	e, err := entry(id, string(b))
	return e, err == nil
}

// validName reports whether name is a data file's name: lower-case letters, digits and
// hyphens.
func validName(name string) bool {
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return name != ""
}
