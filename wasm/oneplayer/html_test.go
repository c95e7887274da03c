package oneplayer

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/golden"
	"mahjong/engine/oneplayer"
	"mahjong/wasm/board"
	"mahjong/wasm/msg"
)

func TestOPChanges(t *testing.T) {
	el := func(hidden bool, content string, attrs ...string) Elem {
		e := Elem{Hidden: hidden, Content: content}
		for i := 0; i < len(attrs); i += 2 {
			e.Attrs = append(e.Attrs, Attr{attrs[i], attrs[i+1]})
		}
		return e
	}
	tests := []struct {
		name     string
		old, now Elem
		want     []board.Change
	}{
		{"nothing changed", el(false, "x", "class", "a", "title", ""), el(false, "x", "class", "a", "title", ""), nil},
		{"shown", el(true, "", "class", "a"), el(false, "", "class", "a"), []board.Change{{Name: "hidden", Remove: true}}},
		{"hidden", el(false, "", "class", "a"), el(true, "", "class", "a"), []board.Change{{Name: "hidden"}}},
		{"an attribute changes", el(false, "", "class", "a", "title", "t"), el(false, "", "class", "b", "title", "t"),
			[]board.Change{{Name: "class", Value: "b"}}},
		{"an attribute appears", el(false, "", "class", "a", "disabled", ""), el(false, "", "class", "a", "disabled", "disabled"),
			[]board.Change{{Name: "disabled", Value: "disabled"}}},
		{"an attribute goes", el(false, "", "class", "a", "disabled", "disabled"), el(false, "", "class", "a", "disabled", ""),
			[]board.Change{{Name: "disabled", Remove: true}}},
		{"the content changes", el(false, "<b>1</b>", "class", "a"), el(false, "<b>2</b>", "class", "a"),
			[]board.Change{{Value: "<b>2</b>"}}},
		{"everything at once", el(true, "1", "class", "a", "data-face", "3b"), el(false, "2", "class", "b", "data-face", ""),
			[]board.Change{{Name: "hidden", Remove: true}, {Name: "class", Value: "b"}, {Name: "data-face", Remove: true}, {Value: "2"}}},
		{"the text changes", Elem{Content: "1", Text: true}, Elem{Content: "2 < 3", Text: true},
			[]board.Change{{Name: Text, Value: "2 < 3"}}},
		{"a face comes", Elem{Faced: true}, Elem{Faced: true, Face: "3b"},
			[]board.Change{{Name: Face, Value: "3b"}}},
		{"a face changes", Elem{Faced: true, Face: "3b"}, Elem{Faced: true, Face: "Rd"},
			[]board.Change{{Name: Face, Value: "Rd"}}},
		{"a face goes", Elem{Faced: true, Face: "3b"}, Elem{Faced: true},
			[]board.Change{{Name: Face}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Changes(tt.old, tt.now)); diff != "" {
				t.Errorf("OPChanges (-want +got):\n%s", diff)
			}
		})
	}
}

// shownElem is an element as the browser holds it: what the HTML made, then changed. Face
// is the face its <svg> shows.
type shownElem struct {
	Attrs   map[string]string
	Hidden  bool
	Content string
	Face    string
}

func shownFrom(e Elem) shownElem {
	s := shownElem{Attrs: map[string]string{}, Hidden: e.Hidden, Content: e.Content, Face: e.Face}
	for _, a := range e.Attrs {
		if a.Value != "" {
			s.Attrs[a.Name] = a.Value
		}
	}
	return s
}

func (s *shownElem) apply(cs []board.Change) {
	for _, c := range cs {
		switch {
		case c.Name == "" || c.Name == Text:
			s.Content = c.Value
		case c.Name == Face:
			s.Face = c.Value
		case c.Name == "hidden":
			s.Hidden = !c.Remove
		case c.Remove:
			delete(s.Attrs, c.Name)
		default:
			s.Attrs[c.Name] = c.Value
		}
	}
}

// Playing a game and changing the marks, the changes computed at each step turn what was
// drawn into exactly what the new position draws, and touch only the elements that differ.
func TestOnePlayerChangesFollowAGame(t *testing.T) {
	p := opPosition(opScore)
	drawn := BoardOf(p, board.NoMarks).Elems()
	shown := make([]shownElem, len(drawn))
	for i, e := range drawn {
		shown[i] = shownFrom(e)
	}
	steps := []struct {
		move  string // "" to change only the marks
		marks board.Marks
		most  int // at most this many elements change
	}{
		{"", board.Marks{Selected: 1}, 40}, // the pick marks every open cell
		{"2>b-4", board.NoMarks, 40},
		{"", board.Marks{Selected: opAt(t, "a+5")}, 12},
		{"a+5<>a+10", board.NoMarks, 12},
		{"end", board.Marks{Selected: engine.NoPlace, Hint: []engine.Place{engine.NoPlace}}, 12},
		{"", board.NoMarks, 1},
	}
	for _, st := range steps {
		if st.move != "" {
			m, err := p.ParseMove(st.move)
			if err != nil {
				t.Fatal(err)
			}
			p = enginetest.Apply(t, p, m)
		}
		now := BoardOf(p, st.marks).Elems()
		changed := 0
		for i := range now {
			cs := Changes(drawn[i], now[i])
			if len(cs) > 0 {
				changed++
			}
			shown[i].apply(cs)
			if diff := cmp.Diff(shownFrom(now[i]), shown[i]); diff != "" {
				t.Fatalf("after %q, element %d (-want +got):\n%s", st.move, i, diff)
			}
		}
		if changed == 0 || changed > st.most {
			t.Errorf("after %q with marks %+v, %d elements changed; want 1 to %d", st.move, st.marks, changed, st.most)
		}
		drawn = now
	}
}

// The board's HTML for opScore, with a pick and a hint, is pinned by a golden file:
// go test ./wasm/oneplayer -update rewrites it.
func TestOnePlayerHTMLGolden(t *testing.T) {
	p := opPosition(opScore)
	b := BoardOf(p, board.Marks{Selected: 1, Hint: []engine.Place{2, opAt(t, "b-4")}})
	html := HTML(b)
	els := b.Elems()
	if n, want := strings.Count(html, " data-e"), len(els); n != want {
		t.Errorf("%d elements carry data-e, want %d (one per OPElem)", n, want)
	}
	for i, c := range b.Cells {
		if diff := cmp.Diff(CellElem(c), els[CellIndex(i)]); diff != "" {
			t.Fatalf("OPCellIndex(%d) is not cell %s (-want +got):\n%s", i, c.Name, diff)
		}
	}
	got := strings.NewReplacer("</button>", "</button>\n", "</li>", "</li>\n", "</p>", "</p>\n").Replace(html)
	golden.CheckTestdata(t, "one-player-score.html", got)
}

func TestCellStyle(t *testing.T) {
	for _, tt := range []struct {
		c    Cell
		want string
	}{
		{Cell{Row: 14, Col: 3, Band: 4, Pos: 3}, "--r:14;--c:3;--b:4;--p:3"},
		{Cell{Row: 13, Col: 3, Band: 3, Pos: 3, Start: true}, "--r:13;--c:3;--b:3;--p:3;--s:1"},
	} {
		if got := CellStyle(tt.c); got != tt.want {
			t.Errorf("CellStyle(%+v) = %q, want %q", tt.c, got, tt.want)
		}
	}
}

// BenchmarkOnePlayerRender is the Go side of one render: the board's model, its elements and
// the changes against the previous render, after a move with a pick.
func BenchmarkOnePlayerRender(b *testing.B) {
	p, err := oneplayer.Parse(opScore)
	if err != nil {
		b.Fatal(err)
	}
	before := BoardOf(p, board.NoMarks).Elems()
	marks := board.Marks{Selected: 1}
	b.ReportAllocs()
	for b.Loop() {
		now := BoardOf(p, marks).Elems()
		n := 0
		for i := range now {
			n += len(Changes(before[i], now[i]))
		}
		if n == 0 {
			b.Fatal("no change")
		}
	}
}

// The scores beside the board are written as the win box writes them (msg.Number: "1,086"
// in English), their data-value in plain digits for scripts.
func TestOPNumber(t *testing.T) {
	for _, n := range []int{0, 86, 1086, 12345} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			want := Elem{Attrs: []Attr{{"data-value", strconv.Itoa(n)}}, Content: msg.Number(n), Text: true}
			if diff := cmp.Diff(want, opNumber(n)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
	if got := opNumber(1086).Content; got != "1,086" {
		t.Errorf("1086 is written %q, want the win box's 1,086", got)
	}
}
