//go:build js && wasm

package i18n

// The reasons' templates are not compiled for js (wasm/board/reasons.go), and extraction
// runs natively (the catalog command, the site's build): these let go vet check the packages that
// use them for js too.

// Templates has no templates in the module.
func Templates() []string { return nil }

func engineReasons() []string { return nil }
