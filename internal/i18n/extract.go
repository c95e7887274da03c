// Package i18n collects the messages of the site's source (calls of msg.T, msg.H and
// msg.N in Go, and of problem and problemN, store's untranslated messages; marked elements
// in HTML, t("...") in boot.js) and reads, checks and writes the catalogs of static/i18n,
// one JSON file per language.
package i18n

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A Message is one text of the source: its key (the English text, or for a plural message
// its "other" form), the English forms and where it is used.
type Message struct {
	Key     string
	One     string // the "one" form of a plural message, "" for another
	Where   []string
	Dynamic bool // from data (the engine's names), not from a call in the source
	Help    bool // only in the "How to play" pages, not in the page's catalog
	Max     int  // the widest a text may be where the page shows it (Width), 0 for no limit
}

// maxMark marks a message whose place on the page is tight, with the widest its text may
// be (in the widths of a Latin letter: Width): in Go "i18n:max N" in a comment on the line
// of the call, or in the doc comment of the function (for each of its messages); in static
// HTML data-max="N" on the element (for its text). The catalogs get the limit as the
// entries' "max", and Check reports a translation wider than it.
var maxMark = regexp.MustCompile(`i18n:max (\d+)`)

// limit records that m's place allows max: the tightest of its places wins.
func (s Set) limit(key string, max int) {
	if m := s[key]; m != nil && max > 0 && (m.Max == 0 || max < m.Max) {
		m.Max = max
	}
}

// Plural reports whether m has plural forms.
func (m Message) Plural() bool { return m.One != "" }

// Set is the messages of the source by key.
type Set map[string]*Message

// Add records english (and for a plural message its one form) as used at where.
func (s Set) Add(key, one, where string) { s.AddUse(key, one, where, false) }

// AddUse is Add, for a use in the "How to play" pages when help is set: a message used only
// there is a help message.
func (s Set) AddUse(key, one, where string, help bool) {
	m, ok := s[key]
	if !ok {
		m = &Message{Key: key, One: one, Help: help}
		s[key] = m
	}
	m.Help = m.Help && help
	if one != "" {
		m.One = one
	}
	if !slices.Contains(m.Where, where) {
		m.Where = append(m.Where, where)
		slices.Sort(m.Where)
	}
}

// Keys are the keys of s, sorted.
func (s Set) Keys() []string {
	keys := make([]string, 0, len(s))
	for k := range s {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Go adds the messages of every Go file under dir (tests, testdata and the msg package
// itself left out) to s, each used at its path relative to root, which holds the module
// "mahjong". A call of msg.T, msg.H or msg.N whose message is neither a string literal nor a
// constant (of its package, or of another package of the module under dir) is an error: its
// text could not be translated.
func (s Set) Go(root, dir string) error {
	fset := token.NewFileSet()
	pkgs := map[string]*ast.Package{} // by folder
	consts := map[string]map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if d.Name() == "testdata" || p == filepath.Join(root, "wasm/msg") {
			return filepath.SkipDir
		}
		found, err := parser.ParseDir(fset, p, func(fi fs.FileInfo) bool {
			return !strings.HasSuffix(fi.Name(), "_test.go")
		}, parser.SkipObjectResolution|parser.ParseComments)
		if err != nil {
			return err
		}
		for _, pkg := range found {
			if !strings.HasSuffix(pkg.Name, "_test") {
				pkgs[p], consts[p] = pkg, constants(pkg)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, p := range slices.Sorted(maps.Keys(pkgs)) {
		for _, name := range slices.Sorted(maps.Keys(pkgs[p].Files)) {
			f := pkgs[p].Files[name]
			rel, _ := filepath.Rel(root, name)
			known := fileConstants(root, f, consts[p], consts)
			if err := s.goFile(fset, f, rel, known); err != nil {
				return err
			}
		}
	}
	return nil
}

// fileConstants are the constants a file of a package with consts can name: its own by
// name, and those of the module's packages it imports as "alias.Name".
func fileConstants(root string, f *ast.File, own map[string]string, all map[string]map[string]string) map[string]string {
	out := maps.Clone(own)
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		rest, ok := strings.CutPrefix(path, "mahjong/")
		if !ok {
			continue
		}
		alias := filepath.Base(rest)
		if imp.Name != nil {
			alias = imp.Name.Name
		}
		for name, v := range all[filepath.Join(root, rest)] {
			out[alias+"."+name] = v
		}
	}
	return out
}

// constants are the string constants of pkg whose value is a literal or a sum of literals.
func constants(pkg *ast.Package) map[string]string {
	out := map[string]string{}
	for _, f := range pkg.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			g, ok := n.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				return true
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i < len(vs.Values) {
						if v, ok := literal(vs.Values[i], nil); ok {
							out[name.Name] = v
						}
					}
				}
			}
			return false
		})
	}
	return out
}

// literal is the value of e when it is a string literal, a constant of consts or a sum of them.
func literal(e ast.Expr, consts map[string]string) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		v, err := strconv.Unquote(e.Value)
		return v, err == nil
	case *ast.Ident:
		v, ok := consts[e.Name]
		return v, ok
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok {
			return "", false
		}
		v, ok := consts[x.Name+"."+e.Sel.Name]
		return v, ok
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := literal(e.X, consts)
		b, ok2 := literal(e.Y, consts)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(e.X, consts)
	}
	return "", false
}

// goFile adds the messages of one parsed file.
func (s Set) goFile(fset *token.FileSet, f *ast.File, rel string, consts map[string]string) error {
	var err error
	// The limits the file's comments give (maxMark): by line, and by function.
	lineMax := map[int]int{}
	for _, g := range f.Comments {
		for _, c := range g.List {
			if m := maxMark.FindStringSubmatch(c.Text); m != nil {
				lineMax[fset.Position(c.Pos()).Line], _ = strconv.Atoi(m[1])
			}
		}
	}
	type span struct {
		from, to token.Pos
		max      int
	}
	var funcs []span
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Doc != nil {
			if m := maxMark.FindStringSubmatch(fn.Doc.Text()); m != nil {
				n, _ := strconv.Atoi(m[1])
				funcs = append(funcs, span{fn.Pos(), fn.End(), n})
			}
		}
	}
	maxAt := func(p token.Pos) int {
		if n := lineMax[fset.Position(p).Line]; n > 0 {
			return n
		}
		for _, sp := range funcs {
			if p >= sp.from && p < sp.to {
				return sp.max
			}
		}
		return 0
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && strings.Contains(lit.Value, "data-t") {
			if v, err := strconv.Unquote(lit.Value); err == nil {
				s.HTML(v, rel)
			}
		}
		call, ok := n.(*ast.CallExpr)
		if !ok || err != nil {
			return err == nil
		}
		// msg.T(...) for the page's language, tr.T(...) for a *msg.Catalog named tr, the
		// convention of code that writes a language of its choosing (the help pages), and
		// problem(...) and problemN(...), the messages package store says and the page
		// translates (store.Problem), as T and N.
		var name string
		switch fun := call.Fun.(type) {
		case *ast.SelectorExpr:
			if pkg, ok := fun.X.(*ast.Ident); ok && (pkg.Name == "msg" || pkg.Name == "tr") {
				name = fun.Sel.Name
			}
		case *ast.Ident:
			name = map[string]string{"problem": "T", "problemN": "N"}[fun.Name]
		}
		if name == "" {
			return true
		}
		at := fset.Position(call.Pos())
		switch name {
		case "T", "H", "Help":
			if len(call.Args) == 0 {
				return true
			}
			v, ok := literal(call.Args[0], consts)
			if !ok {
				err = fmt.Errorf("%s:%d: msg.%s of a text that is not a constant", rel, at.Line, name)
				return false
			}
			s.AddUse(v, "", rel, name == "Help")
			s.limit(v, maxAt(call.Pos()))
		case "N":
			if len(call.Args) < 3 {
				return true
			}
			one, ok1 := literal(call.Args[1], consts)
			other, ok2 := literal(call.Args[2], consts)
			if !ok1 || !ok2 {
				err = fmt.Errorf("%s:%d: msg.N of texts that are not constants", rel, at.Line)
				return false
			}
			s.Add(other, one, rel)
			s.limit(other, maxAt(call.Pos()))
		}
		return true
	})
	return err
}

// markedHTML matches an element of static HTML whose text is a message: data-t on its tag,
// the text up to the next tag. Attributes named in data-t="..." are messages too.
var (
	markedHTML = regexp.MustCompile(`<[a-z]+[^>]*\sdata-t(?:="([^"]*)")?[^>]*>([^<]*)`)
	attrHTML   = regexp.MustCompile(`\s([a-z-]+)="([^"]*)"`)
	bootCall   = regexp.MustCompile(`\bt\("((?:[^"\\]|\\.)*)"\)`)
)

// HTML adds the messages of static HTML text, used at rel: the text of each element marked
// data-t (unless data-t lists attributes without "text"), and the attributes it lists.
func (s Set) HTML(text, rel string) {
	for _, m := range markedHTML.FindAllStringSubmatch(text, -1) {
		what := strings.Fields(m[1])
		attrs := attrHTML.FindAllStringSubmatch(m[0], -1)
		if len(what) == 0 || slices.Contains(what, "text") {
			if t := strings.TrimSpace(m[2]); t != "" {
				s.Add(unescape(t), "", rel)
				for _, a := range attrs {
					if a[1] == "data-max" {
						n, _ := strconv.Atoi(a[2])
						s.limit(unescape(t), n)
					}
				}
			}
		}
		for _, a := range attrs {
			if slices.Contains(what, a[1]) {
				s.Add(unescape(a[2]), "", rel)
			}
		}
	}
}

// JS adds the messages of a script, its calls t("...").
func (s Set) JS(text, rel string) error {
	for _, m := range bootCall.FindAllStringSubmatch(text, -1) {
		v, err := strconv.Unquote(`"` + m[1] + `"`)
		if err != nil {
			return fmt.Errorf("%s: %w in t(%q)", rel, err, m[1])
		}
		s.Add(v, "", rel)
	}
	return nil
}

func unescape(s string) string {
	return strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&#39;", "'").Replace(s)
}

// Reasons adds the reasons the engine's package in dir gives for refusing a move (the
// string literals returned by its functions named ...Reason or ...reason), which the page
// translates with msg.D. A reason the engine composes of parts is not found, and shows in
// English.
func (s Set) Reasons(root, dir string) error {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	for _, pkg := range pkgs {
		for name, f := range pkg.Files {
			rel, _ := filepath.Rel(root, name)
			for _, d := range f.Decls {
				fn, ok := d.(*ast.FuncDecl)
				if !ok || fn.Body == nil || !strings.HasSuffix(strings.ToLower(fn.Name.Name), "reason") {
					continue
				}
				ast.Inspect(fn.Body, func(n ast.Node) bool {
					if r, ok := n.(*ast.ReturnStmt); ok && len(r.Results) == 1 {
						if v, ok := literal(r.Results[0], nil); ok && v != "" {
							s.Add(v, "", "reason from the engine: "+rel)
							s[v].Dynamic = true
						}
					}
					return true
				})
			}
		}
	}
	return nil
}
