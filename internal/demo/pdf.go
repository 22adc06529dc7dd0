package demo

import (
	"bytes"
	"fmt"
	"strings"
)

// makePDF writes a small, valid one-page PDF (US Letter) with a title and
// lines of text in Helvetica, which every PDF reader has built in. Text is
// written in WinAnsiEncoding, so a Spanish sheet's accents and ¿¡ show.
func makePDF(title string, lines []string) []byte {
	var content strings.Builder
	content.WriteString("BT /F1 28 Tf 72 700 Td (" + pdfEscape(title) + ") Tj ET\n")
	y := 650
	for _, l := range lines {
		content.WriteString(fmt.Sprintf("BT /F1 14 Tf 72 %d Td (%s) Tj ET\n", y, pdfEscape(l)))
		y -= 24
	}
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", content.Len(), content.String()),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
	}
	var buf bytes.Buffer
	buf.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = buf.Len()
		fmt.Fprintf(&buf, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := buf.Len()
	fmt.Fprintf(&buf, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&buf, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&buf, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return buf.Bytes()
}

// pdfEscape writes s as a PDF string's bytes: Latin-1 letters are their own
// byte in WinAnsiEncoding; anything beyond becomes '?'.
func pdfEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`)
	var b strings.Builder
	for _, c := range r.Replace(s) {
		if c > 0xFF {
			c = '?'
		}
		b.WriteByte(byte(c))
	}
	return b.String()
}
