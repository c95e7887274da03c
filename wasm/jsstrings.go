//go:build js && wasm

package main

import "syscall/js"

// jsStrings holds the JS copies of the strings the boards write again and again: attribute
// names, classes, labels, face references. Passing a Go string to JS copies it into a new JS
// string each time, and its handle gets a finalizer that the Go collector must run later; a
// move writes a few dozen of them and a new game more than a thousand. The set is small
// (each family's names and values come from fixed lists), and bounded anyway.
var jsStrings = map[string]js.Value{}

// maxJSStrings bounds jsStrings: past it, strings are copied as before.
const maxJSStrings = 4096

// jsString returns s as a JS string, made once.
func jsString(s string) js.Value {
	if v, ok := jsStrings[s]; ok {
		return v
	}
	v := js.ValueOf(s)
	if len(jsStrings) < maxJSStrings {
		jsStrings[s] = v
	}
	return v
}
