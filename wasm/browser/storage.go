//go:build js && wasm

package browser

import (
	"errors"
	"syscall/js"
)

// The browser's localStorage can throw on any access: a full quota, a private window, a
// sandboxed frame, site data blocked by the player. Storage turns every such exception into
// an error, so that a failure never stops the game in memory.

var errStorage = errors.New("storage refused")

// Storage is localStorage (control.Storage), under the keys the page gives it.
type Storage struct{}

// local is window.localStorage, or an error when there is none. Reading the property throws
// a SecurityError when the site's storage is blocked, and js.Value.Get does not catch it:
// wasm_exec.js lets the exception unwind through the module, which stops the program.
// Reflect.get through Call turns it into a panic, which the callers recover.
func local() (s js.Value, err error) {
	s = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if s.Type() != js.TypeObject {
		return js.Value{}, errStorage
	}
	return s, nil
}

func (Storage) Get(key string) (value string, found bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errStorage
		}
	}()
	s, err := local()
	if err != nil {
		return "", false, err
	}
	v := s.Call("getItem", key)
	if v.Type() != js.TypeString {
		return "", false, nil
	}
	return v.String(), true, nil
}

func (Storage) Set(key, value string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errStorage
		}
	}()
	s, err := local()
	if err != nil {
		return err
	}
	s.Call("setItem", key, value)
	return nil
}

func (Storage) Remove(key string) {
	defer func() { recover() }()
	if s, err := local(); err == nil {
		s.Call("removeItem", key)
	}
}
