package layoutfile

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// plain turns a jvalue into what encoding/json would decode the same text to.
func plain(v jvalue) any {
	switch v.kind {
	case '{':
		m := map[string]any{}
		for i, k := range v.keys {
			m[k] = plain(v.items[i])
		}
		return m
	case '[':
		l := []any{}
		for _, it := range v.items {
			l = append(l, plain(it))
		}
		return l
	case 's':
		return v.str
	case '0':
		f, err := strconv.ParseFloat(v.raw, 64)
		if err != nil {
			return err.Error()
		}
		return f
	case 't', 'f':
		return v.kind == 't'
	}
	return nil
}

// checkJSON compares parseJSON with encoding/json on text: the same verdict, the same value.
func checkJSON(t *testing.T, text string) {
	t.Helper()
	if strings.Count(text, "[")+strings.Count(text, "{") > maxDepth {
		return // deeper than parseJSON reads, which encoding/json may accept
	}
	var want any
	wantErr := json.Unmarshal([]byte(text), &want)
	if wantErr != nil && strings.Contains(wantErr.Error(), "cannot unmarshal number") {
		return // a number beyond float64: valid JSON, which parseJSON keeps as text
	}
	got, err := parseJSON(text)
	if (err == nil) != (wantErr == nil) {
		t.Fatalf("parseJSON(%q): error %v; encoding/json: %v", text, err, wantErr)
	}
	if err == nil && !reflect.DeepEqual(plain(got), want) {
		t.Fatalf("parseJSON(%q) = %#v; encoding/json: %#v", text, plain(got), want)
	}
}

func TestParseJSON(t *testing.T) {
	for _, text := range []string{
		`{"a": [1, -2.5e3, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"]}`,
		`[]`, `{}`, ` 0 `, `[1,]`, `{"a" 1}`, `[01]`, `"\x"`, `[1.]`, `1e`, "\"a\nb\"", `{"a":1}x`, `[`, `"\ud800"`,
	} {
		t.Run(text, func(t *testing.T) { checkJSON(t, text) })
	}
}

func TestWholeNumber(t *testing.T) {
	tests := []struct {
		raw  string
		want int
		ok   bool
	}{
		{"0", 0, true}, {"1000", 1000, true}, {"12.00", 12, true}, {"1001", 0, false}, {"-1", 0, false},
		{"1.5", 0, false}, {"1e2", 0, false}, {"1234567890123", 0, false}, {"", 0, false},
	}
	for _, tt := range tests {
		if got, ok := wholeNumber(tt.raw, 1000); got != tt.want || ok != tt.ok {
			t.Errorf("wholeNumber(%q) = %d, %v; want %d, %v", tt.raw, got, ok, tt.want, tt.ok)
		}
	}
}

func FuzzParseJSON(f *testing.F) {
	for _, s := range []string{`{"mah": "1.0", "boards": [{"map": [[0, [[0, [[0, 4]]]]]]}]}`, `[1, "a\u0041", {"b": null}]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if !strings.ContainsRune(text, '\uFFFD') { // encoding/json replaces bad UTF-8; the page never sees it (Read refuses it)
			checkJSON(t, text)
		}
	})
}
