package toolkit

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// WriteCSV answers a spreadsheet download. A cell that a spreadsheet would
// run as a formula (a reader can type "=HYPERLINK(…)" as their name) is
// prefixed with an apostrophe, so it opens as text.
// The file is named name and today's date.
func WriteCSV(w http.ResponseWriter, name string, header []string, rows [][]string) {
	WriteCSVFile(w, fmt.Sprintf("%s-%s.csv", name, time.Now().UTC().Format("2006-01-02")), header, rows)
}

// WriteCSVFile is WriteCSV with the file's whole name.
func WriteCSVFile(w http.ResponseWriter, fileName string, header []string, rows [][]string) {
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, fileName))
	h.Set("Cache-Control", "no-store")
	cw := csv.NewWriter(w)
	cw.Write(header)
	for _, row := range rows {
		for i, cell := range row {
			if cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
				row[i] = "'" + cell
			}
		}
		cw.Write(row)
	}
	cw.Flush()
}

// CSVTime is a time as a spreadsheet reads it; nil is an empty cell.
func CSVTime(t *time.Time) string {
	if t == nil || t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02 15:04:05")
}
