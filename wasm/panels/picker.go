package panels

import (
	"strings"

	"mahjong/wasm/board"
)

// Option is one entry of the game picker.
type Option struct {
	Value, Text string
}

// OptionsHTML returns the <option> elements of the picker.
func OptionsHTML(opts []Option) string {
	var b strings.Builder
	for _, o := range opts {
		b.WriteString(`<option value="`)
		b.WriteString(board.EscapeHTML(o.Value))
		b.WriteString(`">`)
		b.WriteString(board.EscapeHTML(o.Text))
		b.WriteString(`</option>`)
	}
	return b.String()
}
