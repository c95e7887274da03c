// Command genfaces writes the tile-face sprite (static/faces.svg) to standard output:
//
//	go run ./wasm/faces/cmd/genfaces > static/faces.svg
//
// The golden test of package faces does the same with "go test ./wasm/faces -update".
package main

import (
	"fmt"
	"os"

	"mahjong/wasm/faces"
)

func main() {
	if _, err := fmt.Print(faces.Sprite()); err != nil {
		fmt.Fprintln(os.Stderr, "genfaces:", err)
		os.Exit(1)
	}
}
