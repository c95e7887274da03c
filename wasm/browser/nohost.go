//go:build js && wasm && !embedpage

package browser

import "mahjong/wasm/control"

// NewHost: the site's own page (main.wasm) is never embedded, and has no host (host.go is
// embed.wasm's).
func NewHost(func(control.Msg)) control.Host { return nil }
