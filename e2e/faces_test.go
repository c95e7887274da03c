package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"mahjong/e2e/harness"
	"mahjong/wasm/store"
)

// The faces sheet: every tile face at the size of a tile 24 CSS px wide, in rows of
// sheetCols, one pixel per CSS px.
const (
	cellW, cellH = 24, 32
	sheetCols    = 7
	sheetGap     = 4
)

// minFaceDiff is how many of a face's 768 pixels must differ clearly (by more than 48 in a
// channel) from any other face's of the set: about a numeral's stroke at 24 px.
const minFaceDiff = 20

// showSet shows a face set on the page as the settings do (boot.js, mahjongFaces) and waits
// until it shows.
func (tb *tab) showSet(set string) {
	tb.t.Helper()
	tb.eval(fmt.Sprintf(`mahjongFaces(%q), true`, set), nil)
	tb.wait("the "+set+" faces", fmt.Sprintf(`document.getElementById("faces").dataset.shown === %q`, set))
}

// faceSheet lays out every face the page's sprite holds on the tile's ivory, screenshots it
// and returns each face's pixels by id.
func (tb *tab) faceSheet() (map[string]*image.RGBA, image.Image) {
	tb.t.Helper()
	var ids []string
	tb.eval(fmt.Sprintf(`(() => {
		const ids = [...document.querySelectorAll("#faces symbol[id^='t-']")].map((s) => s.id);
		document.getElementById("face-sheet")?.remove();
		const sheet = document.createElement("div");
		sheet.id = "face-sheet";
		const rows = Math.ceil(ids.length / %[1]d);
		sheet.style.cssText = "position:fixed;left:0;top:0;z-index:99999;background:#fbf6e9;width:" +
			(%[1]d * (%[2]d + %[4]d)) + "px;height:" + (rows * (%[3]d + %[4]d)) + "px";
		ids.forEach((id, i) => sheet.insertAdjacentHTML("beforeend",
			'<svg width="%[2]d" height="%[3]d" style="position:absolute;left:' + (i %% %[1]d) * (%[2]d + %[4]d) +
			'px;top:' + Math.floor(i / %[1]d) * (%[3]d + %[4]d) + 'px"><use href="#' + id + '"/></svg>'));
		document.body.append(sheet);
		return ids;
	})()`, sheetCols, cellW, cellH, sheetGap), &ids)
	var shot []byte
	tb.run("screenshot the faces", chromedp.Screenshot("#face-sheet", &shot, chromedp.ByQuery))
	tb.eval(`document.getElementById("face-sheet").remove(), true`, nil)
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		tb.t.Fatal(err)
	}
	if want := sheetCols * (cellW + sheetGap); img.Bounds().Dx() != want {
		tb.t.Fatalf("the sheet is %d px wide, want %d: the screenshot is not one pixel per CSS px", img.Bounds().Dx(), want)
	}
	faces := map[string]*image.RGBA{}
	for i, id := range ids {
		x, y := i%sheetCols*(cellW+sheetGap), i/sheetCols*(cellH+sheetGap)
		cell := image.NewRGBA(image.Rect(0, 0, cellW, cellH))
		for dy := range cellH {
			for dx := range cellW {
				cell.Set(dx, dy, img.At(img.Bounds().Min.X+x+dx, img.Bounds().Min.Y+y+dy))
			}
		}
		faces[id] = cell
	}
	return faces, img
}

// pixelDiff counts the pixels where a and b differ by more than 48 in a channel.
func pixelDiff(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		for c := range 3 {
			d := int(a.Pix[i+c]) - int(b.Pix[i+c])
			if d > 48 || d < -48 {
				n++
				break
			}
		}
	}
	return n
}

// TestFaceSetsAt24px renders every face of every set at 24 px in the browser and finds no
// two of a set alike; the sheets are artifacts (artifacts/faces-<set>-24px.png).
func TestFaceSetsAt24px(t *testing.T) {
	tb := newTab(t)
	tb.run("viewport", chromedp.EmulateViewport(1280, 800, chromedp.EmulateScale(1)))
	tb.open(link("shanghai-square", 1))
	var classicIDs []string
	for _, set := range store.FaceSets {
		t.Run(set, func(t *testing.T) {
			tb.t = t
			tb.showSet(set)
			faces, sheet := tb.faceSheet()
			saveArtifact(t, "faces-"+set+"-24px", sheet)
			var ids []string
			for id := range faces {
				ids = append(ids, id)
			}
			if len(ids) != 42 {
				t.Errorf("%d faces, want 42", len(ids))
			}
			if classicIDs == nil {
				classicIDs = ids
			} else if strings.Join(sorted(ids), " ") != strings.Join(sorted(classicIDs), " ") {
				t.Errorf("faces %v, want the classic set's %v", sorted(ids), sorted(classicIDs))
			}
			blank := image.NewRGBA(image.Rect(0, 0, cellW, cellH))
			copy(blank.Pix, faces[ids[0]].Pix) // replaced below by the ivory
			for i := range blank.Pix {
				blank.Pix[i] = []uint8{0xfb, 0xf6, 0xe9, 0xff}[i%4]
			}
			least, pair := cellW*cellH, ""
			for i, a := range sorted(ids) {
				if n := pixelDiff(faces[a], blank); n < minFaceDiff {
					t.Errorf("%s shows almost nothing at 24 px: %d pixels of ink", a, n)
				}
				for _, b := range sorted(ids)[i+1:] {
					n := pixelDiff(faces[a], faces[b])
					if n < least {
						least, pair = n, a+" and "+b
					}
					if n < minFaceDiff {
						t.Errorf("%s and %s differ in %d pixels at 24 px, want %d or more", a, b, n, minFaceDiff)
					}
				}
			}
			t.Logf("the closest faces, %s, differ in %d of %d pixels", pair, least, cellW*cellH)
		})
	}
	tb.t = t
}

func sorted(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// saveArtifact writes img as artifacts/NAME.png.
func saveArtifact(t *testing.T, name string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll("artifacts", 0o755); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join("artifacts", name+".png")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s", p)
}

// tilePixels screenshots the first tile of the board.
func (tb *tab) tilePixels() *image.RGBA {
	tb.t.Helper()
	var shot []byte
	tb.run("screenshot a tile", chromedp.Screenshot("#board .tile", &shot, chromedp.ByQuery))
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		tb.t.Fatal(err)
	}
	out := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}

// requested lists the addresses the tab has asked for that contain part.
func (tb *tab) requested(part string) []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	var out []string
	for _, u := range tb.urls {
		if strings.Contains(u, part) {
			out = append(out, u)
		}
	}
	return out
}

// TestFaceSetSetting: a first visit downloads no other face set; choosing one in Settings
// changes what the tiles show, survives a reload, and leaves axe-core nothing to report;
// choosing the classic set again shows the first faces without a download.
func TestFaceSetSetting(t *testing.T) {
	src := readAxe(t)
	tb := newTab(t)
	tb.run("viewport", chromedp.EmulateViewport(1280, 800, chromedp.EmulateScale(1)))
	tb.open("")
	tb.eval(`localStorage.removeItem("mahjong.v1.settings"), true`, nil)
	t.Cleanup(func() { tb.eval(`localStorage.removeItem("mahjong.v1.settings"), true`, nil) })
	tb.open(link("shanghai-square", 5))
	tb.reload()
	if got := tb.requested("faces-"); len(got) != 0 {
		t.Errorf("the first visit asked for %v, want no face set beyond the page's", got)
	}
	classic := tb.tilePixels()
	seen := []*image.RGBA{classic}
	for _, set := range store.FaceSets[1:] {
		t.Run(set, func(t *testing.T) {
			tb.t = t
			tb.setSetting("faces", set)
			tb.wait("the "+set+" faces", fmt.Sprintf(`document.getElementById("faces").dataset.shown === %q`, set))
			shown := tb.tilePixels()
			for i, other := range seen {
				if pixelDiff(shown, other) < minFaceDiff {
					t.Errorf("the tile looks as it did with the %s faces", store.FaceSets[i])
				}
			}
			seen = append(seen, shown)
			tb.axe(src, set+" faces")
			tb.reload()
			tb.wait("the "+set+" faces after a reload", fmt.Sprintf(`document.getElementById("faces").dataset.shown === %q`, set))
			if n := pixelDiff(tb.tilePixels(), shown); n != 0 {
				t.Errorf("after a reload the tile differs in %d pixels from the %s faces", n, set)
			}
			var chosen string
			tb.eval(`(() => { document.getElementById("settings-open").click();
				const v = document.getElementById("settings-form").elements.faces.value;
				document.getElementById("settings-dialog").close(); return v; })()`, &chosen)
			if chosen != set {
				t.Errorf("after a reload Settings shows the %q faces, want %q", chosen, set)
			}
		})
	}
	tb.t = t
	before := len(tb.requested("faces"))
	tb.setSetting("faces", store.FaceSets[0])
	tb.wait("the classic faces", `document.getElementById("faces").dataset.shown === "classic"`)
	if n := pixelDiff(tb.tilePixels(), classic); n != 0 {
		t.Errorf("the classic faces chosen again differ in %d pixels from the first ones", n)
	}
	if after := len(tb.requested("faces")); after != before {
		t.Errorf("choosing the classic faces again made %d requests, want none", after-before)
	}
}

// TestOfflineFaceSet: a face set chosen online is kept by the service worker and shows
// offline; one never chosen cannot be downloaded offline, and the page says so and keeps the
// faces it shows.
func TestOfflineFaceSet(t *testing.T) {
	srv, stop := serveAlone(t)
	page := srv.URL + link("shanghai-square", 1)
	tb := newTab(t)
	tb.navigate(page)
	tb.wait("the service worker to control the page", `navigator.serviceWorker.controller !== null`)
	tb.setSetting("faces", "large")
	tb.wait("the large faces", `document.getElementById("faces").dataset.shown === "large"`)

	stop()
	tb.navigate(page)
	tb.wait("the large faces offline", `document.getElementById("faces").dataset.shown === "large"`)
	tb.setSetting("faces", "colourblind")
	tb.wait("the notice", `document.getElementById("notice").textContent.includes("could not be downloaded")`)
	var shown string
	tb.eval(`document.getElementById("faces").dataset.shown`, &shown)
	if shown != "large" {
		t.Errorf("after a set failed to download the page shows the %q faces, want the large ones it had", shown)
	}
	tb.forgive("faces-colourblind.svg") // the failed request is what this test makes
	tb.eval(`localStorage.removeItem("mahjong.v1.settings"), true`, nil)
}

// forgive drops the problems reported so far that mention part: failures a test provokes.
func (tb *tab) forgive(part string) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	kept := tb.problems[:0]
	for _, p := range tb.problems {
		if !strings.Contains(p, part) {
			kept = append(kept, p)
		}
	}
	tb.problems = kept
}

// serveAlone serves the site on a server of its own (an origin of its own, so a service
// worker of its own), until stop or the end of the test.
func serveAlone(t *testing.T) (srv *harness.Server, stop func()) {
	t.Helper()
	srv, err := harness.StartServer(*siteDir, "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	stopped := false
	stop = func() {
		if !stopped {
			stopped = true
			srv.Stop()
		}
	}
	t.Cleanup(stop)
	return srv, stop
}
