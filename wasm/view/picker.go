package view

import "strings"

// Option is one entry of the game picker.
type Option struct {
	Value, Text string
}

// OptionsHTML returns the <option> elements of the picker.
func OptionsHTML(opts []Option) string {
	var b strings.Builder
	for _, o := range opts {
		b.WriteString(`<option value="`)
		b.WriteString(escape(o.Value))
		b.WriteString(`">`)
		b.WriteString(escape(o.Text))
		b.WriteString(`</option>`)
	}
	return b.String()
}
