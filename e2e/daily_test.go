package e2e

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"mahjong/engine/daily"
	"mahjong/engine/stones"
)

// dailyView is what the Daily dialog shows of the game of its calendar.
type dailyView struct {
	Open       bool
	TodayRow   string // the "Today" cell of Tiny Pebbles in today's deals
	Streak     string
	BestStreak string
	Month      string
	TodayClass string // the class of today's button in the calendar
	TodayLabel string
	Share      string
}

const dailyViewJS = `(() => {
	const $ = (s) => document.querySelector(s);
	const text = (s) => { const e = $(s); return e ? e.textContent : ""; };
	const day = $('#daily-body .daily-calendar [aria-current="date"]');
	const share = $("#daily-share");
	return {
		Open: $("#daily-dialog").open,
		TodayRow: text('#daily-games tr[data-variant="tiny-pebbles"] td'),
		Streak: text("#daily-streak"), BestStreak: text("#daily-best-streak"), Month: text("#daily-month"),
		TodayClass: day ? day.className : "", TodayLabel: day ? day.getAttribute("aria-label") : "",
		Share: share ? share.value : "",
	};
})()`

// TestDaily opens the Daily dialog from the keyboard, plays today's Tiny Pebbles from it and
// wins it with the solver's line (found natively for today's deal, by the UTC date the page
// reads: the run's, pageEpoch), then sees the day won in the calendar, a streak of one day, and the
// result to share, which gives the game, the day, the time and whether it had help but nothing of the
// deal, with a link to the day's deal that opens it.
func TestDaily(t *testing.T) {
	today := pageToday()
	d, err := daily.For(variant(t, "tiny-pebbles"), today)
	if err != nil {
		t.Fatal(err)
	}
	line, win := stonesLine(t, dealAs[*stones.Position](t, "tiny-pebbles", d.Number), true)
	if !win {
		t.Fatalf("the solver does not win today's Tiny Pebbles (deal %d) in time", d.Number)
	}
	tb := newTab(t)
	tb.open(link("shanghai-square", 1))
	clearDaily(tb)
	t.Cleanup(func() { clearDaily(tb) })
	tb.run("grant the clipboard", browser.GrantPermissions([]browser.PermissionType{browser.PermissionTypeClipboardReadWrite, browser.PermissionTypeClipboardSanitizedWrite}))
	tb.open(link("shanghai-square", 1))

	tb.focusOn("#daily-open")
	tb.key(kb.Enter)
	tb.wait("the Daily dialog", modal("daily-dialog"))
	v := read[dailyView](tb, dailyViewJS)
	if v.TodayRow != "Not played" || v.Streak != "0 days" {
		t.Fatalf("before playing: %+v", v)
	}
	tb.afterRender("play today's Tiny Pebbles", chromedp.Click(`#daily-body button[aria-label="Play today's Tiny Pebbles"]`, chromedp.ByQuery, chromedp.NodeVisible))
	frag := "#game=tiny-pebbles&daily=" + today.String()
	tb.wait("today's deal", fmt.Sprintf(`!document.getElementById("daily-dialog").open && location.hash === %q && document.getElementById("board").dataset.deal === %q`,
		frag, strconv.FormatUint(d.Number, 10)))

	for _, sq := range line {
		tb.stonesClick(sq)
	}
	tb.wait("the win", modal("result")+` && document.getElementById("result").dataset.result === "won"`)
	tb.key(kb.Escape)
	tb.wait("the result to close", `!document.getElementById("result").open`)

	tb.run("open the Daily dialog", chromedp.Click("#daily-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the Daily dialog", modal("daily-dialog"))
	v = read[dailyView](tb, dailyViewJS)
	won := `Won in \d+:\d\d, no help\.`
	month := fmt.Sprintf("%s %d", today.Month, today.Year)
	if !regexp.MustCompile("^"+won+"$").MatchString(v.TodayRow) || v.Streak != "1 day" || v.BestStreak != "1 day" ||
		v.Month != month || v.TodayClass != "won" || !regexp.MustCompile(fmt.Sprintf(`^%s %d: today, %s$`, today.Month, today.Day, won)).MatchString(v.TodayLabel) {
		t.Fatalf("after the win, the dialog shows %+v", v)
	}
	// The day in words, as the browser's Intl writes it in English.
	share := regexp.MustCompile(fmt.Sprintf(`^Tiny Pebbles, daily deal of %s %d, %d: %s\nhttp://[^/]+/%s$`, today.Month, today.Day, today.Year, won, regexp.QuoteMeta(frag)))
	if !share.MatchString(v.Share) {
		t.Fatalf("the result to share is %q, want one matching %s", v.Share, share)
	}

	tb.axe(readAxe(t), "the Daily dialog after a win")

	tb.run("copy the result", chromedp.Click(`#daily-body [data-home="daily-copy"]`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the copy to be said", `document.getElementById("notice").textContent.includes("Your result is copied.")`)
	var copied string
	tb.run("read the clipboard", chromedp.Evaluate(`navigator.clipboard.readText()`, &copied, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
	if copied != v.Share {
		t.Errorf("the clipboard holds %q, want %q", copied, v.Share)
	}

	// Another game's calendar, picked in the menu, keeps the focus on the menu.
	pick := func(id string) {
		tb.eval(fmt.Sprintf(`(() => { const s = document.getElementById("daily-game"); s.focus(); s.value = %q;
			s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, id), nil)
	}
	pick("one-player")
	tb.wait("One Player's calendar", `document.getElementById("daily-day-title").textContent.startsWith("Mah-Jongg One Player,")
		&& document.activeElement === document.getElementById("daily-game") && document.getElementById("daily-streak").textContent === "0 days"`)
	pick("tiny-pebbles")
	tb.wait("Tiny Pebbles' calendar", `document.getElementById("daily-day-title").textContent.startsWith("Tiny Pebbles,")`)

	// Yesterday's deal, picked in the calendar (the month before's: pageEpoch is the first of
	// a month), is played late.
	yesterday := today.Add(-1)
	y, err := daily.For(variant(t, "tiny-pebbles"), yesterday)
	if err != nil {
		t.Fatal(err)
	}
	if yesterday.Month != today.Month {
		tb.run("the month before", chromedp.Click(`#daily-body [data-home="daily-prev"]`, chromedp.ByQuery, chromedp.NodeVisible))
	}
	day := fmt.Sprintf(`#daily-body [data-home="daily-day"][data-date="%s"]`, yesterday)
	tb.run("pick yesterday", chromedp.Click(day, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("yesterday picked", fmt.Sprintf(`document.querySelector(%q).getAttribute("aria-pressed") === "true" && document.activeElement === document.querySelector(%q)
		&& document.querySelector("#daily-day [data-home=daily-play]").textContent === "Play this day's deal (late)"`, day, day))
	tb.afterRender("play yesterday's deal", chromedp.Click(`#daily-day [data-home="daily-play"]`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("yesterday's deal, played late", fmt.Sprintf(`location.hash === %q && document.getElementById("board").dataset.deal === %q
		&& document.getElementById("notice").textContent.includes("played late")`, "#game=tiny-pebbles&daily="+yesterday.String(), strconv.FormatUint(y.Number, 10)))
	// Leaving a daily game begun is asked first, in its own words.
	squares, _ := stonesLine(t, dealAs[*stones.Position](t, "tiny-pebbles", y.Number), false)
	tb.stonesClick(squares[0])
	tb.key("n")
	tb.wait("the confirmation", modal("confirm-new")+` && document.getElementById("confirm-new-text").textContent.includes("Daily record")`)
	tb.key(kb.Escape)
	// Another game, then Tiny Pebbles again from the menu: its save is yesterday's game,
	// still a daily game.
	tb.pick("small-stones")
	tb.wait("Small Stones", `document.getElementById("board").dataset.variant === "small-stones"`)
	tb.pick("tiny-pebbles")
	tb.wait("yesterday's game again", fmt.Sprintf(`location.hash === %q && document.getElementById("board").dataset.deal === %q`,
		"#game=tiny-pebbles&daily="+yesterday.String(), strconv.FormatUint(y.Number, 10)))

	// The link opens the day's deal in a new tab, as one shared.
	lt := newTab(t)
	st := lt.navigate(strings.SplitN(v.Share, "\n", 2)[1])
	if st.Variant != "tiny-pebbles" {
		t.Errorf("the shared link opens %q", st.Variant)
	}
	lt.wait("the day's deal", fmt.Sprintf(`document.getElementById("board").dataset.deal === %q`, strconv.FormatUint(d.Number, 10)))
}

// clearDaily removes the daily record and Tiny Pebbles' saved game, before and after a test.
func clearDaily(tb *tab) {
	tb.eval(`["mahjong.v1.daily", "mahjong.v1.game.tiny-pebbles"].forEach((k) => localStorage.removeItem(k)), true`, nil)
}

// TestDailyCorruptRecord: a line of the daily record that cannot be read costs that line
// only, and the player is told once; the page goes on.
func TestDailyCorruptRecord(t *testing.T) {
	tb := newTab(t)
	tb.open(link("shanghai-square", 1))
	t.Cleanup(func() { clearDaily(tb) })
	today := pageToday()
	record := "1\nnonsense\ntiny-pebbles;" + today.String() + ";" + today.String() + ";w;75;0;0\n"
	tb.eval(`localStorage.setItem("mahjong.v1.daily", `+strconv.Quote(record)+`), true`, nil)
	tb.reload()
	tb.run("open the Daily dialog", chromedp.Click("#daily-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the Daily dialog", modal("daily-dialog"))
	v := read[dailyView](tb, dailyViewJS)
	if v.TodayRow != "Won in 1:15, no help." {
		t.Errorf("today's Tiny Pebbles shows %q, want the line that could be read", v.TodayRow)
	}
	if st := tb.state(); !strings.Contains(st.Notice, "daily results could not all be read (daily line 2") {
		t.Errorf("notice %q, want one about daily line 2", st.Notice)
	}
	tb.eval(`localStorage.setItem("mahjong.v1.daily", "{not a record"), true`, nil)
	tb.key(kb.Escape)
	tb.run("open the Daily dialog again", chromedp.Click("#daily-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the Daily dialog", modal("daily-dialog"))
	v = read[dailyView](tb, dailyViewJS)
	if v.TodayRow != "Not played" {
		t.Errorf("with a record of another format, today's Tiny Pebbles shows %q", v.TodayRow)
	}
}

// TestDailyEmbed: daily=1 in the embed link opens today's deal of the game; the embed has no
// Daily button of its own.
func TestDailyEmbed(t *testing.T) {
	today := pageToday()
	d, err := daily.For(variant(t, "tiny-pebbles"), today)
	if err != nil {
		t.Fatal(err)
	}
	tb := newTab(t)
	host := startHost(t, baseURL+"embed.html?game=tiny-pebbles&daily=1")
	tb.run("open the host", chromedp.Navigate(host))
	tb.wait("ready", `events.some((e) => e.data.type === "ready")`)
	if ev := tb.events()[0].Data; ev.Game != "tiny-pebbles" || ev.Deal != d.Number {
		t.Errorf("the embed opened %s deal %d, want today's, deal %d", ev.Game, ev.Deal, d.Number)
	}
	var frames []*cdp.Node
	tb.run("find the frame", chromedp.Nodes("#game", &frames, chromedp.ByQuery))
	var off []*cdp.Node
	tb.run("the Daily button", chromedp.Nodes("#daily-open[data-embed-off]", &off, chromedp.ByQuery, chromedp.AtLeast(0), chromedp.FromNode(frames[0])))
	if len(off) != 1 {
		t.Errorf("the embed shows a Daily button")
	}
}
