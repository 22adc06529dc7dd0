package site

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"time"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The site's texts the owner sets in the admin (storyshelf/site_texts.go),
// each a public read of its own that only the page showing it embeds, so
// every other page stays as light as it was.
var (
	readAbout = publicRead[storyshelf.SiteAbout]{pattern: "GET /api/site/about", key: []string{"site", "about"},
		fetch: (*Site).fetchAbout}
	readFAQ = publicRead[storyshelf.SiteFAQ]{pattern: "GET /api/site/faq", key: []string{"site", "faq"},
		fetch: (*Site).fetchFAQ}
	readReading = publicRead[storyshelf.SiteReading]{pattern: "GET /api/site/reading", key: []string{"site", "reading"},
		fetch: (*Site).fetchReading}
	readPrivacy = publicRead[storyshelf.PrivacyPolicy]{pattern: "GET /api/site/privacy", key: []string{"site", "privacy"},
		fetch: (*Site).fetchPrivacy}
)

// GET /api/site/about
//
// The About page's cards, each with its number: the owner's, or worked out
// from the catalogue when she asked for it (books published, upcoming books).
func (s *Site) fetchAbout(ctx context.Context, _ readArgs) (storyshelf.SiteAbout, error) {
	site, err := s.Store.SiteSettings(ctx)
	if err != nil {
		return storyshelf.SiteAbout{}, err
	}
	about := site.About
	counted := false
	var books, upcoming int
	for i := range about.Cards {
		card := &about.Cards[i]
		if card.CountOf == "" {
			continue
		}
		if !counted {
			if books, upcoming, err = s.Store.CatalogueCounts(ctx); err != nil {
				return storyshelf.SiteAbout{}, err
			}
			counted = true
		}
		n := books
		if card.CountOf == storyshelf.CountUpcoming {
			n = upcoming
		}
		card.Number = strconv.Itoa(n)
		card.NumberEs = card.Number
	}
	return about, nil
}

// GET /api/site/faq
//
// The contact page's questions and answers, in order.
func (s *Site) fetchFAQ(ctx context.Context, _ readArgs) (storyshelf.SiteFAQ, error) {
	site, err := s.Store.SiteSettings(ctx)
	if err != nil {
		return storyshelf.SiteFAQ{}, err
	}
	return site.FAQ, nil
}

// GET /api/site/reading
//
// The learning benefits and reading tips of every book page whose book has
// none of its own.
func (s *Site) fetchReading(ctx context.Context, _ readArgs) (storyshelf.SiteReading, error) {
	site, err := s.Store.SiteSettings(ctx)
	if err != nil {
		return storyshelf.SiteReading{}, err
	}
	return site.Reading, nil
}

// GET /api/site/privacy
//
// What the privacy policy is written from: what the site does (the outside
// email-list service only when one is set up, how long analytics, messages
// and mails are kept, backups), the owner's own sections, and the date its
// text last changed.
func (s *Site) fetchPrivacy(ctx context.Context, _ readArgs) (storyshelf.PrivacyPolicy, error) {
	site, err := s.Store.SiteSettings(ctx)
	if err != nil {
		return storyshelf.PrivacyPolicy{}, err
	}
	facts, err := s.CurrentPrivacyFacts(ctx)
	if err != nil {
		return storyshelf.PrivacyPolicy{}, err
	}
	if site.Newsletter.ConfirmSignUps {
		facts.ConfirmDays = int(storyshelf.UnconfirmedKept / (24 * time.Hour))
	}
	sending, err := s.Store.NewsletterSettings(ctx)
	if err != nil {
		return storyshelf.PrivacyPolicy{}, err
	}
	facts.NoTracking = !s.MailerLite || sending.SendFrom != storyshelf.SendFromMailerLite
	p := storyshelf.PrivacyPolicy{PrivacyFacts: facts, Sections: site.Privacy.Sections}
	// A new site's policy is as new as the site (issue #45), not the spec's
	// April 14, 2025.
	started, err := s.Store.SiteStarted(ctx)
	if err != nil {
		return storyshelf.PrivacyPolicy{}, err
	}
	p.Updated, err = s.Store.PrivacyPolicyDate(ctx, privacyFingerprint(site, p), started.UTC().Format(time.DateOnly))
	return p, err
}

// privacyFingerprint sums everything the policy's text is made from: the
// facts and the owner's sections, the publisher and the address it names,
// and the catalogues' words for it. Any change of them is a new text.
func privacyFingerprint(site *storyshelf.SiteSettings, p storyshelf.PrivacyPolicy) string {
	raw, _ := json.Marshal(struct {
		Facts     storyshelf.PrivacyFacts
		Sections  []storyshelf.PrivacySection
		Publisher string
		Email     string
		Words     string
	}{p.PrivacyFacts, p.Sections, site.Publisher(), site.Identity.ContactEmail, i18n.Texts("privacy.")})
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])
}
