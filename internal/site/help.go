package site

import (
	"os"
	"path/filepath"

	"mahjong/engine"
	"mahjong/wasm/msg"
	"mahjong/wasm/panels"
)

// HelpPages writes the "How to play" page of each game to dir/help/ID.html.
// The page fetches a game's page when it first shows it, and the service worker keeps it for
// offline play from then on: the rules are text the first board does not need, and the
// module does not carry them.
func HelpPages(dir string, games []*engine.Variant) error {
	return helpPagesIn(dir, "", nil, games)
}

// helpPagesIn writes the help pages in the language tag, whose messages are text (see
// Messages), to dir/help/TAG/ID.html; tag "" is English, in dir/help.
func helpPagesIn(dir, tag string, text map[string]string, games []*engine.Variant) error {
	help := filepath.Join(dir, "help", tag)
	var tr *msg.Catalog // English
	if tag != "" {
		tr = &msg.Catalog{Tag: tag, Text: text, Plural: func(n int) string { return msg.PluralCategory(tag, n) }}
	}
	if err := os.MkdirAll(help, 0o755); err != nil {
		return err
	}
	for _, v := range games {
		page := panels.VariantHelp(tr, v.ID, v.Name, string(v.Family))
		if err := os.WriteFile(filepath.Join(help, v.ID+".html"), []byte(page), 0o644); err != nil {
			return err
		}
	}
	return nil
}
