package msg

import (
	"slices"
	"strconv"
	"strings"
)

// The page asks the browser for a number's plural category (Intl.PluralRules, in
// static/boot.js); the native tests, the site's build and the catalog tool use the table
// below instead, the same rules as data: a language with a new rule needs no code.

// PluralCategory is the CLDR plural category of the whole number n in the language lang
// (by its tag, else by its language subtag: "pt-PT", else "pt"; the pseudo-language is
// English). A language CLDR does not list has "other" alone, as CLDR's root ("und").
func PluralCategory(lang string, n int) string {
	return pluralRules(lang).category(n)
}

// Categories are the plural categories a catalog of lang gives each plural message: those
// of the whole numbers below a million, in CLDR's order (zero, one, two, few, many, other).
// (A category the page never needs, as French "many" for millions, falls back to "other".)
func Categories(lang string) []string {
	r := pluralRules(lang)
	seen := map[string]bool{}
	for n := range 1000000 {
		seen[r.category(n)] = true
	}
	var out []string
	for _, c := range categoryOrder() {
		if seen[c] {
			out = append(out, c)
		}
	}
	return out
}

// AllCategories are every plural category CLDR gives lang, those only fractions take
// included (Russian "other", Czech "many"): a catalog may give these forms too.
func AllCategories(lang string) []string {
	r := pluralRules(lang)
	var out []string
	for _, c := range categoryOrder() {
		if c == "other" || slices.ContainsFunc(r, func(x rule) bool { return x.category == c }) {
			out = append(out, c)
		}
	}
	return out
}

// categoryOrder is CLDR's order of the plural categories.
func categoryOrder() []string { return []string{"zero", "one", "two", "few", "many", "other"} }

// pluralTable is CLDR's cardinal plural rules (Unicode CLDR, common/supplemental/plurals.xml,
// as published in cldr-json's plurals.json; Unicode License v3), one line per rule set: the
// languages that share it, "=", and its categories other than "other", each "category:
// condition", separated by ";". The conditions are CLDR's own, without the samples; a
// whole number's operands are n = i and v = w = f = t = e = c = 0.
const pluralTable = `
bm bo dz hnj id ig ii ja jbo jv jw kde kea km ko lkt lo ms my nqo osa sah ses sg su th to tpi und vi wo yo yue zh =
af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog = one: n = 1
ast de en et fi fy gl ia io lij nl sc scn sv sw ur yi = one: i = 1 and v = 0
ak bho guw ln mg nso pa ti wa = one: n = 0..1
am as bn doi fa gu hi kn pcm zu = one: i = 0 or n = 1
ff hy kab = one: i = 0,1
iu naq sat se sma smi smj smn sms = one: n = 1; two: n = 2
ar ars = zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99
be = one: n % 10 = 1 and n % 100 != 11; few: n % 10 = 2..4 and n % 100 != 12..14; many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14
br = one: n % 10 = 1 and n % 100 != 11,71,91; two: n % 10 = 2 and n % 100 != 12,72,92; few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99; many: n != 0 and n % 1000000 = 0
bs hr sh sr = one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14
ca it pt-PT vec = one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
es = one: n = 1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
fr = one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
pt = one: i = 0..1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
ceb fil tl = one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9
cs sk = one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0
cy = zero: n = 0; one: n = 1; two: n = 2; few: n = 3; many: n = 6
da = one: n = 1 or t != 0 and i = 0,1
dsb hsb = one: v = 0 and i % 100 = 1 or f % 100 = 1; two: v = 0 and i % 100 = 2 or f % 100 = 2; few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4
ga = one: n = 1; two: n = 2; few: n = 3..6; many: n = 7..10
gd = one: n = 1,11; two: n = 2,12; few: n = 3..10,13..19
gv = one: v = 0 and i % 10 = 1; two: v = 0 and i % 10 = 2; few: v = 0 and i % 100 = 0,20,40,60,80; many: v != 0
he = one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0
is = one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11
ksh = zero: n = 0; one: n = 1
kw = zero: n = 0; one: n = 1; two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000; few: n % 100 = 3,23,43,63,83; many: n != 1 and n % 100 = 1,21,41,61,81
lag = zero: n = 0; one: i = 0,1 and n != 0
lt = one: n % 10 = 1 and n % 100 != 11..19; few: n % 10 = 2..9 and n % 100 != 11..19; many: f != 0
lv prg = zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19; one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1
mk = one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
mo ro = one: i = 1 and v = 0; few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19
mt = one: n = 1; two: n = 2; few: n = 0 or n % 100 = 3..10; many: n % 100 = 11..19
pl = one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
ru uk = one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
shi = one: i = 0 or n = 1; few: n = 2..10
si = one: n = 0,1 or i = 0 and f = 1
sl = one: v = 0 and i % 100 = 1; two: v = 0 and i % 100 = 2; few: v = 0 and i % 100 = 3..4 or v != 0
tzm = one: n = 0..1 or n = 11..99
`

// A rule is one category of a language and its condition, as alternatives ("or") of
// relations that must all hold ("and").
type rule struct {
	category string
	or       [][]relation
}

// A relation is "operand [% mod] (= | !=) ranges".
type relation struct {
	operand byte // n, i, v, w, f, t, e or c
	mod     int  // 0 for none
	not     bool
	ranges  [][2]int
}

type rules []rule

// pluralRules are the rules of lang from pluralTable: its tag's line, else its language
// subtag's, else none (everything "other").
func pluralRules(lang string) rules {
	if lang == Pseudo {
		lang = "en" // English, accented
	}
	var byBase string
	for _, line := range strings.Split(pluralTable, "\n") {
		tags, conds, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		for _, t := range strings.Fields(tags) {
			if strings.EqualFold(t, lang) {
				return parseRules(conds)
			}
			if strings.EqualFold(t, base(lang)) {
				byBase = conds
			}
		}
	}
	return parseRules(byBase)
}

// parseRules reads "category: condition; ..." (the table is this package's own: it is
// well formed, which TestPluralTable holds).
func parseRules(s string) rules {
	var out rules
	for _, part := range strings.Split(s, ";") {
		cat, cond, ok := strings.Cut(part, ":")
		if !ok {
			continue
		}
		r := rule{category: strings.TrimSpace(cat)}
		for _, alt := range strings.Split(cond, " or ") {
			var and []relation
			for _, rel := range strings.Split(alt, " and ") {
				and = append(and, parseRelation(rel))
			}
			r.or = append(r.or, and)
		}
		out = append(out, r)
	}
	return out
}

func parseRelation(s string) relation {
	f := strings.Fields(s) // operand [% mod] op ranges
	r := relation{operand: f[0][0]}
	if f[1] == "%" {
		r.mod, _ = strconv.Atoi(f[2])
		f = f[2:]
	}
	r.not = f[1] == "!="
	for _, rg := range strings.Split(f[2], ",") {
		lo, hi, ok := strings.Cut(rg, "..")
		a, _ := strconv.Atoi(lo)
		b := a
		if ok {
			b, _ = strconv.Atoi(hi)
		}
		r.ranges = append(r.ranges, [2]int{a, b})
	}
	return r
}

// category is the category of the whole number n: the first rule that holds, else "other".
func (rs rules) category(n int) string {
	if n < 0 {
		n = -n
	}
	for _, r := range rs {
		for _, and := range r.or {
			if holds(and, n) {
				return r.category
			}
		}
	}
	return "other"
}

func holds(and []relation, n int) bool {
	for _, r := range and {
		x := 0 // v, w, f, t, e and c of a whole number
		if r.operand == 'n' || r.operand == 'i' {
			x = n
		}
		if r.mod != 0 {
			x %= r.mod
		}
		in := false
		for _, rg := range r.ranges {
			in = in || (x >= rg[0] && x <= rg[1])
		}
		if in == r.not {
			return false
		}
	}
	return true
}

func base(lang string) string {
	for i := 0; i < len(lang); i++ {
		if lang[i] == '-' {
			return lang[:i]
		}
	}
	return lang
}
