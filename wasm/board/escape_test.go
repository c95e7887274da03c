package board

import "testing"

func TestEscapeHTML(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"Turtle", "Turtle"},
		{`a<b>&"c"`, "a&lt;b&gt;&amp;&quot;c&quot;"},
		{"&amp;", "&amp;amp;"},
		{"é & ü", "é &amp; ü"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			if got := EscapeHTML(tc.in); got != tc.want {
				t.Errorf("EscapeHTML(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}
