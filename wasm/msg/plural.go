package msg

// PluralCategory is the CLDR plural category of the integer n in lang, for the languages of
// the site; the page asks the browser (Intl.PluralRules) instead, and this table is what
// native tests and the build use. An unknown language gets English's rule.
func PluralCategory(lang string, n int) string {
	if n < 0 {
		n = -n
	}
	switch base(lang) {
	case "zh", "ja":
		return "other"
	case "fr":
		if n == 0 || n == 1 {
			return "one"
		}
		if n != 0 && n%1000000 == 0 {
			return "many"
		}
		return "other"
	case "pt":
		if n == 0 || n == 1 {
			return "one"
		}
		if n != 0 && n%1000000 == 0 {
			return "many"
		}
		return "other"
	case "es", "it":
		if n == 1 {
			return "one"
		}
		if n != 0 && n%1000000 == 0 {
			return "many"
		}
		return "other"
	case "pl":
		switch {
		case n == 1:
			return "one"
		case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
			return "few"
		}
		return "many"
	}
	if n == 1 {
		return "one"
	}
	return "other"
}

// Categories are the plural categories a catalog of lang gives each plural message: those
// of the whole numbers below a million, in CLDR's order. (A category with no form, as
// French "many" for millions, falls back to "other".)
func Categories(lang string) []string {
	switch base(lang) {
	case "zh", "ja":
		return []string{"other"}
	case "pl":
		return []string{"one", "few", "many"}
	}
	return []string{"one", "other"}
}

func base(lang string) string {
	for i := 0; i < len(lang); i++ {
		if lang[i] == '-' {
			return lang[:i]
		}
	}
	return lang
}
