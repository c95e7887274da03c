package control

import "time"

// stepTimer is a page.Timer and a Ticker that the test fires by hand.
type stepTimer struct {
	after time.Duration
	f     func()
	on    bool
	// starts counts the Starts, ticker tells a Ticker (Start does nothing while on).
	starts int
	ticker bool
}

func (t *stepTimer) Start(after time.Duration, f func()) {
	if t.ticker && t.on {
		return
	}
	t.after, t.f, t.on = after, f, true
	t.starts++
}

func (t *stepTimer) Stop() { t.on = false }

// fire runs the timer's function as the browser would, once due; false when it is not set.
func (t *stepTimer) fire() bool {
	if !t.on {
		return false
	}
	if !t.ticker {
		t.on = false
	}
	t.f()
	return true
}

// stepIdle is an Idle whose work the test runs by hand.
type stepIdle struct {
	asked int
	f     func()
}

func (i *stepIdle) Soon(f func()) { i.asked, i.f = i.asked+1, f }

func (i *stepIdle) run() {
	f := i.f
	i.f = nil
	f()
}

// stepClock is a clock the test moves on by hand.
type stepClock struct{ t time.Time }

func (c *stepClock) now() time.Time { return c.t }

// attrElem is an Elem that keeps its text and attributes, for the tests to read.
type attrElem struct {
	text  string
	attrs map[string]string
}

func newAttrElem() *attrElem { return &attrElem{attrs: map[string]string{}} }

func (e *attrElem) SetText(text string)        { e.text = text }
func (e *attrElem) SetAttr(name, value string) { e.attrs[name] = value }
func (e *attrElem) RemoveAttr(name string)     { delete(e.attrs, name) }
func (e *attrElem) Attr(name string) string    { return e.attrs[name] }
func (e *attrElem) SetHidden(hidden bool)      { e.setFlag("hidden", hidden) }
func (e *attrElem) SetDisabled(disabled bool)  { e.setFlag("disabled", disabled) }
func (e *attrElem) SetHTML(html string)        { e.text = html }
func (e *attrElem) AddHTML(html string, first bool) {
	if first {
		e.text = html + e.text
	} else {
		e.text += html
	}
}
func (e *attrElem) SetClass(name string, on bool)   { e.setFlag("class "+name, on) }
func (e *attrElem) SetStyle(property, value string) { e.attrs["style "+property] = value }
func (e *attrElem) Value() string                   { return e.attrs["value"] }
func (e *attrElem) SetValue(value string)           { e.attrs["value"] = value }
func (e *attrElem) Checked() bool                   { return e.attrs["checked"] != "" }
func (e *attrElem) SetChecked(on bool)              { e.setFlag("checked", on) }
func (e *attrElem) Field(string) Elem               { return nil }
func (e *attrElem) Focus()                          {}
func (e *attrElem) Select()                         {}
func (e *attrElem) ScrollToTop()                    {}
func (e *attrElem) Modal()                          { e.setFlag("open", true) }
func (e *attrElem) Close()                          { e.setFlag("open", false) }
func (e *attrElem) Open() bool                      { return e.attrs["open"] != "" }
func (e *attrElem) HasFocus() bool                  { return false }
func (e *attrElem) Query(string) Elem               { return nil }
func (e *attrElem) ScrollIntoView()                 {}
func (e *attrElem) SetOpen(open bool)               { e.setFlag("open", open) }

func (e *attrElem) setFlag(name string, on bool) {
	if on {
		e.attrs[name] = name
	} else {
		delete(e.attrs, name)
	}
}
