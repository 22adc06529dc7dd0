package storyshelf

import (
	"strings"
	"unicode/utf8"
)

// Summary is text on one line, cut to at most max characters at a word
// boundary with an ellipsis: how search results and a newsletter's book card
// show a description.
func Summary(text string, max int) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) <= max {
		return text
	}
	cut := string([]rune(text)[:max-3])
	if i := strings.LastIndexByte(cut, ' '); i > max*2/3 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}
