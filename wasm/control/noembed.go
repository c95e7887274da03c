//go:build !embedpage

package control

// main.wasm, the site's own page, has no host to talk to: embed.wasm (build tag embedpage)
// carries the postMessage API of embed.go, and boot.js loads it on the embed page. These
// stand-ins keep the rest of the program the same in both.

// The site's page is never embedded: Controller.host stays nil.

func (a *Controller) embedStart()      {}
func (a *Controller) embedControls()   {}
func (a *Controller) embedRendered()   {}
func (a *Controller) embedOutlook()    {}
func (a *Controller) hostUpdate(_ Msg) {}

func (a *Controller) embedTheme() string { return "" }

func (a *Controller) embedStatus() int8 { return 0 }
