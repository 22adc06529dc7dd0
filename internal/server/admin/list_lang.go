package admin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var msgListLang = storyshelf.Msg{Key: "server.listLang", Text: "Choose a language: en (English) or es (Spanish)."}

// listLang reads the ?lang= filter of the owner's lists of readers: "" for
// every language, else one of the site's ("en" or "es"). Any other value is
// refused rather than quietly matching nobody.
func listLang(r *http.Request) (string, error) {
	lang := r.URL.Query().Get("lang")
	if lang != "" && !i18n.Known(lang) {
		return "", storyshelf.FieldError("lang", msgListLang)
	}
	return lang, nil
}
