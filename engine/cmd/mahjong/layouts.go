package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/layoutfile"
	"mahjong/engine/shanghai"
	"mahjong/engine/shanghai/layouts"
)

// findVariant returns the variant with id: a game of the catalog, a layout of the library,
// or a random layout (shanghai-random-SEED).
func findVariant(id string) (*engine.Variant, error) {
	if v, ok := catalog.Lookup(id); ok {
		return v, nil
	}
	if e, ok := layouts.Lookup(id); ok {
		return e.Variant, nil
	}
	_, err := catalog.Find(id)
	return nil, fmt.Errorf("%w; or a Mahjong Solitaire layout (see mahjong layouts), or shanghai-random-SEED", err)
}

// fileLayouts reads the layouts of a layout file.
func fileLayouts(path string) ([]layoutfile.Layout, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	ls, err := layoutfile.Read(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return ls, nil
}

// fileVariant returns the variant of layout number board (from 1) of a layout file.
func fileVariant(path string, board int) (*engine.Variant, error) {
	ls, err := fileLayouts(path)
	if err != nil {
		return nil, err
	}
	if board < 1 || board > len(ls) {
		return nil, usagef("-board %d: %s holds %d layout(s)", board, path, len(ls))
	}
	l := ls[board-1]
	return shanghai.NewVariant(layoutfile.ID(l.Layout), "Mahjong Solitaire: "+l.Name, l.Layout)
}

// layouts lists the Mahjong Solitaire layouts, or those of a file: id, name, tiles and
// category.
func (e env) layouts(args []string) error {
	fs := flag.NewFlagSet("layouts", flag.ContinueOnError)
	file := fs.String("layout", "", "list the layouts of `FILE` (.layout, .lay or .mah)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("layouts takes no arguments after the flags")
	}
	if *file != "" {
		ls, err := fileLayouts(*file)
		if err != nil {
			return err
		}
		for _, l := range ls {
			fmt.Fprintf(e.stdout, "%s\t%s\t%d\t%s\n", layoutfile.ID(l.Layout), l.Name, l.Layout.Len(), l.Category)
		}
		return nil
	}
	for i, l := range shanghai.Layouts() {
		fmt.Fprintf(e.stdout, "%s\t%s\t%d\tClassic\n", shanghai.Variants()[i].ID, l.Name, l.Len())
	}
	es, err := layouts.All()
	if err != nil {
		return errors.New("internal error: " + err.Error())
	}
	for _, x := range es {
		fmt.Fprintf(e.stdout, "%s\t%s\t%d\t%s\n", x.ID, x.Name, x.Layout.Len(), x.Category)
	}
	return nil
}

// export writes a layout as a KMahjongg v1.1 file.
func (e env) export(args []string) error {
	var s source
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	s.register(fs, false)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 || s.deal != "" || s.random {
		return usagef("export takes -game ID or -layout FILE [-board N]")
	}
	v, err := s.variant()
	if err != nil {
		return err
	}
	p, ok := v.New(1).(*shanghai.Position)
	if !ok {
		return fmt.Errorf("%s is not Mahjong Solitaire: it has no layout to export", v.ID)
	}
	l := p.Layout()
	_, err = e.stdout.Write(layoutfile.WriteKMahjongg(l.Name, category(v.ID), l))
	return err
}

// category returns the library's category of a layout's variant id, or "".
func category(id string) string {
	if x, ok := layouts.Lookup(id); ok {
		return x.Category
	}
	return ""
}
