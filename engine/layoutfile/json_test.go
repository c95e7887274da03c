package layoutfile

import (
	"encoding/json"
	"reflect"
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
		return v.num
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
