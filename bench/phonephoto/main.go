// Command phonephoto writes a JPEG such as a phone camera takes: 4032 × 3024
// pixels stored sideways with EXIF orientation 6 (the phone was held upright),
// with sensor grain so that it is about 6 MB. `make bench` uploads it as the
// newest book's cover to measure the home page as a phone sees it.
//
// Usage: go run ./bench/phonephoto FILE
package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math/rand/v2"
	"os"

	"github.com/storyshelf/storyshelf/internal/exif"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: phonephoto FILE")
		os.Exit(2)
	}
	if err := os.WriteFile(os.Args[1], photo(4032, 3024), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// photo draws a sky-to-meadow gradient with a sun, adds grain from a fixed
// seed (the same bytes every run) and prefixes the EXIF orientation.
func photo(w, h int) []byte {
	grain := rand.New(rand.NewPCG(1, 2))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			// Stored sideways: x runs from the top of the scene to the bottom.
			t := float64(x) / float64(w)
			c := color.RGBA{uint8(120 + 100*t), uint8(180 - 40*t), uint8(235 - 180*t), 255}
			if dx, dy := x-w/4, y-h/2; dx*dx+dy*dy < (h/8)*(h/8) {
				c = color.RGBA{250, 220, 90, 255}
			}
			n := grain.IntN(65) - 32
			img.SetRGBA(x, y, color.RGBA{clamp(int(c.R) + n), clamp(int(c.G) + n), clamp(int(c.B) + n), 255})
		}
	}
	var plain bytes.Buffer
	if err := jpeg.Encode(&plain, img, &jpeg.Options{Quality: 92}); err != nil {
		panic(err)
	}
	return exif.WithOrientation(plain.Bytes(), 6)
}

func clamp(v int) uint8 {
	return uint8(max(0, min(255, v)))
}
