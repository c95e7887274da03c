package golden

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that keeps what Check reports instead of failing.
type recorder struct {
	testing.TB
	failed bool
	msg    string
}

func (r *recorder) Helper()                   {}
func (r *recorder) Errorf(f string, a ...any) { r.failed, r.msg = true, f }
func (r *recorder) Fatalf(f string, a ...any) { r.failed, r.msg = true, f }
func (r *recorder) Fatal(a ...any)            { r.failed = true }

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.golden")
	if err := os.WriteFile(path, []byte("same\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path, got string
		update, fails   bool
		fileAfter       string
	}{
		{"equal", path, "same\n", false, false, "same\n"},
		{"different", path, "other\n", false, true, "same\n"},
		{"missing file", path + ".none", "x", false, true, ""},
		{"update rewrites", path, "new\n", true, false, "new\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			*update = tt.update
			defer func() { *update = false }()
			r := &recorder{TB: t}
			Check(r, tt.path, tt.got)
			if r.failed != tt.fails {
				t.Errorf("failed = %v (%q), want %v", r.failed, r.msg, tt.fails)
			}
			if tt.fileAfter != "" {
				b, _ := os.ReadFile(tt.path)
				if string(b) != tt.fileAfter {
					t.Errorf("file holds %q, want %q", b, tt.fileAfter)
				}
			}
			if tt.fails && tt.name == "different" && !strings.Contains(r.msg, "(-want +got)") {
				t.Errorf("a difference is reported as %q, want (-want +got)", r.msg)
			}
		})
	}
}

// CheckTestdata finds the file by its name in the testdata folder of the package under test.
func TestCheckTestdata(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.Mkdir("testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("testdata", "x.golden"), []byte("same\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		got   string
		fails bool
	}{{"same\n", false}, {"other\n", true}} {
		r := &recorder{TB: t}
		CheckTestdata(r, "x.golden", tt.got)
		if r.failed != tt.fails {
			t.Errorf("CheckTestdata(%q): failed = %v (%q), want %v", tt.got, r.failed, r.msg, tt.fails)
		}
	}
}
