//go:build !(js && wasm)

package msg

import (
	"os"
	"strings"
)

// CatalogEnv names the environment variable through which a native test gives the page's
// code a catalog: the path of a file holding the language's tag, a NUL, and the catalog's
// messages as Parse reads them. It is read once, when a message is first wanted.
const CatalogEnv = "MAHJONG_TEST_CATALOG"

// load: outside the browser the page's messages are English, unless a test names a catalog
// (CatalogEnv). A catalog that cannot be read stops the test that named it.
func load() *Catalog {
	path := os.Getenv(CatalogEnv)
	if path == "" {
		return nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		panic("msg: " + CatalogEnv + ": " + err.Error())
	}
	lang, flat, _ := strings.Cut(string(b), "\x00")
	c := Parse(lang, flat)
	c.Plural = func(n int) string { return PluralCategory(lang, n) }
	return c
}
