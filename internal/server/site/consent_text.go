package site

import (
	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The sentences a reader agrees to, as a consent record keeps them word for
// word: in the language the form showed them in, from where the page read
// them (the catalogues, the owner's settings). The form never sends its words; the server knows
// them, so a record cannot be made to say something the page did not.

// newsletterConsent is what joining the parent newsletter agrees to (in
// English, storyshelf.NewsletterConsent).
func newsletterConsent(lang i18n.Lang) string {
	return lang.T("consent.newsletter")
}

// kitConsent is the kit form's agreement box as a page in lang labels it:
// the owner's sentence (the "kit" site settings, whose default is
// storyshelf.KitConsent), her Spanish one on a Spanish page when she wrote
// it, else her English one, which that page then shows.
func kitConsent(site *storyshelf.SiteSettings, lang i18n.Lang) string {
	return site.Kit.AgreeIn(string(lang))
}

// consentPage is the page a form says its consent was given on, as stored:
// at most 200 bytes of it (the form says it; nothing else reads it).
func consentPage(page string) string {
	if len(page) > 200 {
		return page[:200]
	}
	return page
}
