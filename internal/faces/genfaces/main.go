// Command genfaces writes the sprite of a face set to standard output, the classic set's
// (static/faces.svg) by default:
//
//	go run ./internal/faces/genfaces > static/faces.svg
//	go run ./internal/faces/genfaces -set large > static/faces-large.svg
//
// The golden test of package faces writes every set's file with "go test ./internal/faces -update".
package main

import (
	"flag"
	"fmt"
	"os"

	"mahjong/internal/faces"
)

func main() {
	name := flag.String("set", faces.Sets[0].Name, "the face set to write")
	flag.Parse()
	for _, set := range faces.Sets {
		if set.Name == *name {
			if _, err := fmt.Print(set.Sprite()); err != nil {
				fmt.Fprintln(os.Stderr, "genfaces:", err)
				os.Exit(1)
			}
			return
		}
	}
	fmt.Fprintf(os.Stderr, "genfaces: there is no face set %q\n", *name)
	os.Exit(2)
}
