// Package exif writes the one EXIF field Storyshelf's tests and benchmarks
// need: the orientation a phone records when it stores a photo sideways.
package exif

import (
	"bytes"
	"encoding/binary"
)

// WithOrientation returns the JPEG with an APP1 "Exif" segment right after
// its start marker, holding a little-endian TIFF header and one IFD entry:
// Orientation = o (6: turn 90° clockwise to show it, a phone held upright).
func WithOrientation(jpeg []byte, o uint16) []byte {
	var tiff bytes.Buffer
	tiff.WriteString("II*\x00")
	binary.Write(&tiff, binary.LittleEndian, uint32(8))
	binary.Write(&tiff, binary.LittleEndian, uint16(1))
	binary.Write(&tiff, binary.LittleEndian, []uint16{0x0112, 3})
	binary.Write(&tiff, binary.LittleEndian, uint32(1))
	binary.Write(&tiff, binary.LittleEndian, []uint16{o, 0})
	binary.Write(&tiff, binary.LittleEndian, uint32(0))
	app1 := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	var out bytes.Buffer
	out.Write(jpeg[:2]) // SOI
	out.Write([]byte{0xFF, 0xE1})
	binary.Write(&out, binary.BigEndian, uint16(len(app1)+2))
	out.Write(app1)
	out.Write(jpeg[2:])
	return out.Bytes()
}
