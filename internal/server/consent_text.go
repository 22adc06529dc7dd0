package server

import "github.com/storyshelf/storyshelf/internal/i18n"

// The sentences a reader agrees to, as a consent record keeps them word for
// word: in the language the form showed them in, from the catalogues the
// page read them from. The form never sends its words; the server knows
// them, so a record cannot be made to say something the page did not.

// newsletterConsent is what joining the parent newsletter agrees to (in
// English, storyshelf.NewsletterConsent).
func newsletterConsent(lang i18n.Lang) string {
	return lang.T("consent.newsletter")
}

// kitConsent is the kit form's agreement box, as the form labels it (in
// English, storyshelf.KitConsent).
func kitConsent(lang i18n.Lang) string {
	return lang.T("kit.agree")
}
