package panels

import (
	"mahjong/wasm/board"
	"mahjong/wasm/msg"
)

// Option is one entry of the game picker.
type Option struct {
	Value, Text string
}

// OptionsHTML returns the <option> elements of the picker.
func OptionsHTML(opts []Option) string {
	var b board.Markup
	for _, o := range opts {
		b.W(`<option value="`)
		b.W(msg.Escape(o.Value))
		b.W(`">`)
		b.W(msg.Escape(o.Text))
		b.W(`</option>`)
	}
	return b.String()
}
