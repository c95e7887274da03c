//go:build !(js && wasm)

package i18n

import "mahjong/wasm/board"

// Templates are the templates of the engine's reasons, which board keeps out of the module
// (wasm/board/reasons.go): the site's build writes them into each runtime catalog.
func Templates() []string { return board.Reasons }

// engineReasons are the templates of the engine's reasons and the words inside them.
func engineReasons() []string { return append(board.Reasons, board.Words...) }
