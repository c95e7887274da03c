package store

import (
	"errors"
	"math"
	"sort"
	"strconv"
	"strings"
)

// View is how a game's board is zoomed and panned: Scale times the size the page fits it
// to, its centre moved X, Y CSS pixels from the middle of the space it has (wasm/page).
type View struct{ Scale, X, Y float64 }

// ZoomKey is the localStorage key of every game's view.
const ZoomKey = Prefix + "zoom"

const zoomVersion = "1"

// Bounds of a kept view: a scale the page offers, a pan no screen needs more of, and no more
// games than a collection could have.
const (
	maxKeptScale = 4
	maxKeptPan   = 100000
	maxKeptViews = 500
)

// FormatViews writes every game's view as one line, the games in order of their ids:
//
//	1;mahjongg-freecell=1.5,0,-40;shanghai-turtle=2,-120.5,33
//
// A game shown as fitted (scale 1, no pan) is not written.
func FormatViews(views map[string]View) string {
	ids := make([]string, 0, len(views))
	for id, v := range views {
		if v != (View{Scale: 1}) {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	var b strings.Builder
	b.WriteString(zoomVersion)
	for _, id := range ids {
		v := views[id]
		b.WriteString(";" + id + "=" + viewNum(v.Scale) + "," + viewNum(v.X) + "," + viewNum(v.Y))
	}
	return b.String()
}

func viewNum(x float64) string { return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64) }

// ParseViews reads what FormatViews writes, and says what is wrong with anything else.
func ParseViews(text string) (map[string]View, error) {
	f := strings.Split(text, ";")
	if f[0] != zoomVersion {
		return nil, errors.New("the zoom is not of version " + zoomVersion)
	}
	if len(f)-1 > maxKeptViews {
		return nil, errors.New("the zoom holds more than " + strconv.Itoa(maxKeptViews) + " games")
	}
	views := make(map[string]View, len(f)-1)
	for _, entry := range f[1:] {
		id, nums, ok := strings.Cut(entry, "=")
		if !ok || !validID(id) {
			return nil, errors.New("the zoom has an entry " + strconv.Quote(clip(entry)) + " that is not game=scale,x,y")
		}
		if _, dup := views[id]; dup {
			return nil, errors.New("the zoom names " + id + " twice")
		}
		v, err := parseView(nums)
		if err != nil {
			return nil, errors.New("the zoom of " + id + ": " + err.Error())
		}
		views[id] = v
	}
	return views, nil
}

func parseView(text string) (View, error) {
	parts := strings.Split(text, ",")
	if len(parts) != 3 {
		return View{}, errors.New(strconv.Quote(clip(text)) + " is not scale,x,y")
	}
	var x [3]float64
	for i, p := range parts {
		n, err := strconv.ParseFloat(p, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) || strings.ContainsAny(p, "eE_xXpP+") {
			return View{}, errors.New(strconv.Quote(clip(p)) + " is not a number")
		}
		x[i] = math.Round(n*100) / 100 // as FormatViews writes it
	}
	v := View{Scale: x[0], X: x[1], Y: x[2]}
	if v.Scale < 1 || v.Scale > maxKeptScale {
		return View{}, errors.New("the scale " + strconv.Quote(parts[0]) + " is not from 1 to " + strconv.Itoa(maxKeptScale))
	}
	if math.Abs(v.X) > maxKeptPan || math.Abs(v.Y) > maxKeptPan {
		return View{}, errors.New("the pan " + strconv.Quote(parts[1]+","+parts[2]) + " is too far")
	}
	return v, nil
}
