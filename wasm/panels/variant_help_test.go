package panels

import (
	"github.com/google/go-cmp/cmp"
	"strconv"
	"strings"
	"testing"

	"mahjong/engine/catalog"
	"mahjong/engine/enginetest"
	"mahjong/engine/stones"
	"mahjong/wasm/msg"
)

// decidedRules is, per variant, every rule docs/rules.md marks Decided (or "reconstructed")
// for it, as the words its help page must say. Written from the rule book, not from the help.
var decidedRules = map[string][]string{
	// §2: tile mix, placement/shape, winnable deals, the shuffle's fallback.
	"shanghai-square":  {"every deal can be won", "25 of the 72 matching pairs", "where each layer sits", "leaves a free pair"},
	"shanghai-pyramid": {"every deal can be won", "25 of the 72 matching pairs", "the Pyramid's shape", "leaves a free pair"},
	"shanghai-turtle":  {"every deal can be won", "the Turtle layout itself", "leaves a free pair"},
	// §3: cells, empty column (MahJongg FreeCell), levels model, single tiles, suitless
	// tiles, auto-play, foundations final; each with the engine's "decided" mark.
	"mahjongg-freecell": {"(decided: the original page does not give the number of cells)", "An empty column takes only a Wind (decided)", "Levels (model decided)", "Only single tiles move (decided)", "no suit and fit either rule (decided)", "Auto-play (decided)", "Foundation tiles never come back (decided)"},
	"long-freecell":     {"(decided: the original page does not give the number of cells)", "Levels (model decided)", "Only single tiles move (decided)", "no suit and fit either rule (decided)", "Auto-play (decided)", "Foundation tiles never come back (decided)"},
	// §4: the Winds' piles (reading decided), suitless tiles, auto-play; Sea Level and Sea
	// Cell reconstructed.
	"sea-towers": {"West, North, South and East Wind, once the pile shows its 9 (reading decided)", "no suit and fit either rule (decided)", "Auto-play (decided)", "Foundation tiles never come back (decided)"},
	"sea-breeze": {"West, North, South and East Wind, once the pile shows its 9 (reading decided)", "no suit and fit either rule (decided)", "Auto-play (decided)", "Foundation tiles never come back (decided)"},
	"sea-winds":  {"West, North, South and East Wind, once the pile shows its 9 (reading decided)", "no suit and fit either rule (decided)", "Auto-play (decided)", "Foundation tiles never come back (decided)"},
	"sea-level":  {"Reconstructed rules", "Sea Towers with the rank lock (decided)", "(reading decided)", "no suit and fit either rule (decided)", "Auto-play (decided)"},
	"sea-cell":   {"Reconstructed rules", "tile counts, its 9 rows and its 4 empty cells are decided", "(decided: the original page does not give the number of cells)", "(reading decided)", "no suit and fit either rule (decided)", "Auto-play (decided)"},
	// §5: the near-middle opening squares, relaxed matching, the score in every game.
	"mahjongg-stones": {"(f4 and g5)", "the score is shown in every Stones game"},
	"free-stones":     {"(f4 and g5)", "the score is shown in every Stones game"},
	"loose-stones":    {"relaxed matching", "(f4 and g5)", "the score is shown in every Stones game"},
	"throwing-stones": {"relaxed matching", "(f4 and g5)", "the score is shown in every Stones game"},
	"small-stones":    {"(e4)", "the score is shown in every Stones game"},
	"tiny-pebbles":    {"the score is shown in every Stones game"},
	// §6: the geometry of the cross, the fixed anchor, "instead, when more".
	"one-player":         {"runs straight up or down from its anchor", "an anchor tile never moves", "200 only when that is more"},
	"one-player-flowers": {"runs straight up or down from its anchor", "an anchor tile never moves", "200 only when that is more"},
}

// variantSection is the part of a help page about the variant alone.
func variantSection(page string) string {
	head, _, ok := strings.Cut(page, "</section>")
	if !ok {
		return ""
	}
	return head
}

func TestVariantHelpSaysDecidedRules(t *testing.T) {
	var ids []string
	for _, v := range catalog.All() {
		ids = append(ids, v.ID)
		t.Run(v.ID, func(t *testing.T) {
			want, ok := decidedRules[v.ID]
			if !ok {
				t.Fatalf("no decided rules listed for %s: add them from docs/rules.md", v.ID)
			}
			page := VariantHelp(nil, v.ID, v.Name, string(v.Family))
			section := variantSection(page)
			if !strings.Contains(section, "<h2>"+msg.Escape(v.Name)+"</h2>") {
				t.Errorf("the help does not open with the game's own rules:\n%s", page)
			}
			if !strings.Contains(section, `class="decided"`) {
				t.Errorf("the game's decided rules are not marked as decided:\n%s", section)
			}
			for _, w := range want {
				if !strings.Contains(section, w) {
					t.Errorf("the rules of %s do not say %q:\n%s", v.ID, w, section)
				}
			}
			if !strings.Contains(page, "The status line: ") || !strings.Contains(page, "<strong>Deal</strong>") {
				t.Errorf("the status line is not explained:\n%s", page)
			}
			if !strings.Contains(page, familyHelp(nil, string(v.Family))) || familyHelp(nil, string(v.Family)) == "" {
				t.Errorf("the family's How to play is missing from %s", v.ID)
			}
		})
	}
	// Every rule table entry is a registered game (no stale ids).
	for id := range decidedRules {
		if !strings.Contains(" "+strings.Join(ids, " ")+" ", " "+id+" ") {
			t.Errorf("decidedRules lists %s, which is not registered", id)
		}
	}
}

// The status line's labels are the ones each family's view gives (View.TilesLabel and
// MovesLabel), and each is explained.
func TestVariantHelpExplainsStatusLine(t *testing.T) {
	for _, tt := range []struct {
		family string
		labels []string
	}{
		{"shanghai", []string{"Tiles", "Pairs"}},
		{"freecell", []string{"On foundations", "Moves"}},
		{"sea", []string{"On foundations", "Moves"}},
		{"stones", []string{"Stones left", "Legal squares"}},
		{"one-player", []string{"Wall", "Turn"}},
	} {
		t.Run(tt.family, func(t *testing.T) {
			page := VariantHelp(nil, "", "", tt.family)
			for _, l := range append(tt.labels, "Deal", "Time") {
				if !strings.Contains(page, "<strong>"+l+"</strong> is ") {
					t.Errorf("%q is not explained in\n%s", l, page)
				}
			}
		})
	}
}

// Per variant, not per family: what sets a Stones game apart is said in its own section,
// and agrees with the engine.
func TestVariantHelpStones(t *testing.T) {
	for _, tt := range []struct {
		id                string
		noNeighbour, mix  bool
		openingStones     int
		openingStonesText string
	}{
		{"mahjongg-stones", false, true, 6, "opens with 6 stones"},
		{"free-stones", true, true, 6, "opens with 6 stones"},
		{"loose-stones", false, false, 6, "opens with 6 stones"},
		{"throwing-stones", true, false, 6, "opens with 6 stones"},
		{"small-stones", false, true, 5, "opens with 5 stones"},
		{"tiny-pebbles", false, true, 4, "opens with 4 stones"},
	} {
		t.Run(tt.id, func(t *testing.T) {
			s := variantSection(VariantHelp(nil, tt.id, "", "stones"))
			got := []bool{
				strings.Contains(s, "square with no neighbour at all"),
				strings.Contains(s, "Strict matching"),
				strings.Contains(s, "Relaxed matching"),
				strings.Contains(s, "must touch at least one other stone"),
			}
			want := []bool{tt.noNeighbour, tt.mix, !tt.mix, !tt.noNeighbour}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("no-neighbour, strict, relaxed, must-touch (-want +got):\n%s", diff)
			}
			p := enginetest.Must(stones.New(tt.id, 1))
			for _, w := range []string{
				strconv.Itoa(p.Cols()) + " columns by " + strconv.Itoa(p.Rows()) + " rows",
				strconv.Itoa(p.Colours()) + " colours and " + strconv.Itoa(p.Colours()) + " symbols",
				strconv.Itoa(p.Colours()*p.Colours()*2) + " in all",
				tt.openingStonesText,
			} {
				if !strings.Contains(s, w) {
					t.Errorf("does not say %q:\n%s", w, s)
				}
			}
			placed := 0
			for sq := 0; sq < p.Squares(); sq++ {
				if p.At(sq) != stones.NoStone {
					placed++
				}
			}
			if placed != tt.openingStones {
				t.Errorf("the engine opens with %d stones, the rule book %d", placed, tt.openingStones)
			}
		})
	}
}

// The Sea games' and FreeCell games' own sections say what sets them apart (docs/rules.md#sea),
// and a page holds the rules of its own game only, not those of the rest of its family.
func TestVariantHelpFreeCellSea(t *testing.T) {
	for _, tt := range []struct {
		id       string
		has, not []string
	}{
		{"mahjongg-freecell", []string{"Tiles: 132", "8 rows", "different suit", "new level", "Rank lock:", "The other 4 tiles start in the cells"}, []string{"Reconstructed", "Groups:"}},
		{"long-freecell", []string{"Tiles: 144", "9 rows", "The cells start empty", "only a Season", "Rank lock:"}, []string{"Reconstructed", "Groups:"}},
		{"sea-towers", []string{"10 rows", "6 cells", "same suit", "any tile or group", "Groups:"}, []string{"Rank lock:", "Reconstructed", "new level"}},
		{"sea-breeze", []string{"only a Wind, or a group headed by a Wind", "6 cells"}, []string{"Rank lock:", "Reconstructed"}},
		{"sea-winds", []string{"Rank lock:", "only a Wind, or a group headed by a Wind", "6 cells"}, []string{"Reconstructed"}},
		{"sea-level", []string{"Reconstructed rules", "Rank lock:", "any tile or group", "6 cells"}, nil},
		{"sea-cell", []string{"Reconstructed rules", "9 rows", "4 cells", "The cells start empty", "different suit"}, []string{"Rank lock:"}},
	} {
		t.Run(tt.id, func(t *testing.T) {
			v, ok := catalog.Lookup(tt.id)
			if !ok {
				t.Fatalf("%s is not registered", tt.id)
			}
			page := VariantHelp(nil, v.ID, v.Name, string(v.Family))
			enginetest.Says(t, variantSection(page), tt.has, tt.not)
			if n := strings.Count(page, "Goal: build every tile"); n != 1 {
				t.Errorf("the page holds the rules of %d games, want this one alone:\n%s", n, page)
			}
		})
	}
}
