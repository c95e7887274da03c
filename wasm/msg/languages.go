package msg

// A Language is one the site is translated into: its BCP 47 tag, as the catalog's file name
// (static/i18n/TAG.json) and <html lang> give it, and its name in itself.
type Language struct {
	Tag, Name string
}

// Languages are the site's languages, English, the source, first. static/boot.js has the
// same tags (LANGS), to pick the player's language before the module starts.
var Languages = []Language{
	{"en", "English"},
	{"de", "Deutsch"},
	{"fr", "Français"},
	{"es", "Español"},
	{"it", "Italiano"},
	{"nl", "Nederlands"},
	{"pt-BR", "Português (Brasil)"},
	{"pl", "Polski"},
	{"zh-CN", "简体中文"},
	{"ja", "日本語"},
}

// Pseudo is the tag of the pseudo-language the build makes from the English text, every
// message bracketed and its letters accented, so that a test can see any text of the page
// that is not a message. The page takes it from lang=qps in its address only.
const Pseudo = "qps"
