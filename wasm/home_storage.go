//go:build js && wasm

package main

import (
	"errors"
	"syscall/js"
)

// The browser's localStorage can throw on any access: a full quota, a private window, a
// sandboxed frame. These wrappers turn every such exception into an error, so that a failure
// never stops the game in memory.

func storageGet(key string) (value string, found bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("storage refused")
		}
	}()
	v := js.Global().Get("localStorage").Call("getItem", key)
	if v.Type() != js.TypeString {
		return "", false, nil
	}
	return v.String(), true, nil
}

func storageSet(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("storage refused")
		}
	}()
	js.Global().Get("localStorage").Call("setItem", key, value)
	return nil
}

func storageRemove(key string) {
	defer func() { recover() }()
	js.Global().Get("localStorage").Call("removeItem", key)
}
