//go:build js && wasm

package browser

import (
	"syscall/js"

	"mahjong/wasm/control"
)

// ListenDaily sends the Daily dialog's choice of a game's calendar (its select, #daily-game,
// which the controller writes again with the dialog's body) as a control.DailyGame message.
// The listener is the document's, for the page's life: the dialog is made later.
func ListenDaily(send func(control.Msg)) {
	js.Global().Get("document").Call("addEventListener", "change", js.FuncOf(func(_ js.Value, args []js.Value) any {
		target := args[0].Get("target")
		if id := target.Get("id"); id.Type() == js.TypeString && id.String() == "daily-game" {
			send(control.DailyGame{ID: target.Get("value").String()})
		}
		return nil
	}))
}
