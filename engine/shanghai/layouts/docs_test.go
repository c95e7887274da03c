package layouts

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/shanghai"
)

// docs/layouts.md's first table, "The layouts", lists every layout as the library has it:
// the menu's three, then the library in its order, each row its id, name, category, tiles
// and layers.
func TestDocsTable(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "layouts.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(b), "\n## The layouts\n")
	if !ok {
		t.Fatal(`docs/layouts.md has no section "The layouts"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var got []string
	for _, line := range strings.Split(section, "\n") {
		if strings.HasPrefix(line, "| `") {
			got = append(got, line)
		}
	}
	row := func(id, name, category string, l *shanghai.Layout) string {
		return "| `" + id + "` | " + name + " | " + category + " | " + strconv.Itoa(l.Len()) + " | " + strconv.Itoa(l.Depth) + " |"
	}
	var want []string
	vs := shanghai.Variants()
	for i, l := range shanghai.Layouts() {
		want = append(want, row(vs[i].ID, l.Name, "Classic", l))
	}
	for _, e := range all(t) {
		want = append(want, row(e.ID, e.Name, e.Category, e.Layout))
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("docs/layouts.md, The layouts (-want +got):\n%s", diff)
	}
}
