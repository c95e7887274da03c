package daily

import (
	_ "embed"
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
)

// Guarantee says what is known of a day's deal.
type Guarantee uint8

// The guarantees.
const (
	// Constructed: the family deals only winnable deals (Shanghai).
	Constructed Guarantee = iota
	// Proved: the table of picks records that a search won this deal (FreeCell, Sea, Stones).
	Proved
	// Unchecked: the day is past the table's last checked day for this game, so its deal is
	// the first candidate, which no search has yet been run on.
	Unchecked
	// Scored: the game has no win, only a score (One Player); the same tiles for everyone.
	Scored
)

func (g Guarantee) String() string {
	switch g {
	case Constructed:
		return "winnable by construction"
	case Proved:
		return "proved winnable"
	case Unchecked:
		return "not checked yet"
	}
	return "scored: the same tiles for everyone"
}

// Deal is a game's deal of the day.
type Deal struct {
	Game      string // the variant id
	Date      Date
	Number    uint64 // the deal number: Variant.New(Number) deals it
	Candidate int    // which candidate of the day the rule picked (0 but for a few days)
	Guarantee Guarantee
}

// Candidates is how many candidates a day has for each game.
const Candidates = 16

// Candidate returns the deal number of candidate k (0 ≤ k < Candidates) of game id on day d.
//
// The day's place i (0 for First) and k make the number i×16+k, which is xored with the
// 32-bit FNV-1a hash of the id and passed through a bijective 32-bit mixer; the deal number
// is the result plus one, from 1 to 2^32. Since the mixer is a bijection, no two (day,
// candidate) pairs of one game share a deal number.
func Candidate(id string, d Date, k int) uint64 {
	x := uint32(d.index()*Candidates+k) ^ fnv32(id)
	return uint64(mix32(x)) + 1
}

// fnv32 is the 32-bit FNV-1a hash.
func fnv32(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h
}

// mix32 is a bijection of the 32-bit integers that spreads every input bit over the output:
// Chris Wellons's "lowbias32" (xorshifts and odd multipliers, each invertible mod 2^32).
func mix32(x uint32) uint32 {
	x ^= x >> 16
	x *= 0x7feb352d
	x ^= x >> 15
	x *= 0x846ca68b
	x ^= x >> 16
	return x
}

// For returns v's deal of day d.
func For(v *engine.Variant, d Date) (Deal, error) {
	if !d.valid() {
		return Deal{}, outOfRange(d.String())
	}
	deal := Deal{Game: v.ID, Date: d, Number: Candidate(v.ID, d, 0)}
	switch {
	case v.Scored:
		deal.Guarantee = Scored
	case !Checked(v):
		deal.Guarantee = Constructed
	default:
		k, ok := loadPicks().pick(v.ID, d)
		if !ok {
			deal.Guarantee = Unchecked
			break
		}
		deal.Candidate, deal.Number, deal.Guarantee = k, Candidate(v.ID, d, k), Proved
	}
	return deal, nil
}

// Checked reports whether v's deals can be lost from the start, so that its daily deal is
// chosen by the table of picks.
func Checked(v *engine.Variant) bool {
	f := v.Family
	return !v.Scored && (f == engine.FreeCell || f == engine.Sea || f == engine.Stones)
}

//go:embed picks.txt
var picksText string

// Picks is a table of picks, as picks.txt holds it.
type Picks struct {
	ranges []checkedRange
	picked map[string]int // "id date" -> candidate, for the days whose pick is not 0
}

// checkedRange is the days of a game that a search has checked.
type checkedRange struct {
	game        string
	from, until Date
}

func (t Picks) pick(id string, d Date) (int, bool) {
	for _, r := range t.ranges {
		if r.game == id && !d.Before(r.from) && !r.until.Before(d) {
			return t.picked[id+" "+d.String()], true
		}
	}
	return 0, false
}

// Through returns the last day of game id that the table of picks covers, and false when it
// covers none.
func Through(id string) (Date, bool) { return loadPicks().Through(id) }

// Through returns the last day of game id that the table covers, and false when it covers
// none.
func (t Picks) Through(id string) (Date, bool) {
	var last Date
	found := false
	for _, r := range t.ranges {
		if r.game == id && (!found || last.Before(r.until)) {
			last, found = r.until, true
		}
	}
	return last, found
}

func loadPicks() Picks {
	t, err := ParsePicks(picksText)
	if err != nil {
		panic("daily: picks.txt: " + err.Error()) // a test reads the file: this cannot ship
	}
	return t
}

// ParsePicks reads a table: "checked ID FROM UNTIL" lines (a game's days that were
// searched) and "pick ID DATE K" lines (the days whose winnable candidate is not the first).
func ParsePicks(text string) (Picks, error) {
	t := Picks{picked: map[string]int{}}
	for i, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		bad := func(why string) (Picks, error) {
			return Picks{}, errors.New("line " + strconv.Itoa(i+1) + " " + strconv.Quote(line) + ": " + why)
		}
		if len(f) != 4 {
			return bad("want 4 fields")
		}
		switch f[0] {
		case "checked":
			from, err1 := ParseDate(f[2])
			until, err2 := ParseDate(f[3])
			if err1 != nil || err2 != nil || until.Before(from) {
				return bad("want two dates in order")
			}
			t.ranges = append(t.ranges, checkedRange{f[1], from, until})
		case "pick":
			d, err := ParseDate(f[2])
			k, kerr := strconv.Atoi(f[3])
			if err != nil || kerr != nil || k < 1 || k >= Candidates {
				return bad("want a date and a candidate from 1 to " + strconv.Itoa(Candidates-1))
			}
			key := f[1] + " " + d.String()
			if _, dup := t.picked[key]; dup {
				return bad("repeated day")
			}
			t.picked[key] = k
		default:
			return bad("want \"checked\" or \"pick\"")
		}
	}
	return t, nil
}
