//go:build js && wasm

package control

import (
	"errors"
	"syscall/js"

	"mahjong/wasm/store"
)

// The browser's localStorage can throw on any access: a full quota, a private window, a
// sandboxed frame, site data blocked by the player. These wrappers turn every such exception
// into an error, so that a failure never stops the game in memory. The embedded game keeps
// its things under keys of its own (store.EmbedKey).

var errStorage = errors.New("storage refused")

// localStorage is window.localStorage, or an error when there is none. Reading the property
// throws a SecurityError when the site's storage is blocked, and js.Value.Get does not catch
// it: wasm_exec.js lets the exception unwind through the module, which stops the program.
// Reflect.get through Call turns it into a panic, which the callers recover.
func localStorage() (s js.Value, err error) {
	s = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if s.Type() != js.TypeObject {
		return js.Value{}, errStorage
	}
	return s, nil
}

// storageKey is the key the page keeps key under: the embedded game's own, or key.
func (h *home) storageKey(key string) string {
	if h.embedded {
		return store.EmbedKey(key)
	}
	return key
}

func (h *home) storageGet(key string) (value string, found bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errStorage
		}
	}()
	s, err := localStorage()
	if err != nil {
		return "", false, err
	}
	v := s.Call("getItem", h.storageKey(key))
	if v.Type() != js.TypeString {
		return "", false, nil
	}
	return v.String(), true, nil
}

func (h *home) storageSet(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errStorage
		}
	}()
	s, err := localStorage()
	if err != nil {
		return err
	}
	s.Call("setItem", h.storageKey(key), value)
	return nil
}

func (h *home) storageRemove(key string) {
	defer func() { recover() }()
	if s, err := localStorage(); err == nil {
		s.Call("removeItem", h.storageKey(key))
	}
}
