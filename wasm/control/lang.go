package control

// languageOptions are the options of the Settings' language menu that the page's markup
// holds: the browser's language. static/boot.js adds each of the site's languages, named in
// itself (the site's build writes their list from the catalogs present), puts the words
// marked data-t in the page's language (Doc.Translate), keeps the language the player picks
// and loads the page again in it (the game is saved as the page goes).
const languageOptions = `<option value="" data-t>Browser's language</option>`
