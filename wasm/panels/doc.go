// Package panels is the markup of the page's parts outside the board: the game picker's
// options, the help text of each game, and the statistics table.
package panels
