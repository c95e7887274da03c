// Package link is everything the page reads from or writes to another page: the URL
// fragment that names a game or replays one, the embed page's query (theme, controls), and
// the messages an embedding host sends and receives, with the one percent-escaping codec
// they share (escape.go). It checks what comes in and says, in words for the player, what
// was wrong. It holds no DOM.
package link
