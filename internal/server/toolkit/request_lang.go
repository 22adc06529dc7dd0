package toolkit

import (
	"net/http"
	"strings"

	"github.com/storyshelf/storyshelf/internal/i18n"
)

// RequestLang is the language a request asks its Answer in: the first of its
// Accept-Language, which the web app sets to its page's language. A request
// without one (curl, a mail app's one-click unsubscribe) is answered in English.
func RequestLang(r *http.Request) i18n.Lang {
	first, _, _ := strings.Cut(r.Header.Get("Accept-Language"), ",")
	first, _, _ = strings.Cut(first, ";")
	return i18n.Parse(first)
}
