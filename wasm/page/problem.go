package page

import (
	"strings"

	"mahjong/wasm/msg"
	"mahjong/wasm/store"
)

// Problem is what the page says of err in its language: an error of package store (a
// *store.Problem, a *store.Lines of them or a *store.MoveError), whose messages store leaves
// untranslated, in the words of the page's catalog; any other error (link's, already in the
// page's language) as it is.
func Problem(err error) string { return problemIn(msg.Page(), err) }

// problemIn is Problem in c's language.
func problemIn(c *msg.Catalog, err error) string {
	switch e := err.(type) {
	case *store.Problem:
		var args []string
		for _, a := range e.Args {
			args = append(args, a.Name, argIn(c, a.Value))
		}
		if e.One != "" {
			return c.N(e.N, e.One, e.Text, args...)
		}
		return c.T(e.Text, args...)
	case *store.MoveError:
		return problemIn(c, e.Problem())
	case *store.Lines:
		tr := c // the catalog tool collects the messages of tr's calls
		var parts []string
		for _, p := range e.Shown {
			parts = append(parts, problemIn(c, p))
		}
		if e.More > 0 {
			parts = append(parts, tr.N(e.More, "{n} more", "{n} more"))
		}
		return strings.Join(parts, tr.T("; "))
	}
	return err.Error()
}

// argIn is the value of a placeholder of a store.Problem in c's language (see store.Arg).
func argIn(c *msg.Catalog, v any) string {
	switch x := v.(type) {
	case int:
		return c.Number(x)
	case store.Data:
		return c.D(string(x))
	case error:
		return problemIn(c, x)
	case string:
		return x
	}
	return ""
}
