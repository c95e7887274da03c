package daily

import (
	"errors"
	"strconv"
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

// dateError is an error about a date, wrapping ErrDate. (The package does without fmt, which
// would cost the page's WebAssembly about a hundred kilobytes.)
type dateError string

func (e dateError) Error() string { return ErrDate.Error() + " " + string(e) }
func (e dateError) Unwrap() error { return ErrDate }

// outOfRange is the error of a real day outside First..Last; what names it.
func outOfRange(what string) error {
	return dateError(what + ": the daily deals run from " + First.String() + " to " + Last.String())
}

// ParseDate reads a date written YYYY-MM-DD, from First to Last.
func ParseDate(s string) (Date, error) {
	bad := len(s) != len("2006-01-02") || s[4] != '-' || s[7] != '-'
	for i := 0; i < len(s) && !bad; i++ {
		bad = i != 4 && i != 7 && (s[i] < '0' || s[i] > '9')
	}
	var d Date
	if !bad {
		y, _ := strconv.Atoi(s[:4])
		m, _ := strconv.Atoi(s[5:7])
		day, _ := strconv.Atoi(s[8:])
		d = Date{y, time.Month(m), day}
		bad = DateOf(d.Days()) != d
	}
	if bad {
		return Date{}, dateError(strconv.Quote(s) + ": want a day written YYYY-MM-DD, such as 2026-11-26")
	}
	if d.Before(First) || Last.Before(d) {
		return Date{}, outOfRange(strconv.Quote(s))
	}
	return d, nil
}

// Of returns the UTC date of t: the day a device is in, whatever its time zone.
func Of(t time.Time) Date { return DateOf(floorDiv(int(t.Unix()), 86400)) }

// The calendar arithmetic is Howard Hinnant's civil-date algorithms ("chrono-compatible
// low-level date algorithms"), in whole numbers: the page's WebAssembly then needs none of
// package time's calendar code. A test checks them against package time.

// DateOf returns the day n days after 1970-01-01 (n may be negative).
func DateOf(n int) Date {
	n += 719468 // from 0000-03-01, so that a leap day ends its year
	era := floorDiv(n, 146097)
	doe := n - era*146097                                  // [0, 146096]
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365 // [0, 399]
	doy := doe - (365*yoe + yoe/4 - yoe/100)               // [0, 365], from March 1st
	mp := (5*doy + 2) / 153                                // [0, 11], March first
	m := mp + 3
	y := yoe + era*400
	if m > 12 {
		m -= 12
		y++
	}
	return Date{y, time.Month(m), doy - (153*mp+2)/5 + 1}
}

// Days returns the number of days from 1970-01-01 to d. A month or day out of its range
// counts on (month 13 is January of the next year, day 0 the last of the month before).
func (d Date) Days() int {
	y, m := d.Year+floorDiv(int(d.Month)-1, 12), floorMod(int(d.Month)-1, 12)+1
	if m <= 2 {
		y--
	}
	era := floorDiv(y, 400)
	yoe := y - era*400
	doy := (153*((m+9)%12)+2)/5 + d.Day - 1
	return era*146097 + yoe*365 + yoe/4 - yoe/100 + doy - 719468
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func floorMod(a, b int) int { return a - floorDiv(a, b)*b }

// Add returns the day n days after d (before it, for negative n).
func (d Date) Add(n int) Date { return DateOf(d.Days() + n) }

// Before reports whether d comes before e.
func (d Date) Before(e Date) bool { return d.Days() < e.Days() }

// Weekday returns d's day of the week.
func (d Date) Weekday() time.Weekday {
	return time.Weekday(floorMod(d.Days()+4, 7)) // 1970-01-01 was a Thursday
}

// String writes d as YYYY-MM-DD.
func (d Date) String() string {
	return pad(d.Year, 4) + "-" + pad(int(d.Month), 2) + "-" + pad(d.Day, 2)
}

// pad writes n with leading zeros to width digits.
func pad(n, width int) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

// MonthDays returns how many days month m of year y has.
func MonthDays(y int, m time.Month) int {
	return Date{y, m + 1, 1}.Days() - Date{y, m, 1}.Days()
}

// index is d's place in the rule: 0 for First.
func (d Date) index() int { return d.Days() - First.Days() }

// valid reports whether d is a real day from First to Last.
func (d Date) valid() bool {
	return DateOf(d.Days()) == d && !d.Before(First) && !Last.Before(d)
}
