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
	c := &Catalog{Tag: "de",
		FormatNumber: func(n int, style string) string { return style + ":" + strconv.Itoa(n) },
		FormatDate: func(year int, month time.Month, day int, style DateStyle) string {
			return string(style) + ":" + strconv.Itoa(year) + "/" + strconv.Itoa(int(month)) + "/" + strconv.Itoa(day)
		},
	}
	tests := []struct{ name, got, want string }{
		{"number", c.Number(1234), ":1234"},
		{"percent", c.Percent(5), "%:5"},
		{"tenths", c.Tenths(5), ".1:5"},
		{"plural", c.N(2000, "{n} tile", "{n} tiles"), ":2000 tiles"},
		{"date", c.Date(2026, time.November, 26, DayMonth), "dm:2026/11/26"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
