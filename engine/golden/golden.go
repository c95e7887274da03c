// Package golden compares what a test produced with a file it keeps, such as a deal under
// testdata/, and rewrites the file instead when the test runs with -update:
//
//	go test ./engine/shanghai -update
//
// Every package of the project that pins output in files uses it, so that they share one flag
// and one way of reporting a difference, (-want +got).
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files instead of comparing with them")

// Check fails t when the file at path does not hold got, or writes got there with -update.
func Check(t testing.TB, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, diff)
	}
}

// CheckTestdata is Check on the file name in the package's testdata folder, where the
// project keeps its golden files.
func CheckTestdata(t testing.TB, name, got string) {
	t.Helper()
	Check(t, filepath.Join("testdata", name), got)
}

// Updating reports whether the tests run with -update: a test whose expected values take
// long to compute (an exhaustive search, say) computes them only then.
func Updating() bool { return *update }
