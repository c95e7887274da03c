package engine

// Family is a group of games played by the same rules with different layouts, sets or
// options: what a page draws them with and how their help reads. FreeCell and Sea share one
// package of rules but are two families, as the rule book tells them apart.
//
// The type is a string so that a family's value is its fixed name, the one the page writes
// in its markup and reports print ("sea"), with nothing to convert; code names the families
// by the constants, which the compiler checks.
type Family string

// The families, in the rule book's order.
const (
	Shanghai  Family = "shanghai"
	FreeCell  Family = "freecell"
	Sea       Family = "sea"
	Stones    Family = "stones"
	OnePlayer Family = "one-player"
)
