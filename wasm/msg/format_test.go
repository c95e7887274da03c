package msg

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestEnglishFormats: without the page's Intl, numbers and dates are written as
// Intl.NumberFormat("en") and Intl.DateTimeFormat("en") write them.
func TestEnglishFormats(t *testing.T) {
	Use(nil)
	tests := []struct{ name, got, want string }{
		{"small", Number(7), "7"},
		{"thousands", Number(1234), "1,234"},
		{"millions", Number(-1234567), "-1,234,567"},
		{"hundreds", Number(999), "999"},
		{"percent", Percent(45), "45%"},
		{"tenths", Tenths(123), "12.3"},
		{"tenths under one", Tenths(7), "0.7"},
		{"tenths grouped", Tenths(12345), "1,234.5"},
		{"weekday date", Date(2026, time.November, 26, WeekdayDate), "Thursday, November 26, 2026"},
		{"date", Date(2026, time.January, 1, FullDate), "January 1, 2026"},
		{"day", Date(2026, time.December, 31, DayMonth), "December 31"},
		{"month", Date(2027, time.February, 1, MonthYear), "February 2027"},
		{"weekday", Date(2027, time.February, 1, Weekday), "Monday"},
		{"weekday short", Date(2027, time.February, 7, WeekdayShort), "Sun"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

// TestCatalogFormats: a catalog's functions (the page's Intl) write numbers and dates, and
// N fills {n} with the catalog's number.
func TestCatalogFormats(t *testing.T) {
	Use(&Catalog{Lang: "de",
		Number: func(n int, style string) string { return style + ":" + group(n) },
		Date: func(year int, month time.Month, day int, style DateStyle) string {
			return string(style) + ":" + englishDate(year, month, day, FullDate)
		},
	})
	defer Use(nil)
	tests := []struct{ name, got, want string }{
		{"number", Number(1234), ":1,234"},
		{"percent", Percent(5), "percent:5"},
		{"tenths", Tenths(5), "tenths:5"},
		{"plural", N(2000, "{n} tile", "{n} tiles"), ":2,000 tiles"},
		{"date", Date(2026, time.November, 26, DayMonth), "day:November 26, 2026"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, tt.got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}
