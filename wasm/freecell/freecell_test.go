package freecell

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
	"mahjong/engine/golden"
	"mahjong/wasm/board"
	"mahjong/wasm/nav"
)

// fcPosition deals deal of variant id.
func fcPosition(t *testing.T, id string, deal uint64) *freecell.Position {
	t.Helper()
	p, err := freecell.New(id, deal)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestFCSlotPlaceRoundTrip(t *testing.T) {
	for _, s := range []Slot{{0, 0, 0}, {15, 0, 9}, {3, 11, 8}, {7, 2, 0}} {
		got, ok := SlotOf(SlotPlace(s))
		if !ok {
			t.Fatalf("FCSlotOf(FCSlotPlace(%v)) not ok", s)
		}
		if diff := cmp.Diff(s, got); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
	}
	for _, pl := range []engine.Place{engine.NoPlace, 0, 192, 208, 224} {
		if _, ok := SlotOf(pl); ok {
			t.Errorf("FCSlotOf(%d) = ok, want an engine place not taken as a slot", pl)
		}
	}
}

// TestFreeCellClick plays clicks on the dealt positions and checks each outcome against
// the engine's own lists of moves.
func TestFreeCellClick(t *testing.T) {
	p := fcPosition(t, "sea-towers", 1)
	// The bottom tile of column 1 (row 7 of deal 1) and the cells' tiles are available.
	bottom := SlotPlace(Slot{Col: 0, Row: 7})
	top := SlotPlace(Slot{Col: 0, Row: 0})
	var legal engine.Move
	for _, m := range engine.MovesFrom(p, freecell.Column(0)) {
		if m.N <= 1 {
			legal = m
			break
		}
	}
	tests := []struct {
		name     string
		selected engine.Place
		target   engine.Place
		want     board.Outcome
	}{
		{"pick a free tile", engine.NoPlace, bottom, board.Outcome{Selected: bottom}},
		{"pick again drops it", bottom, bottom, board.Outcome{Selected: engine.NoPlace}},
		{"a covered tile is explained", engine.NoPlace, top, board.Outcome{Selected: engine.NoPlace, Notice: NoticeCovered}},
		{"an empty pile with nothing picked", engine.NoPlace, freecell.Pile(0), board.Outcome{Selected: engine.NoPlace, Notice: NoticePick}},
		{"pick a cell's tile", engine.NoPlace, freecell.Cell(0), board.Outcome{Selected: freecell.Cell(0)}},
		{"a legal destination plays", bottom, MarkOf(p, legal.To), board.Outcome{Selected: engine.NoPlace, Play: true, Move: legal}},
		{"an illegal pile plays for the engine's reason", bottom, freecell.Pile(11),
			board.Outcome{Selected: bottom, Play: true, Move: engine.Move{From: freecell.Column(0), To: freecell.Pile(11)}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Click(p, tt.selected, tt.target)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("FreeCellClick(%d, %d) (-want +got):\n%s", tt.selected, tt.target, diff)
			}
			if got.Play {
				_, err := p.Apply(got.Move)
				var illegal *engine.IllegalMoveError
				if tt.name == "a legal destination plays" && err != nil {
					t.Errorf("the move %s is refused: %v", p.FormatMove(got.Move), err)
				}
				if tt.name != "a legal destination plays" && !errors.As(err, &illegal) {
					t.Errorf("the move %s: err %v, want an IllegalMoveError with a reason", p.FormatMove(got.Move), err)
				}
			}
		})
	}
}

// TestFreeCellBoardMarks checks that the pick's targets are exactly MovesFrom's, and that
// every available source is marked.
func TestFreeCellBoardMarks(t *testing.T) {
	for _, id := range []string{"mahjongg-freecell", "long-freecell", "sea-towers", "sea-cell"} {
		t.Run(id, func(t *testing.T) {
			p := fcPosition(t, id, 2)
			for _, src := range p.Available() {
				sel := SourceMark(p, engine.Move{From: src})
				b := BoardOf(p, board.Marks{Selected: sel})
				want := map[engine.Place]bool{}
				for _, m := range engine.MovesFrom(p, src) {
					if m.N <= 1 {
						want[MarkOf(p, m.To)] = true
					}
				}
				got := map[engine.Place]bool{}
				for _, tl := range b.Tiles {
					if tl.Target {
						got[SlotPlace(tl.Slot)] = true
					}
				}
				for _, c := range b.Cells {
					if c.Target {
						got[freecell.Cell(c.Index)] = true
					}
				}
				for _, pl := range b.Piles {
					if pl.Target {
						got[freecell.Pile(pl.Index)] = true
					}
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("targets of %s (-want +got):\n%s", p.FormatMove(engine.Move{From: src, To: src}), diff)
				}
			}
			b := BoardOf(p, board.NoMarks)
			avail := 0
			for _, tl := range b.Tiles {
				if tl.Avail {
					avail++
				}
			}
			for _, c := range b.Cells {
				if c.Avail {
					avail++
				}
			}
			if avail < len(p.Available()) {
				t.Errorf("%d tiles marked available, want at least the engine's %d", avail, len(p.Available()))
			}
		})
	}
}

// TestFreeCellGroupPick: in a Sea game a pick inside a movable run moves the run (N set).
func TestFreeCellGroupPick(t *testing.T) {
	found := false
	for deal := uint64(1); deal <= 30 && !found; deal++ {
		p := fcPosition(t, "sea-towers", deal)
		for _, m := range p.Moves() {
			if m.N < 2 {
				continue
			}
			found = true
			sel := SourceMark(p, m)
			out := Click(p, engine.NoPlace, sel)
			if out.Selected != sel {
				t.Fatalf("deal %d: picking the head of %s: %+v", deal, p.FormatMove(m), out)
			}
			out = Click(p, sel, MarkOf(p, m.To))
			if diff := cmp.Diff(board.Outcome{Selected: engine.NoPlace, Play: true, Move: m}, out); diff != "" {
				t.Errorf("deal %d: group move (-want +got):\n%s", deal, diff)
			}
			if got := len(GroupFaces(p, sel)); got != int(m.N) {
				t.Errorf("deal %d: the dragged copy shows %d faces, want %d", deal, got, m.N)
			}
			break
		}
	}
	if !found {
		t.Fatal("no group move in sea-towers deals 1–30")
	}
}

func TestFreeCellQuickMove(t *testing.T) {
	p := fcPosition(t, "sea-towers", 1)
	for _, src := range p.Available() {
		sel := SourceMark(p, engine.Move{From: src})
		m, ok := QuickMove(p, sel)
		var moves []engine.Move // the single tile's moves: a pick of the bottom tile moves it alone
		for _, mv := range engine.MovesFrom(p, src) {
			if mv.N <= 1 {
				moves = append(moves, mv)
			}
		}
		if ok != (len(moves) > 0) {
			t.Fatalf("quick move of %d: ok %v with %d legal moves", src, ok, len(moves))
		}
		if !ok {
			continue
		}
		if _, err := p.Apply(m); err != nil {
			t.Errorf("quick move %s refused: %v", p.FormatMove(m), err)
		}
		toPile := false
		for _, mv := range moves {
			if k, _, _ := freecell.Where(mv.To); k == freecell.OnPile {
				toPile = true
			}
		}
		if k, _, _ := freecell.Where(m.To); toPile && k != freecell.OnPile {
			t.Errorf("quick move %s: a pile takes the tile, want it there", p.FormatMove(m))
		}
		if k, _, _ := freecell.Where(m.To); k == freecell.InCell {
			for _, mv := range moves {
				if k2, _, _ := freecell.Where(mv.To); k2 != freecell.InCell {
					t.Errorf("quick move %s goes to a cell while %s is legal", p.FormatMove(m), p.FormatMove(mv))
				}
			}
		}
	}
}

func TestFreeCellResult(t *testing.T) {
	p := fcPosition(t, "sea-cell", 2)
	if _, over := Result(p, 0, 0); over {
		t.Fatal("a dealt game has ended")
	}
	sol := freecell.Solve(context.Background(), p)
	if sol.Verdict != engine.Solved {
		t.Fatalf("sea-cell deal 2: %v, want a winning line", sol.Verdict)
	}
	var q engine.Position = p
	for _, m := range sol.Moves {
		var err error
		if q, err = q.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	got, over := Result(q.(*freecell.Position), 157, 75)
	want := board.Result{Kind: "won", Title: "You won!", Text: "All 132 tiles are on the foundations, in 157 moves and 1:15. Start a new deal, or play this one again."}
	if diff := cmp.Diff(want, got); !over || diff != "" {
		t.Errorf("FreeCellResult (-want +got):\n%s", diff)
	}
}

func TestFCNotices(t *testing.T) {
	tests := []struct{ got, want string }{
		{NoLineNotice(3, true), "No winning line from here. Undo 3 moves to get back to one."},
		{NoLineNotice(0, true), "No winning line from here. Undoing does not reach one either: restart or start a new deal."},
		{NoLineNotice(0, false), "No winning line from here. Whether undoing reaches one could not be told in time."},
		{DealProgress(2), "Looking for a winnable deal… 2 deals tried so far (Escape or Cancel to stop)"},
		{AutoNotice(nil), ""},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

// The family's "How to play" says how to play on the page; the rules of each game are on
// that game's page alone (VariantHelp), so the family text names no game.
func TestFreeCellHelp(t *testing.T) {
	for _, tt := range []struct {
		family string
		has    []string
	}{
		{"freecell", []string{"Winnable deals only", "Auto-play", "Double-click", "<strong>Levels</strong>"}},
		{"sea", []string{"Winnable deals only", "Auto-play", "Double-click", "<strong>Groups</strong>"}},
	} {
		t.Run(tt.family, func(t *testing.T) {
			h := Help(nil, tt.family)
			enginetest.Says(t, h, tt.has, nil)
			for _, v := range freecell.Variants() {
				if strings.Contains(h, v.Name) {
					t.Errorf("names %s: a game's rules belong on its own page", v.Name)
				}
			}
		})
	}
}

// TestFreeCellHTMLGolden pins the board's HTML and one slot's for deal 2 of each family.
func TestFreeCellHTMLGolden(t *testing.T) {
	for _, id := range []string{"mahjongg-freecell", "sea-towers"} {
		t.Run(id, func(t *testing.T) {
			p := fcPosition(t, id, 2)
			b := BoardOf(p, board.NoMarks)
			got := HTML(b, true) + "\n" + SlotHTML(b.Tiles[len(b.Tiles)-1].Slot, TileElem(b.Tiles[len(b.Tiles)-1])) + "\n"
			golden.CheckTestdata(t, "freecell-"+id+".html", got)
		})
	}
}

// TestFCElemChanges: a new face is only a new href of the face's <use>, whether the place
// was empty or shows another tile, and an emptied place keeps its (hidden) face; content
// that differs otherwise is written again.
func TestFCElemChanges(t *testing.T) {
	tile := Elem{Class: "fc-t avail", Face: "3b", Label: "Bamboo 3", Inner: board.FaceHTML("3b")}
	wind := `<span class="fc-wind" aria-hidden="true">W</span>`
	for _, tc := range []struct {
		name     string
		old, now Elem
		want     []board.Change
	}{
		{"unchanged", tile, tile, nil},
		{"emptied", tile, EmptySlot, []board.Change{{Name: "class", Value: "fc-t"}, {Name: "data-face", Value: ""},
			{Name: "aria-label", Value: ""}, {Name: "hidden"}}},
		{"filled", EmptySlot, tile, []board.Change{{Name: "class", Value: "fc-t avail"}, {Name: "data-face", Value: "3b"},
			{Name: FaceUse, Value: "#t-3b"}, {Name: "aria-label", Value: "Bamboo 3"}, {Name: "hidden", Remove: true}}},
		{"another face", tile, Elem{Class: "fc-t avail", Face: "4b", Label: "Bamboo 4", Inner: board.FaceHTML("4b")},
			[]board.Change{{Name: "data-face", Value: "4b"}, {Name: FaceUse, Value: "#t-4b"}, {Name: "aria-label", Value: "Bamboo 4"}}},
		{"pile with its wind", PileElem(Pile{Wind: "W"}), PileElem(Pile{Face: "Rd", Wind: "W"}),
			[]board.Change{{Name: "data-face", Value: "Rd"}, {Name: FaceUse, Value: "#t-Rd"}}},
		{"other content", Elem{Face: "3b", Inner: board.FaceHTML("3b")}, Elem{Face: "3b", Inner: board.FaceHTML("3b") + wind},
			[]board.Change{{Value: board.FaceHTML("3b") + wind}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, ElemChanges(tc.old, tc.now)); diff != "" {
				t.Errorf("FCElemChanges (-want +got):\n%s", diff)
			}
		})
	}
}

// TestFCNewLevelTarget: where a picked tile may go both below a level's bottom tile and onto
// a new level of the same column, the board marks the new level's slot apart (NewLevel, its
// own class and name) and the slot below a tile as a plain destination.
func TestFCNewLevelTarget(t *testing.T) {
	p := fcPosition(t, "mahjongg-freecell", 1)
	for step := 0; step < 30; step++ {
		for _, pl := range p.Available() {
			sel := SourceMark(p, engine.Move{From: pl})
			b := BoardOf(p, board.Marks{Selected: sel, Hint: nil})
			byCol := map[int][]Tile{}
			for _, tl := range b.Tiles {
				if tl.Target {
					byCol[tl.Col] = append(byCol[tl.Col], tl)
				}
			}
			for c, ts := range byCol {
				if len(ts) != 2 {
					continue
				}
				below, level := ts[0], ts[1]
				if below.Level > level.Level {
					below, level = level, below
				}
				if level.Level != p.Levels(c) {
					continue
				}
				tiles := p.LevelTiles(c, below.Level)
				want := []Tile{below, level}
				want[0].NewLevel, want[1].NewLevel = false, true
				want[0].Label = "Column " + strconv.Itoa(c+1) + ", level " + strconv.Itoa(below.Level+1) + ", below " + tiles[len(tiles)-1].String() + ", put it here"
				want[1].Label = "Column " + strconv.Itoa(c+1) + ", start level " + strconv.Itoa(level.Level+1) + " here"
				if diff := cmp.Diff(want, []Tile{below, level}); diff != "" {
					t.Errorf("the two destinations in column %d (-want +got):\n%s", c+1, diff)
				}
				if e := TileElem(level); !strings.Contains(e.Class, "fc-new") || strings.Contains(TileElem(below).Class, "fc-new") {
					t.Errorf("classes %q and %q: only the new level's slot is .fc-new", TileElem(below).Class, e.Class)
				}
				return
			}
		}
		ms := p.Moves()
		p = enginetest.Apply(t, p, ms[(step*7)%len(ms)])
	}
	t.Fatal("no pick with a destination below a tile and one on a new level in the same column")
}

func TestFCAnnounce(t *testing.T) {
	p := fcPosition(t, "sea-towers", 3)
	var step engine.Move
	for _, m := range p.Moves() {
		if kind, _, _ := freecell.Where(m.To); kind == freecell.InCell && m.N <= 1 {
			step = m
			break
		}
	}
	ap := enginetest.Apply(t, p, step)
	off := p.WithAutoPlay(false)
	_, col, _ := freecell.Where(step.From)
	_, cell, _ := freecell.Where(step.To)
	tests := []struct {
		name          string
		before, after *freecell.Position
		m             engine.Move
		want          string
	}{
		{"a move", p, ap, step, p.Tile(step.From).String() + " from column " + strconv.Itoa(col+1) + " to cell " + strconv.Itoa(cell+1) +
			fcAutoPart(ap) + "; " + strconv.Itoa(ap.OnFoundations()) + " tiles on the foundations"},
		{"auto-play off", p, off, freecell.AutoPlaySwitch(false), "Auto-play off; " + strconv.Itoa(off.OnFoundations()) + " tiles on the foundations"},
		{"another action", p, p, engine.Move{Action: engine.Shuffle}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, Announce(tc.before, tc.m, tc.after)); diff != "" {
				t.Errorf("FCAnnounce (-want +got):\n%s", diff)
			}
		})
	}
}

func fcAutoPart(p *freecell.Position) string {
	if a := AutoNotice(p.AutoPlayed()); a != "" {
		return "; " + strings.TrimSuffix(a, ".")
	}
	return ""
}

// TestFCTileNames: every tile is named with its state first, as a screen reader reads it,
// and only the tiles that may move are in the Tab order.
func TestFCTileNames(t *testing.T) {
	p := fcPosition(t, "mahjongg-freecell", 2)
	b := BoardOf(p, board.NoMarks)
	avail, covered := 0, 0
	for _, tl := range b.Tiles {
		if tl.Face == "" {
			continue
		}
		tile, _ := engine.ParseTile(tl.Face)
		state := ", covered"
		if tl.Avail {
			state = ", available"
			avail++
		} else {
			covered++
		}
		want := tile.String() + state + ", column " + strconv.Itoa(tl.Col+1) + ", level " + strconv.Itoa(tl.Level+1) + ", row " + strconv.Itoa(tl.Row+1)
		if tl.Label != want {
			t.Errorf("slot %v is named %q, want %q", tl.Slot, tl.Label, want)
		}
		if e := TileElem(tl); e.NoTab == tl.Avail {
			t.Errorf("slot %v (available %v) has NoTab %v", tl.Slot, tl.Avail, e.NoTab)
		}
	}
	if avail == 0 || covered == 0 {
		t.Fatalf("%d available and %d covered tiles: the deal should have both", avail, covered)
	}
}

// TestFCNav moves on a board laid out as the page draws it: tiles 80 px wide in columns 96
// px apart, rows 45 px apart below the tableau's top at 300, cells and piles above.
func TestFCNav(t *testing.T) {
	type place struct {
		name string
		x, y float64
		area int
	}
	tile := func(col, row int) place {
		return place{"c" + strconv.Itoa(col+1) + "r" + strconv.Itoa(row+1), float64(40 + 96*col), float64(300 + 53 + 45*row), AreaTableau}
	}
	places := []place{
		{"pile1", 300, 60, AreaPiles}, {"pile2", 385, 60, AreaPiles},
		{"cell1", 40, 200, AreaCells}, {"cell2", 125, 200, AreaCells},
	}
	for row := 0; row < 7; row++ { // column 1: 7 tiles
		places = append(places, tile(0, row))
	}
	for row := 0; row < 2; row++ { // column 2: 2 tiles
		places = append(places, tile(1, row))
	}
	for row := 0; row < 7; row++ { // column 3: 7 tiles
		places = append(places, tile(2, row))
	}
	// Columns 4 to 9 are empty; column 10 has one tile, under the second pile's right.
	places = append(places, tile(9, 0))
	items := make([]nav.Item, len(places))
	index := map[string]int{}
	for i, p := range places {
		items[i] = NavItem(p.x, p.y, p.area, 300)
		index[p.name] = i
	}
	tests := []struct {
		from string
		d    nav.Dir
		want string
	}{
		{"c1r7", nav.Right, "c2r2"}, // the next column, short as it is
		{"c2r2", nav.Right, "c3r2"},
		{"c1r3", nav.Down, "c1r4"},
		{"c1r4", nav.Up, "c1r3"},
		{"c1r1", nav.Up, "cell1"},
		{"c3r6", nav.LayerUp, "cell2"},
		{"cell1", nav.LayerUp, "pile1"},
		{"pile2", nav.LayerDown, "cell2"},
		{"cell2", nav.LayerDown, "c2r1"},
		{"cell1", nav.Right, "cell2"},
		{"c3r1", nav.Right, "c10r1"}, // across empty columns, not up to a pile
		{"c10r1", nav.Right, "c1r2"}, // the edge: on to the next row, as on every board
		{"cell2", nav.Right, "c2r1"}, // no cell that way: the nearest place of another area
		{"pile1", nav.Down, "cell2"},
	}
	for _, tc := range tests {
		t.Run(tc.from, func(t *testing.T) {
			got, name := nav.Nearest(items, index[tc.from], tc.d), ""
			if got >= 0 {
				name = places[got].name
			}
			if name != tc.want {
				t.Errorf("from %s, direction %d: %q, want %q", tc.from, tc.d, name, tc.want)
			}
		})
	}
}
