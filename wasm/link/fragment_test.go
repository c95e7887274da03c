package link

import (
	"errors"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/daily"
)

func known(id string) bool {
	return id == "shanghai-turtle" || id == "shanghai-square"
}

func TestParseFragment(t *testing.T) {
	tests := []struct {
		frag    string
		want    Link
		wantErr string
	}{
		{"", Link{}, ""},
		{"#", Link{}, ""},
		{"#game=shanghai-turtle&deal=123", Link{Game: "shanghai-turtle", Deal: 123}, ""},
		{"game=shanghai-square&deal=1", Link{Game: "shanghai-square", Deal: 1}, ""},
		{"#deal=9&game=shanghai-square", Link{Game: "shanghai-square", Deal: 9}, ""},
		{"#game=shanghai-square", Link{Game: "shanghai-square"}, ""},
		{"#deal=9007199254740991&game=shanghai-square", Link{Game: "shanghai-square", Deal: MaxDeal}, ""},
		{"#game=chess&deal=1", Link{}, `there is no game "chess"`},
		{"#game=&deal=1", Link{}, "the game is empty"},
		{"#game=shanghai-turtle&deal=abc", Link{}, `the deal "abc" is not a whole number from 1 to 9007199254740991`},
		{"#game=shanghai-turtle&deal=0", Link{}, `the deal "0" is not a whole number from 1 to 9007199254740991`},
		{"#game=shanghai-turtle&deal=-4", Link{}, `the deal "-4" is not a whole number from 1 to 9007199254740991`},
		{"#game=shanghai-turtle&deal=+4", Link{}, `the deal "+4" is not a whole number from 1 to 9007199254740991`},
		{"#game=shanghai-turtle&deal=9007199254740992", Link{}, `the deal "9007199254740992" is not a whole number from 1 to 9007199254740991`},
		{"#game=shanghai-turtle&deal=", Link{}, `the deal "" is not a whole number from 1 to 9007199254740991`},
		{"#deal=5", Link{}, "the link names no game"},
		{"#game=shanghai-turtle&game=shanghai-square", Link{}, `"game" is given twice`},
		{"#game=shanghai-turtle&seed=4", Link{}, `"seed" is not something a link can set`},
		{"#hello", Link{}, `"hello" is not of the form key=value`},
		{"#game=shanghai-turtle&", Link{}, `"" is not of the form key=value`},
		{"#=4", Link{}, `"=4" is not of the form key=value`},
		{"#game=shanghai-turtle&daily=2026-11-26", Link{Game: "shanghai-turtle", Daily: daily.Date{Year: 2026, Month: 11, Day: 26}}, ""},
		{"#daily=2027-01-01&game=shanghai-square", Link{Game: "shanghai-square", Daily: daily.Date{Year: 2027, Month: 1, Day: 1}}, ""},
		{"#game=shanghai-turtle&daily=2026-10-31", Link{}, `the day "2026-10-31" is not a daily deal's day, from 2026-11-01, written YYYY-MM-DD`},
		{"#game=shanghai-turtle&daily=2026-02-30", Link{}, `the day "2026-02-30" is not a daily deal's day, from 2026-11-01, written YYYY-MM-DD`},
		{"#game=shanghai-turtle&daily=today", Link{}, `the day "today" is not a daily deal's day, from 2026-11-01, written YYYY-MM-DD`},
		{"#game=shanghai-turtle&daily=2026-11-26&deal=4", Link{}, "the link names both a deal and a day"},
		{"#daily=2026-11-26", Link{}, "the link names no game"},
	}
	for _, tt := range tests {
		t.Run(tt.frag, func(t *testing.T) {
			got, err := ParseFragment(tt.frag, known)
			checkParsed(t, "ParseFragment("+strconv.Quote(tt.frag)+")", tt.want, tt.wantErr, got, err)
		})
	}
}

func TestFormatFragment(t *testing.T) {
	tests := []struct {
		link Link
		want string
	}{
		{Link{Game: "shanghai-turtle", Deal: 123}, "#game=shanghai-turtle&deal=123"},
		{Link{Game: "shanghai-square"}, "#game=shanghai-square"},
		{Link{Game: "shanghai-square", Daily: daily.Date{Year: 2026, Month: 12, Day: 31}}, "#game=shanghai-square&daily=2026-12-31"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := FormatFragment(tt.link); got != tt.want {
				t.Errorf("FormatFragment = %q, want %q", got, tt.want)
			}
			back, err := ParseFragment(tt.want, known)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.link, back); diff != "" {
				t.Errorf("round trip (-want +got):\n%s", diff)
			}
		})
	}
}

func TestLinkNotice(t *testing.T) {
	got := Notice(errors.New(`there is no game "chess"`), "Mahjong Solitaire: Turtle", 77)
	want := `The link was not understood (there is no game "chess"); showing Mahjong Solitaire: Turtle, deal 77.`
	if got != want {
		t.Errorf("LinkNotice = %q, want %q", got, want)
	}
}

// FuzzParseFragment: any text either fails with a message and the zero Link, or reads as a
// Link that formats to a fragment reading back the same.
func FuzzParseFragment(f *testing.F) {
	for _, s := range []string{"", "#game=shanghai-turtle&deal=123", "#game=shanghai-square", "#deal=0", "#a=b&a=c", "#game=x&deal=99999999999999999999", "#game=shanghai-turtle&daily=2026-11-26"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, frag string) {
		l, err := ParseFragment(frag, known)
		if err != nil {
			if err.Error() == "" {
				t.Errorf("%q: empty error message", frag)
			}
			if l != (Link{}) {
				t.Errorf("%q: error %v with link %+v", frag, err, l)
			}
			return
		}
		if l == (Link{}) {
			return
		}
		back, err := ParseFragment(FormatFragment(l), known)
		if err != nil || back != l {
			t.Errorf("%q: %+v formats to %q, which reads as %+v, %v", frag, l, FormatFragment(l), back, err)
		}
	})
}

// checkParsed compares what a parser of a table's case gave, its value and its error, with
// the case's: wantErr is the error's text, "" for none, and the value is compared even on
// an error, where the parsers promise the zero value.
func checkParsed[T any](t *testing.T, call string, want T, wantErr string, got T, err error) {
	t.Helper()
	gotErr := ""
	if err != nil {
		gotErr = err.Error()
	}
	if gotErr != wantErr {
		t.Errorf("%s: error = %q, want %q", call, gotErr, wantErr)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s (-want +got):\n%s", call, diff)
	}
}
