package msg

// Languages are the tags of the site's languages, English first: the page's list, which
// the site's build writes into static/boot.js from the catalogs present (static/i18n), so
// that a new language is one file. Outside the page (native tests), English alone; the
// native tools read the catalogs themselves (internal/i18n.Languages).
func Languages() []string {
	if c := page(); c != nil && len(c.Languages) > 0 {
		return c.Languages
	}
	return []string{"en"}
}

// Pseudo is the tag of the pseudo-language the build makes from the English text, every
// message bracketed and its letters accented, so that a test can see any text of the page
// that is not a message. The page takes it from lang=qps in its address only.
const Pseudo = "qps"
