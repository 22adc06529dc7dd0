package storyshelf

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// MsgFileNotFound answers a stored file that is not there.
var MsgFileNotFound = Msg{Key: "server.fileNotFound", Text: "File not found."}

// SanitizeFileName cleans an uploaded file's name by the spec's rule: quotes
// removed, special characters and spaces replaced by underscores, accents
// stripped, any other non-word character replaced. Only ASCII letters, digits,
// '_', '.' and '-' survive, so the result never holds a path separator. The
// name is used for display and the Content-Disposition header; files are stored
// under generated keys.
func SanitizeFileName(name string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(name) {
		switch {
		case r == '\'' || r == '"':
			// quotes are dropped, not replaced
		case unicode.Is(unicode.Mn, r):
			// combining accents left by NFD: "é" becomes "e"
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '.' || r == '-'):
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
	}
	out := b.String()
	if strings.Trim(out, ".") == "" {
		return "file"
	}
	if len(out) > 200 {
		out = out[len(out)-200:]
	}
	return out
}

// UniqueFileName prefixes the sanitised name with a millisecond timestamp so
// two uploads of one name do not collide.
func UniqueFileName(now time.Time, name string) string {
	return fmt.Sprintf("%d_%s", now.UnixMilli(), SanitizeFileName(name))
}
