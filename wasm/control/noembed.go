//go:build !embedpage

package control

// main.wasm, the site's own page, has no host to talk to: embed.wasm (build tag embedpage)
// carries the postMessage API of embed.go, and boot.js loads it on the embed page. These
// stand-ins keep the rest of the program the same in both.

// The site's page is never embedded: Controller.host stays nil.
func startEmbed(*core, *home, *layoutState) *embedHost { return nil }

func (h *embedHost) showControls(Doc)                                        {}
func (h *embedHost) rendered(*core, *outlook)                                {}
func (h *embedHost) outlook(*core, *outlook)                                 {}
func (h *embedHost) update(*core, shell, *home, *layoutState, *outlook, Msg) {}
func (h *embedHost) linkTheme() string                                       { return "" }
func (h *embedHost) linkStatus() int8                                        { return 0 }
