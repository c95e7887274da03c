package page

import "time"

// NoticeTime is how long a transient notice stays.
const NoticeTime = 3500 * time.Millisecond

// Notice is the page's one line of notices (#notice). A sticky notice stays until the player
// acts; any other goes after NoticeTime. Every action replaces or hides the notice.
type Notice struct {
	el    Elem
	timer Timer
	on    bool // the element may show something: Hide has work to do
}

// NewNotice returns the notice shown in el, timed by timer. The page may have been served
// with something in it, so the first Hide empties it.
func NewNotice(el Elem, timer Timer) *Notice { return &Notice{el: el, timer: timer, on: true} }

// Show shows text.
func (n *Notice) Show(text string, sticky bool) {
	n.timer.Stop()
	n.el.SetText(text)
	n.el.SetHidden(false)
	n.on = true
	if !sticky {
		n.timer.Start(NoticeTime, n.Hide)
	}
}

// Hide empties and hides the notice.
func (n *Notice) Hide() {
	n.timer.Stop()
	if !n.on {
		return // every click hides the notice: most find it hidden already
	}
	n.on = false
	n.el.SetText("")
	n.el.SetHidden(true)
}
