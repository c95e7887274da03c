package store

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSettingsRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		s    Settings
		text string
	}{
		{"defaults", DefaultSettings, "1;autoplay=1;winnable=1;available=1;animations=1;theme=system;size=100;faces=classic;status=0"},
		{"changed", Settings{WinnableOnly: true, Theme: "dark", TileSize: 140, Faces: "large", Status: true}, "1;autoplay=0;winnable=1;available=0;animations=0;theme=dark;size=140;faces=large;status=1"},
		{"colour-blind faces", Settings{Theme: "light", TileSize: 80, Faces: "colourblind"}, "1;autoplay=0;winnable=0;available=0;animations=0;theme=light;size=80;faces=colourblind;status=0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.text, FormatSettings(tt.s)); diff != "" {
				t.Errorf("FormatSettings (-want +got):\n%s", diff)
			}
			got, err := ParseSettings(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.s, got); diff != "" {
				t.Errorf("ParseSettings (-want +got):\n%s", diff)
			}
		})
	}
}

// TestParseSettingsBeforeFaces reads settings saved before the faces and the status were
// settings: they keep every choice and show the classic faces, without the status.
func TestParseSettingsBeforeFaces(t *testing.T) {
	got, err := ParseSettings("1;autoplay=0;winnable=1;available=0;animations=1;theme=dark;size=140")
	if err != nil {
		t.Fatal(err)
	}
	want := Settings{WinnableOnly: true, Animations: true, Theme: "dark", TileSize: 140, Faces: "classic"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseSettings (-want +got):\n%s", diff)
	}
	got, err = ParseSettings("1;autoplay=0;winnable=1;available=0;animations=1;theme=dark;size=140;faces=large")
	if err != nil {
		t.Fatal(err)
	}
	want.Faces = "large"
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseSettings before the status (-want +got):\n%s", diff)
	}
}

func TestParseSettingsRefuses(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"empty", "", "not of version 1"},
		{"missing", "1;autoplay=1;winnable=0;available=1;animations=1;theme=system", "5 entries, not 8"},
		{"extra", "1;autoplay=1;winnable=0;available=1;animations=1;theme=system;size=100;faces=classic;status=1;x=1", "9 entries, not 8"},
		{"status misnamed", "1;autoplay=1;winnable=0;available=1;animations=1;theme=system;size=100;faces=classic;x=1", `setting 8 is "x=1", not "status=…"`},
		{"bad status", "1;autoplay=1;winnable=0;available=1;animations=1;theme=system;size=100;faces=classic;status=2", `the setting "status=" is "2", not 0 or 1`},
		{"bad faces", "1;autoplay=1;winnable=0;available=1;animations=1;theme=dark;size=100;faces=huge", `there is no set of tile faces "huge"`},
		{"faces misnamed", "1;autoplay=1;winnable=0;available=1;animations=1;theme=dark;size=100;tiles=large", `setting 7 is "tiles=large", not "faces=…"`},
		{"reordered", "1;winnable=0;autoplay=1;available=1;animations=1;theme=system;size=100", `setting 1 is "winnable=0", not "autoplay=…"`},
		{"bad flag", "1;autoplay=yes;winnable=0;available=1;animations=1;theme=system;size=100", `the setting "autoplay=" is "yes", not 0 or 1`},
		{"bad theme", "1;autoplay=1;winnable=0;available=1;animations=1;theme=blue;size=100", "no theme \"blue\""},
		{"bad size", "1;autoplay=1;winnable=0;available=1;animations=1;theme=dark;size=99", "no tile size \"99\""},
		{"padded size", "1;autoplay=1;winnable=0;available=1;animations=1;theme=dark;size=+100", "no tile size"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := ParseSettings(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseSettings(%q) = %v, want an error with %q", tt.text, err, tt.want)
			}
		})
	}
}

func FuzzParseSettings(f *testing.F) {
	f.Add(FormatSettings(DefaultSettings))
	f.Add("1;autoplay=1;winnable=1;available=1;animations=1;theme=system;size=100;faces=classic")
	f.Add("1;autoplay=1;winnable=1;available=1;animations=1;theme=system;size=100")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSettings(text)
		if err != nil {
			return
		}
		// a line saved before the faces or the status were settings gains them when written again
		again := FormatSettings(s)
		if again != text && again != text+";status=0" && again != text+";faces="+FaceSets[0]+";status=0" {
			t.Errorf("FormatSettings(ParseSettings(%q)) = %q", text, again)
		}
	})
}
