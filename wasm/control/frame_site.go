//go:build !embedpage

package control

// frameNotice: the site's own page fills the window, never a frame (see frame.go).
func (h *home) frameNotice(*core) {}
