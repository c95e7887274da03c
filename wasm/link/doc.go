// Package link is everything the page reads from or writes to another page: the URL
// fragment that names a game, the embed page's query (theme, controls), and the messages
// an embedding host sends and receives. It checks what comes in and says, in words for the
// player, what was wrong. It holds no DOM.
package link
