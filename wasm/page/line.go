package page

import "strconv"

// Line writes the status line and the controls' states. It remembers what each element
// shows, by a key of the caller's, and touches an element only when that changes: a move
// redraws the line, and most of it stays the same.
type Line struct{ shown map[string]string }

// Set shows text in el and, when value is not empty, value in its data-value (data-left for
// the key "shuffle", the shuffle button's count).
func (l *Line) Set(el Elem, key, value, text string) {
	if !l.Changes(key, value+"\x00"+text) {
		return
	}
	el.SetText(text)
	switch {
	case key == "shuffle":
		el.SetAttr("data-left", value)
	case value != "":
		el.SetAttr("data-value", value)
	}
}

// Stat shows a number of the status line, in text and in data-value.
func (l *Line) Stat(el Elem, key string, n int, text string) {
	l.Set(el, key, strconv.Itoa(n), text)
}

// Enable enables or disables a control.
func (l *Line) Enable(el Elem, key string, on bool) {
	if l.Changes(key+"/enabled", strconv.FormatBool(on)) {
		el.SetDisabled(!on)
	}
}

// Show shows or hides el.
func (l *Line) Show(el Elem, key string, on bool) {
	if l.Changes(key, strconv.FormatBool(on)) {
		el.SetHidden(!on)
	}
}

// Changes notes that what key stands for is now v, and reports whether it was not already.
func (l *Line) Changes(key, v string) bool {
	if old, ok := l.shown[key]; ok && old == v {
		return false
	}
	if l.shown == nil {
		l.shown = map[string]string{}
	}
	l.shown[key] = v
	return true
}
