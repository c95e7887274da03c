// Command catalog checks the translations of static/i18n (every catalog there: the site's
// languages are the catalogs present) against the messages of the source, and with -update writes the English catalog (static/i18n/en.json) from the source and
// brings every translation's contexts up to date. Run it from the top of the repository:
//
//	go run ./internal/i18n/catalog          # list what each translation lacks or gets wrong
//	go run ./internal/i18n/catalog -update  # after a change of the page's English texts
//
// -update adds a message a translation lacks with an empty text, for the translator to fill,
// and drops one the source no longer has.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"mahjong/internal/i18n"
)

func main() {
	update := flag.Bool("update", false, "write en.json from the source and refresh the translations' entries")
	flag.Parse()
	s, err := i18n.Source(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "catalog:", err)
		os.Exit(1)
	}
	dir := filepath.Join("static", "i18n")
	if *update {
		if err := i18n.English(s).Write(filepath.Join(dir, "en.json")); err != nil {
			fmt.Fprintln(os.Stderr, "catalog:", err)
			os.Exit(1)
		}
	}
	langs, err := i18n.Languages(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "catalog:", err)
		os.Exit(1)
	}
	problems := 0
	for _, lang := range langs[1:] {
		path := filepath.Join(dir, lang.Language+".json")
		c, err := i18n.Read(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "catalog:", err)
			problems++
			continue
		}
		if *update {
			c.Refresh(s)
			if err := c.Write(path); err != nil {
				fmt.Fprintln(os.Stderr, "catalog:", err)
				os.Exit(1)
			}
		}
		for _, e := range i18n.Check(s, c) {
			fmt.Println(e)
			problems++
		}
		for _, e := range glossary(s, c) {
			fmt.Println(e)
			problems++
		}
	}
	for _, e := range glossary(s, i18n.English(s)) {
		fmt.Println(e)
		problems++
	}
	if problems > 0 {
		os.Exit(1)
	}
}

// glossary lists the messages of c that break its language's glossary, or why the glossary
// could not be read.
func glossary(s i18n.Set, c *i18n.Catalog) []error {
	g, err := i18n.ReadGlossary(i18n.GlossaryPath(".", c.Header.Language))
	if err != nil {
		return []error{err}
	}
	return i18n.CheckGlossary(s, c, g)
}
