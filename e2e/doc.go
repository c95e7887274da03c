// Package e2e tests the built site in a real browser: it serves the folder that build.sh
// makes in-process, with the handler of serve.go, drives Debian's Chromium through the
// DevTools protocol (chromedp), and plays games by real clicks, checking the page against the
// engine run natively.
//
// Run it through ./build.sh test, which builds the site and makes sure Chromium is there; by
// hand: go test ./e2e -args -site=$PWD/site. The tests fail, never skip, when the site or the
// browser is missing. Screenshots are written to e2e/artifacts/.
package e2e
