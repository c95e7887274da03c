//go:build !js

package msg

import (
	"strconv"
	"time"
)

// englishNumber is the English way of writing numbers, for native tests.
func englishNumber(n int, style string) string {
	switch style {
	case stylePercent:
		return group(n) + "%"
	case styleDigits:
		return strconv.Itoa(n)
	case styleTenths:
		sign := ""
		if n < 0 {
			sign, n = "-", -n
		}
		return sign + group(n/10) + "." + strconv.Itoa(n%10)
	}
	return group(n)
}

// group writes n with a comma between groups of three digits.
func group(n int) string {
	s := strconv.Itoa(n)
	start := 0
	if n < 0 {
		start = 1
	}
	for i := len(s) - 3; i > start; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// englishDate is Date in English as Intl.DateTimeFormat("en") writes it, for native tests. The names are tables rather than package time's String methods,
// which cost the page's WebAssembly more.
func englishDate(year int, month time.Month, day int, style DateStyle) string {
	weekday := [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}[weekdayOf(year, month, day)]
	m := [...]string{"January", "February", "March", "April", "May", "June", "July", "August", "September",
		"October", "November", "December"}[(month+11)%12]
	y, d := strconv.Itoa(year), strconv.Itoa(day)
	switch style {
	case WeekdayDate:
		return weekday + ", " + m + " " + d + ", " + y
	case DayMonth:
		return m + " " + d
	case MonthYear:
		return m + " " + y
	case Weekday:
		return weekday
	case WeekdayShort:
		return weekday[:3]
	}
	return m + " " + d + ", " + y
}

// weekdayOf is the day of the week of a day of the Gregorian calendar, 0 for Sunday
// (Sakamoto's method; package time's Date costs the page's WebAssembly more).
func weekdayOf(year int, month time.Month, day int) int {
	if month < 3 {
		year--
	}
	t := [...]int{0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4}[(month+11)%12]
	return ((year+year/4-year/100+year/400+t+day)%7 + 7) % 7
}
