package page

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/daily"
	"mahjong/engine/enginetest"
)

func day(s string) daily.Date { return enginetest.Must(daily.ParseDate(s)) }

// step is one render of a daily game, on the device's day today, and what the record must
// then hold (nil: nothing written).
type step struct {
	today string
	s     Standing
	hint  bool
	want  []daily.Result
}

// TestDailyGameUpdate follows daily games render by render, with the record they write.
func TestDailyGameUpdate(t *testing.T) {
	const g = "tiny-pebbles"
	res := func(date, begun string, o daily.Outcome, seconds int, help bool) daily.Result {
		return daily.Result{Game: g, Date: day(date), Begun: day(begun), Outcome: o, Seconds: seconds, Assisted: help}
	}
	at := func(status engine.Status, seconds int, moved bool) Standing {
		return Standing{Game: g, Status: status, Seconds: seconds, Moved: moved}
	}
	tests := []struct {
		name   string
		day    string
		record []daily.Result
		steps  []step
	}{
		{"looked at, then begun, then won", "2026-11-26", nil, []step{
			{"2026-11-26", at(engine.Playing, 0, false), false, nil},
			{"2026-11-26", at(engine.Playing, 3, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Unfinished, 3, false)}},
			{"2026-11-26", at(engine.Playing, 9, true), false, nil},
			{"2026-11-26", at(engine.Won, 60, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Won, 60, false)}},
		}},
		{"begun before midnight, won after: on time", "2026-11-26", nil, []step{
			{"2026-11-26", at(engine.Playing, 3, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Unfinished, 3, false)}},
			{"2026-11-27", at(engine.Won, 400, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Won, 400, false)}},
		}},
		{"a save resumed the next day keeps the day it was begun", "2026-11-26",
			[]daily.Result{res("2026-11-26", "2026-11-26", daily.Unfinished, 30, false)}, []step{
				{"2026-11-27", at(engine.Playing, 31, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Unfinished, 31, false)}},
				{"2026-11-27", at(engine.Won, 90, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Won, 90, false)}},
			}},
		{"a hint is written at once; lost, then undone (the game goes on) and won", "2026-11-26", nil, []step{
			{"2026-11-26", at(engine.Playing, 3, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Unfinished, 3, false)}},
			{"2026-11-26", at(engine.Playing, 5, true), true, []daily.Result{res("2026-11-26", "2026-11-26", daily.Unfinished, 5, true)}},
			{"2026-11-26", at(engine.Lost, 20, true), true, []daily.Result{res("2026-11-26", "2026-11-26", daily.Lost, 20, true)}},
			{"2026-11-26", at(engine.Playing, 21, true), true, []daily.Result{res("2026-11-26", "2026-11-26", daily.Unfinished, 21, true)}},
			{"2026-11-26", at(engine.Won, 30, true), true, []daily.Result{res("2026-11-26", "2026-11-26", daily.Won, 30, true)}},
		}},
		{"a past day played late", "2026-11-20", nil, []step{
			{"2026-11-26", at(engine.Playing, 1, true), false, []daily.Result{res("2026-11-20", "2026-11-26", daily.Unfinished, 1, false)}},
			{"2026-11-26", at(engine.Won, 50, true), false, []daily.Result{res("2026-11-20", "2026-11-26", daily.Won, 50, false)}},
		}},
		{"a day won before is not undone by a new game of it", "2026-11-26",
			[]daily.Result{res("2026-11-26", "2026-11-26", daily.Won, 80, false)}, []step{
				{"2026-11-26", at(engine.Playing, 1, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Won, 80, false)}},
				{"2026-11-26", at(engine.Lost, 9, true), false, []daily.Result{res("2026-11-26", "2026-11-26", daily.Won, 80, false)}},
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var g DailyGame
			g.Start(day(tt.day))
			record := tt.record
			for i, st := range tt.steps {
				g.Hinted = st.hint
				got, changed := g.Update(st.s, day(st.today), func() []daily.Result { return append([]daily.Result(nil), record...) })
				if !changed {
					got = nil
				} else {
					record = got
				}
				if diff := cmp.Diff(st.want, got); diff != "" {
					t.Fatalf("step %d: record written (-want +got):\n%s", i, diff)
				}
			}
		})
	}
}

func TestDailyGameOff(t *testing.T) {
	var g DailyGame
	if _, changed := g.Update(Standing{Game: "tiny-pebbles", Status: engine.Won, Moved: true}, day("2026-11-26"), func() []daily.Result {
		t.Fatal("a free game read the daily record")
		return nil
	}); changed || g.On() {
		t.Error("a free game wrote the daily record")
	}
}

func TestDailyGameScored(t *testing.T) {
	var g DailyGame
	g.Start(day("2026-11-26"))
	got, _ := g.Update(Standing{Game: "one-player", Status: engine.Lost, Scored: true, Score: 212, Seconds: 300, Moved: true}, day("2026-11-26"), func() []daily.Result { return nil })
	want := []daily.Result{{Game: "one-player", Date: day("2026-11-26"), Begun: day("2026-11-26"), Outcome: daily.Finished, Score: 212, Seconds: 300}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestDailyDay(t *testing.T) {
	v, _ := catalog.Lookup("tiny-pebbles")
	other, _ := catalog.Lookup("small-stones")
	number := func(v *engine.Variant, s string) uint64 {
		d, err := daily.For(v, day(s))
		if err != nil {
			t.Fatal(err)
		}
		return d.Number
	}
	today := day("2026-11-26")
	var none daily.Date
	tests := []struct {
		name                 string
		v                    *engine.Variant
		deal                 uint64
		want, current, today daily.Date
		day                  daily.Date
	}{
		{"the day asked for", v, number(v, "2026-11-20"), day("2026-11-20"), none, today, day("2026-11-20")},
		{"a restart keeps the day", v, number(v, "2026-11-20"), none, day("2026-11-20"), today, day("2026-11-20")},
		{"a new deal is not daily", v, 12345, none, day("2026-11-20"), today, none},
		{"today's deal however opened", v, number(v, "2026-11-26"), none, none, today, today},
		{"yesterday's deal opened by its number is free play", v, number(v, "2026-11-25"), none, none, today, none},
		{"another game's deal of the day is not this one's", v, number(other, "2026-11-26"), none, none, today, none},
		{"a day asked for whose deal is not the one dealt", v, 7, day("2026-11-20"), none, today, none},
		{"a save of a day begun and not finished, resumed", v, number(v, "2026-11-22"), none, none, today, day("2026-11-22")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			begun := func() []daily.Date { return []daily.Date{day("2026-11-21"), day("2026-11-22")} }
			if got := DailyDay(tt.v, tt.deal, tt.want, tt.current, tt.today, begun); got != tt.day {
				t.Errorf("DailyDay = %v, want %v", got, tt.day)
			}
		})
	}
}

func TestDailyOpen(t *testing.T) {
	today := day("2026-11-26")
	tests := []struct {
		name, day, want, say string
	}{
		{"today", "2026-11-26", "2026-11-26", ""},
		{"a past day is late", "2026-11-01", "2026-11-01", "It is played late: it counts for no streak."},
		{"a day not out yet here opens today's", "2026-11-27", "2026-11-26",
			"The deal of November 27, 2026 is not out yet here: this device's day (UTC) is November 26, 2026. Here is today's."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, say := DailyOpen(day(tt.day), today)
			if got.String() != tt.want || say != tt.say {
				t.Errorf("DailyOpen = %v, %q; want %s, %q", got, say, tt.want, tt.say)
			}
		})
	}
}

func TestStepMonth(t *testing.T) {
	today := day("2027-03-15")
	tests := []struct {
		name      string
		y         int
		m         time.Month
		step      int
		wantY     int
		wantMonth time.Month
	}{
		{"back a month", 2027, time.March, -1, 2027, time.February},
		{"back across the year's end", 2027, time.January, -1, 2026, time.December},
		{"forward across the year's end", 2026, time.December, 1, 2027, time.January},
		{"not before the first daily month", 2026, time.November, -1, 2026, time.November},
		{"not past today's month", 2027, time.March, 1, 2027, time.March},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			y, m := StepMonth(tt.y, tt.m, tt.step, today)
			if y != tt.wantY || m != tt.wantMonth {
				t.Errorf("StepMonth = %d %v, want %d %v", y, m, tt.wantY, tt.wantMonth)
			}
		})
	}
}
