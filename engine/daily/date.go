package daily

import (
	"errors"
	"fmt"
	"time"
)

// Date is a calendar day (UTC). Its zero value is not a valid day; use ParseDate, Of or
// DateOf to make one.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// First is the first day with a daily deal, and Last the last day the rule is defined for.
var (
	First = Date{2026, time.November, 1}
	Last  = Date{9999, time.December, 31}
)

// ErrDate is wrapped by every error about a date that is malformed or out of range.
var ErrDate = errors.New("bad date")

// ParseDate reads a date written YYYY-MM-DD, from First to Last.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil || len(s) != len(time.DateOnly) {
		return Date{}, fmt.Errorf("%w %q: want a day written YYYY-MM-DD, such as 2026-11-26", ErrDate, s)
	}
	d := Of(t)
	if d.Before(First) || Last.Before(d) {
		return Date{}, fmt.Errorf("%w %q: the daily deals run from %s to %s", ErrDate, s, First, Last)
	}
	return d, nil
}

// Of returns the UTC date of t: the day a device is in, whatever its time zone.
func Of(t time.Time) Date {
	y, m, d := t.UTC().Date()
	return Date{y, m, d}
}

// DateOf returns the day n days after 1970-01-01 (n may be negative).
func DateOf(n int) Date { return Of(time.Unix(int64(n)*86400, 0)) }

// Days returns the number of days from 1970-01-01 to d.
func (d Date) Days() int {
	return int(time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// Add returns the day n days after d (before it, for negative n).
func (d Date) Add(n int) Date { return DateOf(d.Days() + n) }

// Before reports whether d comes before e.
func (d Date) Before(e Date) bool { return d.Days() < e.Days() }

// Weekday returns d's day of the week.
func (d Date) Weekday() time.Weekday {
	return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC).Weekday()
}

// String writes d as YYYY-MM-DD.
func (d Date) String() string {
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, int(d.Month), d.Day)
}

// MonthDays returns how many days month m of year y has.
func MonthDays(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// index is d's place in the rule: 0 for First.
func (d Date) index() int { return d.Days() - First.Days() }

// valid reports whether d is a real day from First to Last.
func (d Date) valid() bool {
	t := time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC)
	return Of(t) == d && !d.Before(First) && !Last.Before(d)
}
