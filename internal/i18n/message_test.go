package i18n

import (
	"strings"
	"testing"

	"golang.org/x/text/language"
)

func render(t *testing.T, tag language.Tag, msg string, args Args) string {
	t.Helper()
	parts, err := parseMessage(msg)
	if err != nil {
		t.Fatalf("parse %q: %v", msg, err)
	}
	var b strings.Builder
	format(&b, tag, parts, args, nil)
	return b.String()
}

func TestMessagesReadAsICU(t *testing.T) {
	books := "{count, plural, =0 {No books} one {# book} other {# books}}"
	cases := []struct {
		tag  language.Tag
		msg  string
		args Args
		want string
	}{
		{language.English, "Hello", nil, "Hello"},
		{language.English, "Hello {name}!", Args{"name": "Ana"}, "Hello Ana!"},
		{language.English, books, Args{"count": 0}, "No books"},
		{language.English, books, Args{"count": 1}, "1 book"},
		{language.English, books, Args{"count": 7}, "7 books"},
		{language.Spanish, "{count, plural, one {# libro} other {# libros}}", Args{"count": 1}, "1 libro"},
		{language.Spanish, "{count, plural, one {# libro} other {# libros}}", Args{"count": 2}, "2 libros"},
		{language.English, "{count, plural, one {one of {name}'s} other {# of {name}'s}}", Args{"count": 3, "name": "Lily"}, "3 of Lily's"},
		// ICU quoting, as Lingui compiles it: '{x}' is literal, '' is one apostrophe.
		{language.English, "a '{x}' b it''s", nil, "a {x} b it's"},
		{language.English, "'#' outside a plural is text: #", nil, "'#' outside a plural is text: #"},
		{language.English, "{count, plural, other {'#' is #}}", Args{"count": 4}, "# is 4"},
		{language.English, "{kind, select, video {Watch} song {Listen} other {Open}}", Args{"kind": "song"}, "Listen"},
		{language.English, "{kind, select, video {Watch} other {Open}}", Args{"kind": "pdf"}, "Open"},
	}
	for _, c := range cases {
		if got := render(t, c.tag, c.msg, c.args); got != c.want {
			t.Errorf("%q with %v = %q, want %q", c.msg, c.args, got, c.want)
		}
	}
}

func TestBrokenMessagesAreRefused(t *testing.T) {
	for _, msg := range []string{
		"{",
		"}",
		"{name",
		"{count, plural, one {# book}}", // no other
		"{count, number}",               // a type the catalogues do not use
		"{count, plural, one {# book} other {# books}", // unclosed
		"{, select, other {x}}",
	} {
		if _, err := parseMessage(msg); err == nil {
			t.Errorf("%q parsed; want an error", msg)
		}
	}
}
