// Package page is the page controller's logic that needs no browser: the actions a player
// (or an embedding page) asks for, as a typed set rather than strings, and how the page's
// keys map to them. Package main reads the events and the DOM and hands the facts over;
// what they mean is decided here, so that it is tested natively.
package page
