package daily

import (
	"testing"
	"time"
)

// The whole-number calendar agrees with package time on every day from 1600 to 2500 and
// around 9999, months out of range included.
func TestCalendarMatchesTime(t *testing.T) {
	check := func(n int) {
		tm := time.Unix(int64(n)*86400, 0).UTC()
		want := Date{tm.Year(), tm.Month(), tm.Day()}
		if got := DateOf(n); got != want {
			t.Fatalf("DateOf(%d) = %v, want %v", n, got, want)
		}
		if got := want.Days(); got != n {
			t.Fatalf("%v.Days() = %d, want %d", want, got, n)
		}
		if got := want.Weekday(); got != tm.Weekday() {
			t.Fatalf("%v.Weekday() = %v, want %v", want, got, tm.Weekday())
		}
		if got, w := MonthDays(want.Year, want.Month), time.Date(want.Year, want.Month+1, 0, 0, 0, 0, 0, time.UTC).Day(); got != w {
			t.Fatalf("MonthDays(%v) = %d, want %d", want, got, w)
		}
	}
	start, end := Date{1600, time.January, 1}.Days(), Date{2500, time.January, 1}.Days()
	for n := start; n < end; n++ {
		check(n)
	}
	for n := Last.Days() - 800; n <= Last.Days(); n++ {
		check(n)
	}
	for _, tt := range []struct {
		d    Date
		want string
	}{
		{Date{2026, 13, 1}, "2027-01-01"}, {Date{2027, 0, 1}, "2026-12-01"}, {Date{2027, -11, 1}, "2026-01-01"},
		{Date{2026, 12, 32}, "2027-01-01"}, {Date{2028, 3, 0}, "2028-02-29"},
	} {
		if got := DateOf(tt.d.Days()).String(); got != tt.want {
			t.Errorf("%#v is %s, want %s", tt.d, got, tt.want)
		}
	}
	if got := Of(time.Unix(-1, 0)); got != (Date{1969, time.December, 31}) {
		t.Errorf("Of one second before 1970 = %v", got)
	}
}
