package page

import "time"

// Elem is what the controller does to one of the page's fixed elements (a number of the
// status line, a control, the notice). Package main gives it the DOM's; the tests a fake
// that records what was done.
type Elem interface {
	SetText(text string)
	SetAttr(name, value string)
	SetHidden(hidden bool)
	SetDisabled(disabled bool)
}

// Timer is a one-shot timer that can be stopped (the browser's setTimeout).
type Timer interface {
	Start(after time.Duration, f func())
	Stop()
}
