package freecell

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

// seaA: Sea Towers (no rank lock, piles bound to their Winds). The last 9 of Bamboos is
// safe once free: every 8 of Bamboos is home and pile 4 is the only one left at 8. The two
// 9s of Characters are not: piles 7 and 8 both show 8, and which one gets its 9 first
// decides which Wind goes home first. The East Winds are not either: a 9 could still be
// built below them.
const seaA = `
dragons: Rd Gd Wd
piles: Ww Nw Sw 8b | Ww Nw 8c 8c | Ww Nw Sw Ew
cells: .. .. .. .. .. ..`

const seaAGrid = `
9b Sw Ew
Ew 9c 9c`

func TestAutoPlaySea(t *testing.T) {
	p := mustPos(t, "sea-towers", "on", seaA, seaAGrid)
	play := func(p *Position, s string) *Position {
		t.Helper()
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		return enginetest.Apply(t, p, m)
	}
	q := play(p, "c1>x1")
	want := []AutoMove{{engine.Bamboo9, Column(0), Pile(3)}}
	if diff := cmp.Diff(want, q.AutoPlayed()); diff != "" {
		t.Fatalf("AutoPlayed after c1>x1 (-want +got):\n%s", diff)
	}
	// Not safe, so they stay: the two 9s of Characters and the East Wind in the cell.
	if q.Tile(Column(1)) != engine.Character9 || q.Tile(Column(2)) != engine.Character9 || q.CellTile(0) != engine.EastWind {
		t.Fatalf("unsafe tiles moved:\n%s", q)
	}
	// Playing one 9 of Characters by hand leaves a single pile at 8: the other 9 is safe,
	// then every 9 is home and the Winds follow.
	r := play(q, "c2>p7")
	// Auto-play plays the first safe tile it finds, columns left to right before cells,
	// then looks again from the start.
	want = []AutoMove{
		{engine.Character9, Column(2), Pile(7)},
		{engine.SouthWind, Column(1), Pile(6)},
		{engine.EastWind, Column(2), Pile(3)},
		{engine.EastWind, Cell(0), Pile(7)},
	}
	if diff := cmp.Diff(want, r.AutoPlayed()); diff != "" {
		t.Fatalf("AutoPlayed after c2>p7 (-want +got):\n%s", diff)
	}
	if r.Status() != engine.Won {
		t.Fatalf("status %v, want won", r.Status())
	}
	// With auto-play off nothing moves by itself.
	off := p.WithAutoPlay(false)
	q2, err := off.Apply(engine.StepMove(Column(0), Cell(0)))
	if err != nil {
		t.Fatal(err)
	}
	if len(q2.(*Position).AutoPlayed()) != 0 || q2.(*Position).Tile(Column(0)) != engine.Bamboo9 {
		t.Fatalf("auto-play off moved tiles:\n%s", q2)
	}
	// Undo takes the move and its auto-play back together.
	g := engine.NewGame(p)
	for _, s := range []string{"c1>x1", "c2>p7"} {
		m, _ := p.ParseMove(s)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	g.Undo()
	if g.Position().String() != q.String() {
		t.Fatalf("undo: got\n%s\nwant\n%s", g.Position(), q)
	}
	g.Undo()
	if g.Position().String() != p.String() {
		t.Fatal("second undo does not give the start back")
	}
}

// mfcA: MahJongg FreeCell (rank lock, different suits). The 9 of Characters is not safe
// while an 8 of Circles is out (it could go below the 9); the last 8 of Circles is safe
// once free, and then everything follows.
const mfcA = `
dragons: Rd Gd Wd
piles: Ww Nw Sw Ew | 9c 9c 9c 8c | 8d 8d 8d 7d
cells: .. .. .. ..`

const mfcAGrid = `
8d 9c Ew Ew 9d 9d
Ww .. Sw Sw 9d 9d
.. .. Ww Nw
.. .. Nw`

func TestAutoPlayFreeCell(t *testing.T) {
	p := mustPos(t, "mahjongg-freecell", "on", mfcA, mfcAGrid)
	q, err := p.Apply(engine.StepMove(Column(1), Cell(0)))
	if err != nil {
		t.Fatal(err)
	}
	if got := q.(*Position).AutoPlayed(); len(got) != 0 {
		t.Fatalf("auto-played %v; the 9c needs the 8d home first, the 9d need all four 8d", got)
	}
	q, err = q.Apply(engine.StepMove(Column(0), Cell(1)))
	if err != nil {
		t.Fatal(err)
	}
	qp := q.(*Position)
	if qp.Status() != engine.Won || len(qp.AutoPlayed()) != 14 {
		t.Fatalf("status %v after %d auto moves, want won after 14:\n%s", qp.Status(), len(qp.AutoPlayed()), qp)
	}
	if a := qp.AutoPlayed()[0]; a.Tile != engine.Circle8 || a.To != Pile(11) {
		t.Fatalf("first auto move %v, want the 8 of Circles to pile 12", a)
	}
}

func TestWithAutoPlayRoundTrip(t *testing.T) {
	p, _ := New("long-freecell", 3)
	off := p.WithAutoPlay(false)
	if off.AutoPlay() || !p.AutoPlay() {
		t.Fatal("WithAutoPlay changed the receiver or did nothing")
	}
	q, err := Parse(off.String())
	if err != nil || q.AutoPlay() {
		t.Fatalf("autoplay: off did not survive notation: %v", err)
	}
}

// autoPlayAfter must leave every child exactly as autoPlay does: it is autoPlay with the
// looks that cannot find anything left out. Each game is walked from a few deals, and at
// every step each legal move is played both ways.
func TestAutoPlayAfterMatchesAutoPlay(t *testing.T) {
	for _, v := range specs {
		t.Run(v.id, func(t *testing.T) {
			for deal := uint64(1); deal <= 3; deal++ {
				p, _ := New(v.id, deal)
				b := p.b
				checked := 0
				for step := 0; step < 60; step++ {
					ms := v.gen(&b, nil, false)
					if len(ms) == 0 {
						break
					}
					var memo safeMemo // shared by the moves from b, as in the search
					for _, m := range ms {
						want := b
						v.move(&want, m)
						got := want
						v.autoPlay(&want, nil)
						v.autoPlayAfter(&got, m, &memo)
						if got != want {
							t.Fatalf("deal %d step %d move %s: autoPlayAfter differs from autoPlay", deal, step, p.FormatMove(m))
						}
						checked++
					}
					// go on with a move picked in a fixed way
					m := ms[(step*7)%len(ms)]
					v.move(&b, m)
					v.autoPlay(&b, nil)
				}
				if checked == 0 {
					t.Fatalf("deal %d: no move checked", deal)
				}
			}
		})
	}
}
