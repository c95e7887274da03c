package link

// Themes are the page's themes, the values of the player's setting and of theme=; the first,
// "system", follows the reader's setting and is the default.
var Themes = []string{"system", "light", "dark"}
