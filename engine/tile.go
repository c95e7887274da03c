package engine

import (
	"errors"
	"strings"
)

// Tile is one face of the standard mahjong set. The zero value, NoTile, is an empty place.
//
// Tiles are small integers so that positions are cheap to copy and hash: the suited tiles
// come first (Bamboo 1–9, Character 1–9, Circle 1–9), then the Dragons, Winds, Seasons and
// Flowers.
type Tile uint8

// The faces of the standard set.
const (
	NoTile Tile = iota
	Bamboo1
	Bamboo2
	Bamboo3
	Bamboo4
	Bamboo5
	Bamboo6
	Bamboo7
	Bamboo8
	Bamboo9
	Character1
	Character2
	Character3
	Character4
	Character5
	Character6
	Character7
	Character8
	Character9
	Circle1
	Circle2
	Circle3
	Circle4
	Circle5
	Circle6
	Circle7
	Circle8
	Circle9
	RedDragon
	GreenDragon
	WhiteDragon
	EastWind
	SouthWind
	WestWind
	NorthWind
	Spring
	Summer
	Autumn
	Winter
	Plum
	Orchid
	Chrysanthemum
	BambooFlower
)

// NumFaces is the number of distinct faces; every valid Tile is below it.
const NumFaces = int(BambooFlower) + 1

// Suit is the suit of a suited tile.
type Suit uint8

// The three suits. NoSuit is the suit of every honour and bonus tile.
const (
	NoSuit Suit = iota
	Bamboos
	Characters
	Circles
)

// Kind groups faces the way the rules talk about them.
type Kind uint8

// Tile kinds.
const (
	Empty Kind = iota
	Suited
	Dragon
	Wind
	Season
	Flower
)

// Kind reports which group t belongs to.
func (t Tile) Kind() Kind {
	switch {
	case t == NoTile:
		return Empty
	case t <= Circle9:
		return Suited
	case t <= WhiteDragon:
		return Dragon
	case t <= NorthWind:
		return Wind
	case t <= Winter:
		return Season
	case t <= BambooFlower:
		return Flower
	}
	return Empty
}

// Valid reports whether t is a face of the standard set.
func (t Tile) Valid() bool { return t >= Bamboo1 && t <= BambooFlower }

// Suit returns the suit of a suited tile and NoSuit for any other.
func (t Tile) Suit() Suit {
	if t.Kind() != Suited {
		return NoSuit
	}
	return Suit((t-Bamboo1)/9 + 1)
}

// Rank returns 1–9 for a suited tile and 0 for any other.
func (t Tile) Rank() int {
	if t.Kind() != Suited {
		return 0
	}
	return int((t-Bamboo1)%9) + 1
}

// Index returns the position of t within its kind: the rank minus one for suited tiles,
// and 0–3 (or 0–2 for Dragons) in the order of the constants for the others.
func (t Tile) Index() int {
	switch t.Kind() {
	case Suited:
		return t.Rank() - 1
	case Dragon:
		return int(t - RedDragon)
	case Wind:
		return int(t - EastWind)
	case Season:
		return int(t - Spring)
	case Flower:
		return int(t - Plum)
	}
	return 0
}

// SuitedTile returns the tile of suit s and rank 1–9.
func SuitedTile(s Suit, rank int) Tile {
	return Bamboo1 + Tile(int(s-1)*9+rank-1)
}

// faces are every face's code, its two-letter notation (rank then suit letter for suited
// tiles: b Bamboos, c Characters, d Circles, as "dots"; two letters for the others), beside
// its name for people.
var faces = [NumFaces]struct{ code, name string }{
	{"..", "Empty"},
	{"1b", "Bamboo 1"}, {"2b", "Bamboo 2"}, {"3b", "Bamboo 3"}, {"4b", "Bamboo 4"}, {"5b", "Bamboo 5"},
	{"6b", "Bamboo 6"}, {"7b", "Bamboo 7"}, {"8b", "Bamboo 8"}, {"9b", "Bamboo 9"},
	{"1c", "Character 1"}, {"2c", "Character 2"}, {"3c", "Character 3"}, {"4c", "Character 4"}, {"5c", "Character 5"},
	{"6c", "Character 6"}, {"7c", "Character 7"}, {"8c", "Character 8"}, {"9c", "Character 9"},
	{"1d", "Circle 1"}, {"2d", "Circle 2"}, {"3d", "Circle 3"}, {"4d", "Circle 4"}, {"5d", "Circle 5"},
	{"6d", "Circle 6"}, {"7d", "Circle 7"}, {"8d", "Circle 8"}, {"9d", "Circle 9"},
	{"Rd", "Red Dragon"}, {"Gd", "Green Dragon"}, {"Wd", "White Dragon"},
	{"Ew", "East Wind"}, {"Sw", "South Wind"}, {"Ww", "West Wind"}, {"Nw", "North Wind"},
	{"Sp", "Spring"}, {"Su", "Summer"}, {"Au", "Autumn"}, {"Wi", "Winter"},
	{"Pl", "Plum"}, {"Or", "Orchid"}, {"Ch", "Chrysanthemum"}, {"Bf", "Bamboo Flower"},
}

// Code returns the two-character notation of t ("3b", "Rd", "Ew", "..").
func (t Tile) Code() string {
	if int(t) >= NumFaces {
		return "??"
	}
	return faces[t].code
}

// String returns the tile's name for people, as screen readers announce it ("Bamboo 3").
func (t Tile) String() string {
	if int(t) >= NumFaces {
		return "Invalid tile"
	}
	return faces[t].name
}

// ErrTileCode is returned (wrapped) by ParseTile for text that names no tile.
var ErrTileCode = errors.New("not a tile code")

// ParseTile reads a two-character tile code, in any letter case. ".." is NoTile.
func ParseTile(s string) (Tile, error) {
	for i, f := range faces {
		if strings.EqualFold(s, f.code) {
			return Tile(i), nil
		}
	}
	return NoTile, &ParseError{What: "tile", Text: s, Err: ErrTileCode}
}

// StandardSet returns the 144 tiles in face order: four of each suited tile, Dragon and
// Wind, and one of each Season and Flower.
func StandardSet() []Tile {
	set := make([]Tile, 0, 144)
	for t := Bamboo1; t <= NorthWind; t++ {
		set = append(set, t, t, t, t)
	}
	for t := Spring; t <= BambooFlower; t++ {
		set = append(set, t)
	}
	return set
}
