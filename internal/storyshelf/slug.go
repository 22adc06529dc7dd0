package storyshelf

import (
	"strings"
	"unicode"
)

// MsgNoRedirect says an old path of the site leads nowhere now.
var MsgNoRedirect = Msg{Key: "server.noRedirect", Text: "No redirect."}

// ShortIDLength is the number of leading id characters in a book's URL.
const ShortIDLength = 8

// Slug turns a title into a URL slug by the spec's rule: lowercase, trimmed,
// only letters, digits, spaces and hyphens kept, spaces become hyphens,
// repeated hyphens collapse, leading and trailing hyphens removed.
func Slug(title string) string {
	var b strings.Builder
	for _, r := range strings.TrimSpace(strings.ToLower(title)) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		case unicode.IsSpace(r) || r == '-':
			b.WriteByte('-')
		}
	}
	var out strings.Builder
	for _, part := range strings.Split(b.String(), "-") {
		if part == "" {
			continue
		}
		if out.Len() > 0 {
			out.WriteByte('-')
		}
		out.WriteString(part)
	}
	return out.String()
}

// ShortID is the first eight characters of an id.
func ShortID(id string) string {
	if len(id) < ShortIDLength {
		return id
	}
	return id[:ShortIDLength]
}

// SlugWithID joins a slug and an id's short form as the public URL does.
func SlugWithID(slug, id string) string {
	if slug == "" {
		return ShortID(id)
	}
	return slug + "-" + ShortID(id)
}

// Reasons a {slug}-{shortid} path segment is refused; each screen words them
// its own way.
var (
	ErrURLFormat  = Fail(EINVALID, MsgURLFormat)
	ErrIdentifier = Fail(EINVALID, MsgIdentifier)
)

// The words of those reasons, as the catalogues have them.
var (
	MsgURLFormat  = Msg{Key: "bookUrl.invalidFormat", Text: "Invalid book URL format."}
	MsgIdentifier = Msg{Key: "bookUrl.invalidIdentifier", Text: "Invalid book identifier in URL."}
)

// ParseSlugWithID splits "{slug}-{shortid}". The last dash-separated segment
// must be exactly ShortIDLength characters. A segment without any dash is a
// bare short id with no slug.
func ParseSlugWithID(s string) (slug, shortID string, err error) {
	if s == "" || strings.HasSuffix(s, "-") {
		return "", "", ErrURLFormat
	}
	i := strings.LastIndexByte(s, '-')
	slug, shortID = "", s
	if i >= 0 {
		slug, shortID = s[:i], s[i+1:]
	}
	if len([]rune(shortID)) != ShortIDLength {
		return "", "", ErrIdentifier
	}
	return slug, shortID, nil
}

// BookPageShortID is the short id of the book whose page a public path is:
// its page or its videos and songs (/books/…, /multimedia/…), in English or
// under /es/; "" for any other path.
func BookPageShortID(path string) string {
	if path == "/es" || strings.HasPrefix(path, "/es/") {
		path = strings.TrimPrefix(path, "/es")
	}
	seg := strings.Split(strings.Trim(path, "/"), "/")
	if len(seg) != 2 || seg[0] != "books" && seg[0] != "multimedia" {
		return ""
	}
	if _, short, err := ParseSlugWithID(seg[1]); err == nil {
		return short
	}
	return ""
}
