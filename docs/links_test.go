// Package docs holds the project's documentation in Markdown. Its test keeps the places that
// point into it honest: every docs/NAME.md a Go comment cites exists, every anchor cited
// after it (docs/rules.md#stones) is one the page defines, and every link with an anchor
// between the Markdown pages lands on one.
package docs

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// root is the repository, seen from this folder.
const root = ".."

var (
	// anchorID is an explicit anchor: <a id="stones"></a>.
	anchorID = regexp.MustCompile(`<a id="([^"]+)"></a>`)
	// citedDoc is a page named in Go source; the anchors cited with it follow on its line.
	citedDoc = regexp.MustCompile(`docs/([a-z0-9-]+\.md)`)
	citedAnc = regexp.MustCompile(`#([a-z][a-z0-9-]*)`)
	// mdLink is a Markdown link to a page of this folder or to an anchor of the same page.
	mdLink = regexp.MustCompile(`\]\(((?:docs/)?[a-z0-9-]*(?:\.md)?)(?:#([^)\s]+))?\)`)
)

// anchors returns the anchors of a Markdown page: its explicit ones and the ones GitHub
// makes of its headings.
func anchors(t *testing.T, path string) map[string]bool {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	for _, m := range anchorID.FindAllStringSubmatch(string(text), -1) {
		set[m[1]] = true
	}
	sc := bufio.NewScanner(strings.NewReader(string(text)))
	fenced := false
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
		}
		if !fenced && strings.HasPrefix(line, "#") {
			set[slug(strings.TrimLeft(line, "# "))] = true
		}
	}
	return set
}

// slug is the anchor GitHub gives a heading: lower case, blanks as hyphens, other
// punctuation dropped.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

func TestSlug(t *testing.T) {
	tests := []struct{ heading, want string }{
		{"Framing", "framing"},
		{"Commands: host to game", "commands-host-to-game"},
		{"The budget and the last full run", "the-budget-and-the-last-full-run"},
		{"Mahjong Solitaire (Shanghai)", "mahjong-solitaire-shanghai"},
	}
	for _, tt := range tests {
		t.Run(tt.heading, func(t *testing.T) {
			if got := slug(tt.heading); got != tt.want {
				t.Errorf("slug(%q) = %q, want %q", tt.heading, got, tt.want)
			}
		})
	}
}

// TestCodeCitations checks what Go comments cite of this folder.
func TestCodeCitations(t *testing.T) {
	pages := map[string]map[string]bool{}
	cited := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules" || d.Name() == "site" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "links_test.go") {
			return nil
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for n, line := range strings.Split(string(text), "\n") {
			m := citedDoc.FindStringSubmatchIndex(line)
			if m == nil {
				continue
			}
			page := line[m[2]:m[3]]
			where := fmt.Sprintf("%s:%d", path, n+1)
			if pages[page] == nil {
				if _, err := os.Stat(page); err != nil {
					t.Errorf("%s cites docs/%s, which does not exist", where, page)
					continue
				}
				pages[page] = anchors(t, page)
			}
			cited++
			for _, a := range citedAnc.FindAllStringSubmatch(line[m[1]:], -1) {
				if !pages[page][a[1]] {
					t.Errorf("%s cites docs/%s#%s, an anchor the page does not have", where, page, a[1])
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if cited == 0 {
		t.Error("no Go comment cites docs/: the walk found nothing to check")
	}
}

// TestMarkdownAnchors checks every link between the Markdown pages, in README.md and in this
// folder: the page exists, and so does the anchor when the link names one.
func TestMarkdownAnchors(t *testing.T) {
	files, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join(root, "README.md"))
	slices.Sort(files)
	checked := 0
	for _, file := range files {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllStringSubmatch(string(text), -1) {
			target := file
			if m[1] != "" {
				target = filepath.Join(filepath.Dir(file), m[1])
			}
			if _, err := os.Stat(target); err != nil {
				t.Errorf("%s links to %s, which does not exist", file, m[1])
				continue
			}
			checked++
			if m[2] != "" && !anchors(t, target)[m[2]] {
				t.Errorf("%s links to %s#%s, an anchor that page does not have", file, m[1], m[2])
			}
		}
	}
	if checked == 0 {
		t.Error("no link found: the pattern finds nothing to check")
	}
}
