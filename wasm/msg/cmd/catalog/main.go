// Command catalog checks the translations of static/i18n against the messages of the source,
// and with -update writes the English catalog (static/i18n/en.json) from the source and
// brings every translation's contexts up to date. Run it from the top of the repository:
//
//	go run ./wasm/msg/cmd/catalog          # list what each translation lacks or gets wrong
//	go run ./wasm/msg/cmd/catalog -update  # after a change of the page's English texts
//
// -update adds a message a translation lacks with an empty text, for the translator to fill,
// and drops one the source no longer has.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"mahjong/wasm/msg"
	"mahjong/wasm/msg/extract"
)

func main() {
	update := flag.Bool("update", false, "write en.json from the source and refresh the translations' entries")
	flag.Parse()
	s, err := extract.Source(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "catalog:", err)
		os.Exit(1)
	}
	dir := filepath.Join("static", "i18n")
	if *update {
		if err := extract.English(s).Write(filepath.Join(dir, "en.json")); err != nil {
			fmt.Fprintln(os.Stderr, "catalog:", err)
			os.Exit(1)
		}
	}
	problems := 0
	for _, lang := range msg.Languages[1:] {
		path := filepath.Join(dir, lang.Tag+".json")
		c, err := extract.Read(path)
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
		for _, e := range extract.Check(s, c) {
			fmt.Println(e)
			problems++
		}
	}
	if problems > 0 {
		os.Exit(1)
	}
}
