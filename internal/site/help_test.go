package site

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mahjong/engine/catalog"
)

// TestHelpPages writes every game's page, and each opens with the game's own name.
func TestHelpPages(t *testing.T) {
	dir := t.TempDir()
	games := catalog.All()
	if err := HelpPages(dir, games); err != nil {
		t.Fatal(err)
	}
	files, err := os.ReadDir(filepath.Join(dir, "help"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(games) {
		t.Errorf("%d help pages for %d games", len(files), len(games))
	}
	for _, v := range games {
		t.Run(v.ID, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(dir, "help", v.ID+".html"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), "<h2>"+v.Name+"</h2>") {
				t.Errorf("help/%s.html does not open with the game's name %q:\n%.200s", v.ID, v.Name, b)
			}
		})
	}
}
