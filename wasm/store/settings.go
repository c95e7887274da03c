package store

import (
	"strconv"
	"strings"
)

// Settings are the player's choices, the same for every game.
type Settings struct {
	AutoPlay      bool   // FreeCell and Sea: cards go to the foundations by themselves
	WinnableOnly  bool   // FreeCell and Sea: new deals are ones a search has won
	ShowAvailable bool   // mark the tiles that can be played
	Animations    bool   // off also when the system asks for reduced motion
	Theme         string // one of Themes
	TileSize      int    // percent of the normal size: one of TileSizes
	Faces         string // the tile faces: one of FaceSets
	// Status: after each move, say whether the game can still be won (the status line's
	// "Winnable (proved)"). Off at a first visit: a game won with it on is counted as helped,
	// and a daily result shared as such, so it is the player's choice to ask for it; it
	// also spends a phone's battery after every move.
	Status bool
}

// Themes are the page's themes, the values of the setting and of an embed link's theme=;
// the first, "system", follows the reader's setting and is the default.
var Themes = []string{"system", "light", "dark"}

// TileSizes are the tile sizes a player can pick, in percent; 100 is the default.
var TileSizes = []int{80, 100, 120, 140}

// FaceSets are the sets of tile faces a player can pick (internal/faces draws them), the classic
// set, the one inside the page, first.
var FaceSets = []string{"classic", "large", "colourblind"}

// DefaultSettings are the settings of a first visit. FreeCell and Sea deal winnable deals
// unless the player asks otherwise.
var DefaultSettings = Settings{AutoPlay: true, WinnableOnly: true, ShowAvailable: true, Animations: true, Theme: "system", TileSize: 100, Faces: "classic"}

// SettingsKey is the localStorage key of the settings.
const SettingsKey = Prefix + "settings"

const settingsVersion = "1"

// The settings are kept as one line: the format's version, then each setting as name=value
// in a fixed order:
//
//	1;autoplay=1;winnable=0;available=1;animations=1;theme=system;size=100;faces=classic;status=1
//
// The faces and the status came last and later: a line without them, saved before, reads as
// the classic set and the status off (the defaults).
var settingNames = []string{"autoplay", "winnable", "available", "animations", "theme", "size", "faces", "status"}

// FormatSettings writes s.
func FormatSettings(s Settings) string {
	values := []string{bit(s.AutoPlay), bit(s.WinnableOnly), bit(s.ShowAvailable), bit(s.Animations), s.Theme, strconv.Itoa(s.TileSize), s.Faces, bit(s.Status)}
	var b strings.Builder
	b.WriteString(settingsVersion)
	for i, name := range settingNames {
		b.WriteString(";" + name + "=" + values[i])
	}
	return b.String()
}

// ParseSettings reads what FormatSettings writes, and says what is wrong with anything else.
// A setting is named in an error as it is written ("autoplay="), the way to find it in the
// text kept.
func ParseSettings(text string) (Settings, error) {
	f := strings.Split(text, ";")
	if f[0] != settingsVersion {
		return Settings{}, problem("the settings are not of version {version}", "version", settingsVersion)
	}
	if len(f) == len(settingNames)-1 { // saved before the faces were a setting
		f = append(f, "faces="+FaceSets[0])
	}
	if len(f) == len(settingNames) { // saved before the status was a setting
		f = append(f, "status=0")
	}
	if len(f) != len(settingNames)+1 {
		return Settings{}, problemN(len(f)-1, "the settings have {n} entry, not {want}", "the settings have {n} entries, not {want}", "want", len(settingNames))
	}
	var values [8]string
	for i, name := range settingNames {
		v, ok := strings.CutPrefix(f[i+1], name+"=")
		if !ok {
			return Settings{}, problem("setting {n} is {setting}, not {name}", "n", i+1, "setting", quote(f[i+1]), "name", strconv.Quote(name+"=…"))
		}
		values[i] = v
	}
	var s Settings
	var bits [4]bool
	for i := range bits {
		b, ok := flag(values[i])
		if !ok {
			return Settings{}, badFlag(settingNames[i], values[i])
		}
		bits[i] = b
	}
	s.AutoPlay, s.WinnableOnly, s.ShowAvailable, s.Animations = bits[0], bits[1], bits[2], bits[3]
	if !ValidTheme(values[4]) {
		return Settings{}, problem("there is no theme {theme}", "theme", quote(values[4]))
	}
	s.Theme = values[4]
	size, err := strconv.Atoi(values[5])
	if err != nil || !ValidTileSize(size) || strconv.Itoa(size) != values[5] {
		return Settings{}, problem("there is no tile size {size}", "size", quote(values[5]))
	}
	s.TileSize = size
	if !ValidFaces(values[6]) {
		return Settings{}, problem("there is no set of tile faces {faces}", "faces", quote(values[6]))
	}
	s.Faces = values[6]
	var ok bool
	if s.Status, ok = flag(values[7]); !ok {
		return Settings{}, badFlag(settingNames[7], values[7])
	}
	return s, nil
}

// badFlag is the error of the setting name, an on-or-off setting whose value is not 0 or 1.
func badFlag(name, value string) error {
	return problem("the setting {name} is {value}, not 0 or 1", "name", strconv.Quote(name+"="), "value", quote(value))
}

// ValidFaces reports whether name is one of FaceSets.
func ValidFaces(name string) bool {
	for _, x := range FaceSets {
		if x == name {
			return true
		}
	}
	return false
}

// ValidTheme reports whether t is one of Themes.
func ValidTheme(t string) bool {
	for _, x := range Themes {
		if x == t {
			return true
		}
	}
	return false
}

// ValidTileSize reports whether n is one of TileSizes.
func ValidTileSize(n int) bool {
	for _, x := range TileSizes {
		if x == n {
			return true
		}
	}
	return false
}
