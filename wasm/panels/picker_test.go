package panels

import (
	"testing"
)

func TestOptionsHTML(t *testing.T) {
	got := OptionsHTML([]Option{{"shanghai-square", "Mahjong Solitaire: Square"}, {"x&y", `"Q"`}})
	want := `<option value="shanghai-square">Mahjong Solitaire: Square</option><option value="x&amp;y">&quot;Q&quot;</option>`
	if got != want {
		t.Errorf("OptionsHTML = %q, want %q", got, want)
	}
}
