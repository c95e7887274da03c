package site

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestZoomJS runs the tests of static/zoom.js's logic (clamping, steps, the point kept under
// the pointer, the pinch, the views kept) under node, as ./build.sh test runs the engine's:
// the zoom is the page's one feature in JavaScript rather than Go (its size, see
// docs/performance.md). Without node the test fails, as build.sh says how to install it.
func TestZoomJS(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is needed to test static/zoom.js (apt-get install -y nodejs): %v", err)
	}
	zoom, err := filepath.Abs("../../static/zoom.js")
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, "testdata/zoom_test.js", zoom).CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "ok" {
		t.Errorf("node testdata/zoom_test.js: %v\n%s", err, out)
	}
}
