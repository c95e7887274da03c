//go:build js && wasm

package reply

import (
	"os"
	"syscall/js"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/layoutfile"
	"mahjong/wasm/link"
)

// TestOf: a file that reads answers its layouts' names and slots, and no error, as the page
// expects; one that does not answers the reader's error alone.
func TestOf(t *testing.T) {
	tests := []struct {
		file string
		want func(ls []layoutfile.Layout, err error) string
	}{
		{"steps.lay", func(ls []layoutfile.Layout, err error) string {
			if err != nil || len(ls) != 1 {
				t.Fatalf("the fixture reads as %d layouts, %v", len(ls), err)
			}
			return `{"layouts":[{"name":"Little Steps","code":"` + link.EncodeLayout(ls[0].Layout.Slots) + `"}]}`
		}},
		{"refused/empty.txt", func(_ []layoutfile.Layout, err error) string {
			if err == nil {
				t.Fatal("the fixture reads")
			}
			return js.Global().Get("JSON").Call("stringify", map[string]any{"error": err.Error()}).String()
		}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile("../../../engine/layoutfile/testdata/" + tt.file)
			if err != nil {
				t.Fatal(err)
			}
			want := tt.want(layoutfile.Read(data))
			got := js.Global().Get("JSON").Call("stringify", Of(data)).String()
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Of (-want +got):\n%s", diff)
			}
		})
	}
}
