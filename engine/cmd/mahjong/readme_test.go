package main

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The README's command line examples are marked for this test: the line
//
//	<!-- cli-examples: ... -->
//
// comes right before a ```sh block, and every line of that block is a command that must
// succeed when pasted into a shell at the top of the repository. Each line is
// "go run ./engine/cmd/mahjong ARGS", optionally with "> FILE" or "< FILE" and a trailing
// "# comment"; words are split as a shell splits them (single or double quotes, so that a
// move such as 'c1>x5' is not read as a redirection). The commands run in-process, one after
// the other, in a temporary folder, so that a file one writes is there for the next.

const (
	readmePath    = "../../../README.md"
	exampleMarker = "<!-- cli-examples:"
	examplePrefix = "go run ./engine/cmd/mahjong"
)

// example is one command of the README, ready to run.
type example struct {
	line   string   // as the README writes it
	args   []string // after the program
	stdin  string   // file to read standard input from, "" for none
	stdout string   // file to write standard output to, "" for none
}

func TestReadmeExamples(t *testing.T) {
	text, err := os.ReadFile(readmePath)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := markedBlock(string(text))
	if err != nil {
		t.Fatal(err)
	}
	var examples []example
	for _, line := range lines {
		ex, err := parseExample(line)
		if err != nil {
			t.Fatalf("README example %q: %v", line, err)
		}
		examples = append(examples, ex)
	}
	t.Chdir(t.TempDir())
	for _, ex := range examples {
		var stdin string
		if ex.stdin != "" {
			b, err := os.ReadFile(ex.stdin)
			if err != nil {
				t.Fatalf("README example %q: %v", ex.line, err)
			}
			stdin = string(b)
		}
		r := call(t, stdin, ex.args...)
		if r.Code != 0 {
			t.Errorf("README example %q: exit %d: %s", ex.line, r.Code, r.Stderr)
			continue
		}
		if r.Stdout == "" {
			t.Errorf("README example %q printed nothing", ex.line)
		}
		if ex.stdout != "" {
			if err := os.WriteFile(ex.stdout, []byte(r.Stdout), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// markedBlock returns the non-blank lines of the sh block that follows the marker.
func markedBlock(text string) ([]string, error) {
	_, after, ok := strings.Cut(text, exampleMarker)
	if !ok {
		return nil, fmt.Errorf("%s has no %q line before its command line examples", readmePath, exampleMarker)
	}
	sc := bufio.NewScanner(strings.NewReader(after))
	sc.Scan() // the rest of the marker's line
	if !sc.Scan() || strings.TrimSpace(sc.Text()) != "```sh" {
		return nil, fmt.Errorf("the line after %q is not ```sh", exampleMarker)
	}
	var lines []string
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "```" {
			if len(lines) == 0 {
				return nil, fmt.Errorf("the marked block has no commands")
			}
			return lines, nil
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	return nil, fmt.Errorf("the marked block does not end")
}

// parseExample reads one line of the marked block.
func parseExample(line string) (example, error) {
	ex := example{line: line}
	words, err := shellWords(line)
	if err != nil {
		return ex, err
	}
	prog := strings.Fields(examplePrefix)
	if len(words) < len(prog) || !slices.Equal(words[:len(prog)], prog) {
		return ex, fmt.Errorf("does not start with %q", examplePrefix)
	}
	words = words[len(prog):]
	for i := 0; i < len(words); i++ {
		switch w := words[i]; w {
		case ">", "<":
			if i+1 == len(words) || words[i+1] == ">" || words[i+1] == "<" {
				return ex, fmt.Errorf("%s names no file", w)
			}
			if w == ">" {
				ex.stdout = words[i+1]
			} else {
				ex.stdin = words[i+1]
			}
			i++
		default:
			ex.args = append(ex.args, w)
		}
	}
	if len(ex.args) == 0 {
		return ex, fmt.Errorf("names no command")
	}
	return ex, nil
}

// shellWords splits line as a POSIX shell would for the simple commands of the README:
// blanks separate words, quotes group, an unquoted > or < is a word of its own, and an
// unquoted # at the start of a word begins a comment. Anything else a shell would treat
// specially ($, `, \, |, ;, &, globs) is refused, so an example cannot mean one thing here
// and another in a shell.
func shellWords(line string) (words []string, err error) {
	var cur strings.Builder
	inWord := false
	end := func() {
		if inWord {
			words = append(words, cur.String())
			cur.Reset()
			inWord = false
		}
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t':
			end()
		case c == '#' && !inWord:
			return words, nil
		case c == '\'' || c == '"':
			j := strings.IndexByte(line[i+1:], c)
			if j < 0 {
				return nil, fmt.Errorf("unclosed %c", c)
			}
			quoted := line[i+1 : i+1+j]
			if c == '"' && strings.ContainsAny(quoted, "$`\\!") {
				return nil, fmt.Errorf("%q: the shell would expand it", quoted)
			}
			cur.WriteString(quoted)
			inWord = true
			i += j + 1
		case c == '>' || c == '<':
			end()
			words = append(words, string(c))
		case strings.IndexByte("$`\\|;&*?[]{}()~!", c) >= 0:
			return nil, fmt.Errorf("%c: the shell would treat it specially", c)
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	end()
	return words, nil
}

// TestParseExample checks the reading of README lines, so that TestReadmeExamples runs
// what a shell would run.
func TestParseExample(t *testing.T) {
	tests := []struct {
		line    string
		want    example
		wantErr bool
	}{
		{
			line: "go run ./engine/cmd/mahjong variants   # all of them",
			want: example{args: []string{"variants"}},
		},
		{
			line: "go run ./engine/cmd/mahjong play -game shanghai-square -deal 7 41-49 > pos.txt",
			want: example{args: []string{"play", "-game", "shanghai-square", "-deal", "7", "41-49"}, stdout: "pos.txt"},
		},
		{
			line: `go run ./engine/cmd/mahjong play -game sea-winds -deal 7 'c1>x5' "c2>x6"`,
			want: example{args: []string{"play", "-game", "sea-winds", "-deal", "7", "c1>x5", "c2>x6"}},
		},
		{
			// Unquoted, a shell reads c1>x5 as "c1" written to the file x5.
			line: "go run ./engine/cmd/mahjong play -game sea-winds -deal 7 c1>x5",
			want: example{args: []string{"play", "-game", "sea-winds", "-deal", "7", "c1"}, stdout: "x5"},
		},
		{
			line: "go run ./engine/cmd/mahjong moves -game shanghai-square -position - < pos.txt",
			want: example{args: []string{"moves", "-game", "shanghai-square", "-position", "-"}, stdin: "pos.txt"},
		},
		{line: "mahjong variants", wantErr: true},
		{line: "go run ./engine/cmd/mahjong", wantErr: true},
		{line: "go run ./engine/cmd/mahjong play 'c1>x5", wantErr: true},
		{line: "go run ./engine/cmd/mahjong variants >", wantErr: true},
		{line: "go run ./engine/cmd/mahjong variants | head", wantErr: true},
		{line: "go run ./engine/cmd/mahjong deal -game $GAME", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got, err := parseExample(tt.line)
			if tt.wantErr {
				if err == nil {
					t.Fatalf("no error; got %+v", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tt.want.line = tt.line
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(example{})); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
