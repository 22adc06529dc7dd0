package storyshelf

// The texts the owner writes (site settings, the author profile, kits,
// upcoming books) each have an optional Spanish version beside the English
// one, in a field named like it with "Es" at the end. A Spanish page shows
// the Spanish version, or the English one while the owner has not written
// it; an English page never shows the Spanish one.

// InLang is an owner's text in lang ("en" or "es"): es on a Spanish page
// when the owner wrote it, else en. fallback reports a Spanish page showing
// the English text, which the page then marks as English for screen readers.
func InLang(lang, en, es string) (text string, fallback bool) {
	if lang != "es" {
		return en, false
	}
	if es != "" {
		return es, false
	}
	return en, en != ""
}

// InLangList is InLang for a list of paragraphs: the Spanish list when it
// has any, else the English one.
func InLangList(lang string, en, es []string) (list []string, fallback bool) {
	if lang != "es" {
		return en, false
	}
	if len(es) > 0 {
		return es, false
	}
	return en, len(en) > 0
}
