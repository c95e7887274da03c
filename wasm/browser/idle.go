//go:build js && wasm

package browser

import "syscall/js"

// Idle runs work when the browser is idle (control.Idle): requestIdleCallback with a timeout
// of a second, or 200 ms later where the browser has none.
type Idle struct {
	f       func()
	fn      js.Func  // made once and kept for the page's life: every Soon reuses it
	options js.Value // requestIdleCallback's options, made once
}

func (i *Idle) Soon(f func()) {
	i.f = f
	if i.fn.IsUndefined() {
		i.fn = js.FuncOf(func(js.Value, []js.Value) any {
			i.f()
			return nil
		})
	}
	if ric := js.Global().Get("requestIdleCallback"); ric.Type() == js.TypeFunction {
		if i.options.IsUndefined() {
			i.options = js.ValueOf(map[string]any{"timeout": 1000})
		}
		ric.Invoke(i.fn, i.options)
		return
	}
	js.Global().Call("setTimeout", i.fn, 200)
}
