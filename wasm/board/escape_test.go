package board

import "testing"

func TestEscapeHTML(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"Tiny Pebbles", "Tiny Pebbles"},
		{`a & b < c > d "e" 'f'`, "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'"},
		{"&amp;", "&amp;amp;"},
		{"Mah-Jongg · ½ 東", "Mah-Jongg · ½ 東"},
		{`<script>"é"</script>`, "&lt;script&gt;&quot;é&quot;&lt;/script&gt;"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := EscapeHTML(tt.in); got != tt.want {
				t.Errorf("EscapeHTML(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
