package demo

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The demo draws its own pictures so nothing is downloaded. Every drawing is
// a pure function of its inputs: running the demo twice makes the same bytes,
// and so the same content-addressed file keys.

var (
	boldFont    = mustParseFont(gobold.TTF)
	regularFont = mustParseFont(goregular.TTF)
)

func mustParseFont(ttf []byte) *opentype.Font {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic(err)
	}
	return f
}

func face(f *opentype.Font, size float64) font.Face {
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(err)
	}
	return fc
}

// palette is a cover's colours: background top and bottom, accent, text.
type palette struct {
	top, bottom, accent, ink color.RGBA
}

func rgb(hex uint32) color.RGBA {
	return color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 255}
}

// motif picks the shape drawn in the middle of a cover.
type motif int

const (
	motifSun motif = iota
	motifCloud
	motifStar
	motifHeart
	motifMoon
	motifTree
)

// drawCover paints a 480×720 book cover: a soft vertical gradient, a motif,
// the title in large type and the author below it.
func drawCover(title, author string, p palette, m motif) []byte {
	return drawn(fmt.Sprint("cover", title, author, p, m), func() []byte { return paintCover(title, author, p, m) })
}

func paintCover(title, author string, p palette, m motif) []byte {
	const w, h = 480, 720
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		c := mix(p.top, p.bottom, float64(y)/float64(h-1))
		for x := 0; x < w; x++ {
			img.SetRGBA(x, y, c)
		}
	}
	drawMotif(img, m, w/2, 450, 100, p.accent)
	// a light band behind the title keeps it readable on any background
	fillRect(img, 0, 24, w, 200, color.RGBA{255, 255, 255, 200})
	drawWrapped(img, title, face(boldFont, 46), p.ink, 80, 56, w-60)
	drawCentered(img, author, face(regularFont, 26), p.ink, h-40)
	return encodePNG(img)
}

// drawPortrait paints the author's stand-in portrait: a friendly face.
func drawPortrait() []byte { return drawn("portrait", paintPortrait) }

func paintPortrait() []byte {
	const s = 500
	img := image.NewRGBA(image.Rect(0, 0, s, s))
	bg, skin, hair, ink := rgb(0xFDE7C8), rgb(0xE8B48F), rgb(0x6B3E26), rgb(0x3B2A20)
	fillRect(img, 0, 0, s, s, bg)
	fillCircle(img, 250, 230, 150, hair)
	fillRect(img, 100, 230, 400, 420, hair)
	fillCircle(img, 250, 250, 120, skin)
	fillCircle(img, 250, 560, 200, rgb(0x3F7D6E))
	fillCircle(img, 205, 235, 12, ink)
	fillCircle(img, 295, 235, 12, ink)
	for a := 0.15; a < math.Pi-0.15; a += 0.01 {
		x, y := 250+55*math.Cos(a), 290+35*math.Sin(a)
		fillCircle(img, int(x), int(y), 4, ink)
	}
	fillCircle(img, 185, 280, 16, rgb(0xF29C9C))
	fillCircle(img, 315, 280, 16, rgb(0xF29C9C))
	return encodePNG(img)
}

// drawColoringPage paints a black-outline picture for children to colour.
func drawColoringPage(title string, m motif) []byte {
	return drawn(fmt.Sprint("coloring page", title, m), func() []byte { return paintColoringPage(title, m) })
}

func paintColoringPage(title string, m motif) []byte {
	const w, h = 850, 1100
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	white, ink := rgb(0xFFFFFF), rgb(0x222222)
	fillRect(img, 0, 0, w, h, white)
	drawMotif(img, m, w/2, 560, 260, ink)
	drawMotif(img, m, w/2, 560, 250, white)
	drawCentered(img, title, face(boldFont, 44), ink, 120)
	drawCentered(img, "Colour me in!", face(regularFont, 30), ink, h-80)
	return encodePNG(img)
}

func drawMotif(img *image.RGBA, m motif, cx, cy, r int, c color.RGBA) {
	switch m {
	case motifSun:
		for a := 0.0; a < 2*math.Pi; a += math.Pi / 6 {
			x, y := float64(cx)+float64(r)*1.45*math.Cos(a), float64(cy)+float64(r)*1.45*math.Sin(a)
			fillCircle(img, int(x), int(y), r/5, c)
		}
		fillCircle(img, cx, cy, r, c)
	case motifCloud:
		fillCircle(img, cx-r/2, cy+r/5, r*2/3, c)
		fillCircle(img, cx+r/2, cy+r/5, r*2/3, c)
		fillCircle(img, cx, cy-r/4, r*4/5, c)
	case motifStar:
		fillPolygon(img, starPoints(cx, cy, r), c)
	case motifHeart:
		fillCircle(img, cx-r/2, cy-r/4, r*3/5, c)
		fillCircle(img, cx+r/2, cy-r/4, r*3/5, c)
		fillPolygon(img, [][2]float64{{float64(cx - r*21/20), float64(cy - r/20)}, {float64(cx + r*21/20), float64(cy - r/20)}, {float64(cx), float64(cy + r*6/5)}}, c)
	case motifMoon:
		fillCircle(img, cx, cy, r, c)
		bg := img.RGBAAt(cx+r*3/2, cy-r*3/2)
		fillCircle(img, cx+r*2/5, cy-r/4, r*4/5, bg)
	case motifTree:
		fillRect(img, cx-r/6, cy, cx+r/6, cy+r*6/5, c)
		fillCircle(img, cx, cy-r/3, r*4/5, c)
		fillCircle(img, cx-r/2, cy+r/6, r/2, c)
		fillCircle(img, cx+r/2, cy+r/6, r/2, c)
	}
}

func starPoints(cx, cy, r int) [][2]float64 {
	var pts [][2]float64
	for i := 0; i < 10; i++ {
		rad := float64(r)
		if i%2 == 1 {
			rad *= 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, [2]float64{float64(cx) + rad*math.Cos(a), float64(cy) + rad*math.Sin(a)})
	}
	return pts
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}

// blend paints c over the pixel at (x, y), honouring c's alpha.
func blend(img *image.RGBA, x, y int, c color.RGBA) {
	if !(image.Point{x, y}.In(img.Rect)) {
		return
	}
	if c.A == 255 {
		img.SetRGBA(x, y, c)
		return
	}
	img.SetRGBA(x, y, mix(img.RGBAAt(x, y), color.RGBA{c.R, c.G, c.B, 255}, float64(c.A)/255))
}

func fillRect(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			blend(img, x, y, c)
		}
	}
}

func fillCircle(img *image.RGBA, cx, cy, r int, c color.RGBA) {
	for y := -r; y <= r; y++ {
		for x := -r; x <= r; x++ {
			if x*x+y*y <= r*r {
				blend(img, cx+x, cy+y, c)
			}
		}
	}
}

// fillPolygon fills by the even-odd rule, scanning each row.
func fillPolygon(img *image.RGBA, pts [][2]float64, c color.RGBA) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		fy := float64(y) + 0.5
		var xs []float64
		for i := range pts {
			a, z := pts[i], pts[(i+1)%len(pts)]
			if (a[1] <= fy && z[1] > fy) || (z[1] <= fy && a[1] > fy) {
				xs = append(xs, a[0]+(fy-a[1])/(z[1]-a[1])*(z[0]-a[0]))
			}
		}
		for i := 0; i < len(xs); i++ {
			for j := i + 1; j < len(xs); j++ {
				if xs[j] < xs[i] {
					xs[i], xs[j] = xs[j], xs[i]
				}
			}
		}
		for i := 0; i+1 < len(xs); i += 2 {
			for x := int(xs[i] + 0.5); x < int(xs[i+1]+0.5); x++ {
				blend(img, x, y, c)
			}
		}
	}
}

func textWidth(f font.Face, s string) int {
	return font.MeasureString(f, s).Round()
}

func drawText(img *image.RGBA, s string, f font.Face, c color.RGBA, x, baseline int) {
	d := &font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f, Dot: fixed.P(x, baseline)}
	d.DrawString(s)
}

func drawCentered(img *image.RGBA, s string, f font.Face, c color.RGBA, baseline int) {
	drawText(img, s, f, c, (img.Bounds().Dx()-textWidth(f, s))/2, baseline)
}

// drawWrapped centres s in lines no wider than maxWidth, from the first
// baseline down.
func drawWrapped(img *image.RGBA, s string, f font.Face, c color.RGBA, baseline, lineHeight, maxWidth int) {
	var line string
	for _, word := range strings.Fields(s) {
		next := strings.TrimSpace(line + " " + word)
		if line != "" && textWidth(f, next) > maxWidth {
			drawCentered(img, line, f, c, baseline)
			baseline += lineHeight
			line = word
			continue
		}
		line = next
	}
	drawCentered(img, line, f, c, baseline)
}

// pictures keeps each picture once painted, by what it shows: the same
// arguments always paint the same bytes, and compressing them is most of
// loading the demo, which tests do many times in one process (half a minute
// a load under the race detector). Callers only read the bytes.
var pictures sync.Map

func drawn(key string, paint func() []byte) []byte {
	if b, ok := pictures.Load(key); ok {
		return b.([]byte)
	}
	b := paint()
	pictures.Store(key, b)
	return b
}

func encodePNG(img image.Image) []byte {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		panic(err) // encoding to memory cannot fail
	}
	return buf.Bytes()
}
