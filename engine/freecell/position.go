package freecell

import (
	"errors"
	"strconv"

	"mahjong/engine"
)

// Position is a game of one of the seven variants between moves. It is a value: Apply
// returns a new position and leaves the receiver as it was.
type Position struct {
	v    *spec
	deal uint64
	auto bool
	b    board
	last []AutoMove // what auto-play did after the move that made this position
}

var _ engine.Position = (*Position)(nil)

// New deals game number deal of variant id, with auto-play on, and plays the safe tiles
// the deal already offers (see AutoPlayed).
func New(id string, deal uint64) (*Position, error) {
	v := specByID(id)
	if v == nil {
		return nil, &engine.UnknownVariantError{Family: engine.FreeCell, ID: id}
	}
	return v.newPosition(deal), nil
}

func (v *spec) newPosition(deal uint64) *Position {
	p := &Position{v: v, deal: deal, auto: true, b: v.deal(deal)}
	p.last = v.autoPlay(&p.b, []AutoMove{})
	return p
}

// WithAutoPlay returns the position with auto-play switched on or off. Switching it on
// plays at once the safe tiles the position offers, reported by AutoPlayed.
func (p *Position) WithAutoPlay(on bool) *Position {
	q := *p
	q.auto = on
	q.last = nil
	if on {
		q.last = q.v.autoPlay(&q.b, []AutoMove{})
	}
	return &q
}

// AutoPlaySwitch is the move that switches auto-play on or off for the rest of the game.
// It is a move like any other, so that a game's history keeps it: Undo switches back (and
// takes back the tiles that switching on sent home), and a saved game replays it. Moves
// never lists it, so solvers never switch.
func AutoPlaySwitch(on bool) engine.Move {
	m := engine.Move{Action: engine.Setting, From: engine.NoPlace, To: 0}
	if on {
		m.To = 1
	}
	return m
}

// applySetting plays an AutoPlaySwitch move: a switch to the setting already in force is
// refused, so that the history holds only real changes.
func (p *Position) applySetting(m engine.Move) (*Position, error) {
	if m.From != engine.NoPlace || m.To != 0 && m.To != 1 || m.N > 1 {
		return nil, &engine.IllegalMoveError{Move: p.FormatMove(m), Reason: "the only setting is auto-play, on or off"}
	}
	on := m.To == 1
	if on == p.auto {
		state := "off"
		if on {
			state = "on"
		}
		return nil, &engine.IllegalMoveError{Move: p.FormatMove(m), Reason: "auto-play is already " + state}
	}
	return p.WithAutoPlay(on), nil
}

// The setups of a game (see Setup): how New deals, and with auto-play off.
const setupAutoOff = "autoplay-off"

// Setup names how the position is set up beyond its deal, for a saved game to begin the
// same way: "" with auto-play on (the way New deals), "autoplay-off" with it off.
func (p *Position) Setup() string {
	if p.auto {
		return ""
	}
	return setupAutoOff
}

// WithSetup returns the position set up as a Setup value says, or an error for a value it
// does not know.
func (p *Position) WithSetup(setup string) (engine.Position, error) {
	on := true
	switch setup {
	case "":
	case setupAutoOff:
		on = false
	default:
		return nil, errors.New("freecell: unknown setup " + strconv.Quote(setup) + " (want \"\" or \"" + setupAutoOff + "\")")
	}
	if p.auto == on {
		return p, nil
	}
	return p.WithAutoPlay(on), nil
}

// AutoPlay reports whether auto-play is on.
func (p *Position) AutoPlay() bool { return p.auto }

// AutoPlayed returns the tiles auto-play moved to the foundations right after the move (or
// the deal, or the switch) that made this position, in the order it moved them, so that a
// UI can animate and announce them. Positions read from notation have none.
func (p *Position) AutoPlayed() []AutoMove { return p.last }

// Variant returns the variant id.
func (p *Position) Variant() string { return p.v.id }

// Family returns the family of the variant: engine.FreeCell or engine.Sea.
func (p *Position) Family() engine.Family { return p.v.family }

// HasLevels reports whether tiles may start new levels on a column's top row (the FreeCell
// games), so that a UI names a tile's level only where there are levels.
func (p *Position) HasLevels() bool { return p.v.levels }

// Deal returns the deal number.
func (p *Position) Deal() uint64 { return p.deal }

// Status reports Won when every tile is on the foundations and Lost when no legal move is
// left.
func (p *Position) Status() engine.Status {
	if int(p.b.found) == p.v.tileCount {
		return engine.Won
	}
	if len(p.v.gen(&p.b, nil, false)) == 0 {
		return engine.Lost
	}
	return engine.Playing
}

// StatusText says why the game is over, for players: "all tiles are on the foundations"
// when won, "no legal move left" when lost, "" while it goes on.
func (p *Position) StatusText() string {
	switch p.Status() {
	case engine.Won:
		return "all tiles are on the foundations"
	case engine.Lost:
		return "no legal move left"
	}
	return ""
}

// Moves returns every legal move: concrete piles, cells and columns, group sizes spelled
// out (N is 0 for a single tile).
func (p *Position) Moves() []engine.Move { return p.v.gen(&p.b, nil, false) }

// Apply plays m and, with auto-play on, the safe foundation moves it allows, all in the
// returned position (so one undo takes them all back). A move to Foundation goes to the
// first pile that takes the tile.
func (p *Position) Apply(m engine.Move) (engine.Position, error) {
	return engine.AsPosition(p.apply(m))
}

func (p *Position) apply(m engine.Move) (*Position, error) {
	if m.Action == engine.Setting {
		return p.applySetting(m)
	}
	q := &Position{v: p.v, deal: p.deal, auto: p.auto, b: p.b}
	if _, reason := p.v.move(&q.b, m); reason != "" {
		return nil, &engine.IllegalMoveError{Move: p.FormatMove(m), Reason: reason}
	}
	if q.auto {
		q.last = q.v.autoPlay(&q.b, []AutoMove{})
	}
	return q, nil
}

// Rows returns the depth of the grid; Columns its width (always 16).
func (p *Position) Rows() int    { return p.v.rows }
func (p *Position) Columns() int { return numCols }

// Cells returns how many cells the game has.
func (p *Position) Cells() int { return p.v.cells }

// CellTile returns the tile in cell i, or NoTile.
func (p *Position) CellTile(i int) engine.Tile {
	if i < 0 || i >= p.v.cells {
		return engine.NoTile
	}
	return p.b.cell[i]
}

// Levels returns how many levels column c has (0: empty; the Sea games have at most 1).
func (p *Position) Levels(c int) int {
	if c < 0 || c >= numCols {
		return 0
	}
	return int(p.b.nl[c])
}

// LevelTiles returns the tiles of level l of column c, top row first: the tile at index
// r lies on row r.
func (p *Position) LevelTiles(c, l int) []engine.Tile {
	if c < 0 || c >= numCols || l < 0 || l >= int(p.b.nl[c]) {
		return nil
	}
	s := p.b.levelStart(c, l)
	return append([]engine.Tile(nil), p.b.t[s:s+int(p.b.lv[c][l])]...)
}

// TileAt returns the tile seen at row r of column c (the one on the highest level reaching
// that row) and its level, or NoTile and -1.
func (p *Position) TileAt(c, r int) (engine.Tile, int) {
	if c < 0 || c >= numCols || r < 0 || r >= p.v.rows {
		return engine.NoTile, -1
	}
	return p.b.at(c, r)
}

// Available returns the places whose tile may move: column by column the bottom tile of
// every uncovered level (lowest level first), then every filled cell.
func (p *Position) Available() []engine.Place {
	var out []engine.Place
	for c := 0; c < numCols; c++ {
		for l := 0; l < int(p.b.nl[c]); l++ {
			if p.b.available(c, l) {
				out = append(out, Level(c, l))
			}
		}
	}
	for i := 0; i < p.v.cells; i++ {
		if p.b.cell[i] != engine.NoTile {
			out = append(out, Cell(i))
		}
	}
	return out
}

// Tile returns the tile at a move's source place (a level's bottom tile, a cell's tile)
// or the top of a pile, or NoTile.
func (p *Position) Tile(pl engine.Place) engine.Tile {
	kind, i, l := Where(pl)
	switch kind {
	case InTableau:
		if l < int(p.b.nl[i]) {
			return p.b.bottom(i, l)
		}
	case InCell:
		return p.CellTile(i)
	case OnPile:
		return p.b.pileTop(i)
	}
	return engine.NoTile
}

// PileTop returns the tile showing on foundation pile i (0–11), or NoTile.
func (p *Position) PileTop(i int) engine.Tile {
	if i < 0 || i >= numPiles {
		return engine.NoTile
	}
	return p.b.pileTop(i)
}

// PileTiles returns the tiles of pile i from the bottom: its Dragon, suit tiles up to 9,
// its Wind, its Season.
func (p *Position) PileTiles(i int) []engine.Tile {
	if i < 0 || i >= numPiles {
		return nil
	}
	var out []engine.Tile
	for h := 1; h <= int(p.b.h[i]); h++ {
		switch {
		case h == 1:
			out = append(out, p.b.dragon[i/4])
		case h <= 10:
			out = append(out, engine.SuitedTile(setSuit(i/4), h-1))
		case h == 11:
			out = append(out, p.b.wind[i])
		default:
			out = append(out, p.b.season[i])
		}
	}
	return out
}

// PileWind returns the Wind pile i is bound to in the Sea games (West, North, South,
// East, left to right in each set), or NoTile where any Wind may close a pile.
func (p *Position) PileWind(i int) engine.Tile {
	if !p.v.windBound || i < 0 || i >= numPiles {
		return engine.NoTile
	}
	return boundWinds[i%4]
}

// SetSuit returns the suit of set s (0 Bamboos, 1 Characters, 2 Circles): piles 4s to 4s+3.
func SetSuit(s int) engine.Suit { return setSuit(s) }

// SetName names set s (0–2) by its suit: "Bamboos", "Characters", "Circles".
func SetName(s int) string { return suitNames[s] }

// SetDragon returns the Dragon kind set s (0–2) builds on, or NoTile before its first Dragon.
func (p *Position) SetDragon(s int) engine.Tile {
	if s < 0 || s >= 3 {
		return engine.NoTile
	}
	return p.b.dragon[s]
}

// OnFoundations returns how many tiles are on the foundations; TileCount how many the
// game has (132 or 144).
func (p *Position) OnFoundations() int { return int(p.b.found) }
func (p *Position) TileCount() int     { return p.v.tileCount }
