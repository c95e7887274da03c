package layoutfile

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestErrorsAreTemplates reads the source of the layout readers (this package, and
// shanghai's layout.go, whose NewLayout they call) and checks that every error is made from a
// template of Errors: every function with a parameter named template (refuse,
// shanghai.Refusal, refuseAt, the JSON reader's bad) is given a string constant there, or
// its own template; no error is made otherwise (errors.New, fmt.Errorf, a LayoutError
// literal) but by those functions themselves; and each template of Errors is used. A new
// error that is not a template fails here: it would show in English on a page in another
// language.
func TestErrorsAreTemplates(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	files = slices.DeleteFunc(files, func(f string) bool { return strings.HasSuffix(f, "_test.go") })
	files = append(files, filepath.Join("..", "shanghai", "layout.go"))
	fset := token.NewFileSet()
	var parsed []*ast.File
	takes := map[string]int{} // the functions taking a template: the parameter's index
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok {
				i := 0
				for _, field := range fn.Type.Params.List {
					for _, n := range field.Names {
						if n.Name == "template" {
							takes[fn.Name.Name] = i
						}
						i++
					}
				}
			}
		}
	}
	if len(takes) < 4 {
		t.Fatalf("functions taking a template: %v, want refuse, Refusal, refuseAt and bad", takes)
	}
	used := map[string]bool{}
	for _, f := range parsed {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok {
				ast.Inspect(d, func(n ast.Node) bool { return checkNode(t, fset, n, "", takes, used) })
				continue
			}
			_, maker := takes[fn.Name.Name]
			ast.Inspect(fn, func(n ast.Node) bool {
				if maker {
					return true // the makers themselves make errors of their template
				}
				return checkNode(t, fset, n, fn.Name.Name, takes, used)
			})
		}
	}
	for _, tmpl := range Errors() {
		if !used[tmpl] {
			t.Errorf("the template %q of Errors is never used", tmpl)
		}
	}
}

// checkNode checks one node of the source outside the functions that take a template.
func checkNode(t *testing.T, fset *token.FileSet, n ast.Node, fn string, takes map[string]int, used map[string]bool) bool {
	t.Helper()
	switch n := n.(type) {
	case *ast.CompositeLit:
		if id, ok := n.Type.(*ast.Ident); ok && id.Name == "LayoutError" {
			t.Errorf("%s: a LayoutError made in %s, not by refuseAt", fset.Position(n.Pos()), fn)
		}
	case *ast.CallExpr:
		name := ""
		switch f := n.Fun.(type) {
		case *ast.Ident:
			name = f.Name
		case *ast.SelectorExpr:
			name = f.Sel.Name
			if x, ok := f.X.(*ast.Ident); ok && (x.Name == "errors" || x.Name == "fmt") && f.Sel.Name != "Is" && f.Sel.Name != "As" {
				t.Errorf("%s: %s.%s in %s: an error not made from a template", fset.Position(n.Pos()), x.Name, f.Sel.Name, fn)
			}
		}
		i, ok := takes[name]
		if !ok {
			return true
		}
		if i >= len(n.Args) {
			t.Errorf("%s: %s without its template", fset.Position(n.Pos()), name)
			return true
		}
		s, ok := constant(n.Args[i])
		if !ok {
			t.Errorf("%s: %s's template in %s is not a string constant", fset.Position(n.Pos()), name, fn)
			return true
		}
		if !slices.Contains(Errors(), s) {
			t.Errorf("%s: the template %q is not one of Errors", fset.Position(n.Pos()), s)
		}
		used[s] = true
	}
	return true
}

// constant is the value of a string literal, or of a sum of them.
func constant(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			s, err := strconv.Unquote(e.Value)
			return s, err == nil
		}
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			a, ok1 := constant(e.X)
			b, ok2 := constant(e.Y)
			return a + b, ok1 && ok2
		}
	}
	return "", false
}
