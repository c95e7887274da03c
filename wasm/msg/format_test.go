package msg

import (
	"strconv"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestCatalogFormats: a catalog's functions (the page's Intl) write numbers and dates, and
// N fills {n} with the catalog's number.
func TestCatalogFormats(t *testing.T) {
	Use(&Catalog{Lang: "de",
		Number: func(n int, style string) string { return style + ":" + strconv.Itoa(n) },
		Date: func(year int, month time.Month, day int, style DateStyle) string {
			return string(style) + ":" + strconv.Itoa(year) + "/" + strconv.Itoa(int(month)) + "/" + strconv.Itoa(day)
		},
	})
	defer Use(nil)
	tests := []struct{ name, got, want string }{
		{"number", Number(1234), ":1234"},
		{"percent", Percent(5), "%:5"},
		{"tenths", Tenths(5), ".1:5"},
		{"plural", N(2000, "{n} tile", "{n} tiles"), ":2000 tiles"},
		{"date", Date(2026, time.November, 26, DayMonth), "dm:2026/11/26"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
