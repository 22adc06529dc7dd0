package store

import "github.com/storyshelf/storyshelf/internal/i18n"

// langOrEnglish is the language a reader's row records: one of the site's
// ("en" or "es"), English when the caller names none or another.
func langOrEnglish(lang string) string {
	return string(i18n.Parse(lang))
}
