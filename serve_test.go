package main

import "testing"

func TestDefaultAddr(t *testing.T) {
	for port, want := range map[string]string{"": "127.0.0.1:8080", "9000": "127.0.0.1:9000", "0": "127.0.0.1:0"} {
		if got := defaultAddr(port); got != want {
			t.Errorf("defaultAddr(%q) = %q, want %q", port, got, want)
		}
	}
}
