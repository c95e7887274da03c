//go:build !js

package msg

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestEnglishFormats: without the page's Intl, numbers and dates are written as
// Intl.NumberFormat("en") and Intl.DateTimeFormat("en") write them.
func TestEnglishFormats(t *testing.T) {
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

// TestWeekday: weekdayOf agrees with package time over four centuries and a half.
func TestWeekday(t *testing.T) {
	for d := time.Date(1850, 1, 1, 12, 0, 0, 0, time.UTC); d.Year() < 2300; d = d.AddDate(0, 0, 1) {
		if got := weekdayOf(d.Year(), d.Month(), d.Day()); got != int(d.Weekday()) {
			t.Fatalf("weekdayOf(%s) = %d, want %d", d.Format(time.DateOnly), got, d.Weekday())
		}
	}
}
