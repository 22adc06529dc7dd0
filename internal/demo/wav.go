package demo

import (
	"bytes"
	"encoding/binary"
	"math"
)

// makeSong synthesises a short melody as 8 kHz mono 8-bit WAV: a real,
// playable audio file for the demo's songs, made without any download.
func makeSong(notes []float64, beat float64) []byte {
	const rate = 8000
	var samples []byte
	for _, freq := range notes {
		n := int(beat * rate)
		for i := 0; i < n; i++ {
			t := float64(i) / rate
			env := math.Min(1, float64(i)/200) * math.Min(1, float64(n-i)/800) // no clicks
			v := 0.0
			if freq > 0 {
				v = 0.6*math.Sin(2*math.Pi*freq*t) + 0.2*math.Sin(4*math.Pi*freq*t)
			}
			samples = append(samples, uint8(128+int(100*env*v)))
		}
	}
	var buf bytes.Buffer
	w := func(v any) { binary.Write(&buf, binary.LittleEndian, v) }
	buf.WriteString("RIFF")
	w(uint32(36 + len(samples)))
	buf.WriteString("WAVEfmt ")
	w(uint32(16))
	w(uint16(1)) // PCM
	w(uint16(1)) // mono
	w(uint32(rate))
	w(uint32(rate)) // bytes per second
	w(uint16(1))    // block align
	w(uint16(8))    // bits per sample
	buf.WriteString("data")
	w(uint32(len(samples)))
	buf.Write(samples)
	return buf.Bytes()
}

// Note frequencies (Hz) for the demo tunes; 0 is a rest.
const (
	c4 = 261.63
	d4 = 293.66
	e4 = 329.63
	f4 = 349.23
	g4 = 392.00
	a4 = 440.00
)

// twinkle is the opening of "Twinkle, Twinkle, Little Star" (traditional).
var twinkle = []float64{c4, c4, g4, g4, a4, a4, g4, 0, f4, f4, e4, e4, d4, d4, c4, 0}

// rowYourBoat is the opening of "Row, Row, Row Your Boat" (traditional).
var rowYourBoat = []float64{c4, c4, c4, d4, e4, 0, e4, d4, e4, f4, g4, 0}
