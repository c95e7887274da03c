package page

import (
	"strconv"
	"time"
)

// fakeElem records what is done to it, one line a call.
type fakeElem struct{ calls []string }

func (e *fakeElem) SetText(text string)        { e.calls = append(e.calls, "text "+text) }
func (e *fakeElem) SetAttr(name, value string) { e.calls = append(e.calls, name+"="+value) }
func (e *fakeElem) SetHidden(h bool)           { e.calls = append(e.calls, "hidden "+strconv.FormatBool(h)) }
func (e *fakeElem) SetDisabled(d bool)         { e.calls = append(e.calls, "disabled "+strconv.FormatBool(d)) }

// take returns the calls recorded since the last take.
func (e *fakeElem) take() []string {
	c := e.calls
	e.calls = nil
	return c
}

// fakeTimer is a timer that fires only when the test says.
type fakeTimer struct {
	after time.Duration
	f     func()
	on    bool
}

func (t *fakeTimer) Start(after time.Duration, f func()) { t.after, t.f, t.on = after, f, true }
func (t *fakeTimer) Stop()                               { t.on = false }

// fire runs the timer's function as the browser would when it is due; false when it is not
// running.
func (t *fakeTimer) fire() bool {
	if !t.on {
		return false
	}
	t.on = false
	t.f()
	return true
}
