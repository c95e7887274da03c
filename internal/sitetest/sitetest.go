// Package sitetest holds what the tests of the site's packages share.
package sitetest

import (
	"bytes"
	"compress/gzip"
	"io"
	"testing"

	"github.com/andybalholm/brotli"
)

// Decode returns body decoded from the content coding encoding ("br", "gzip", or "" for
// none), and fails the test when it is not that coding.
func Decode(t *testing.T, encoding string, body []byte) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch encoding {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		r = zr
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s body: %v", encoding, err)
	}
	return string(b)
}
