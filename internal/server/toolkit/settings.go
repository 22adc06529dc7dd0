package toolkit

import (
	"context"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/mailsetup"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Site reads the site's settings for one request. Each request reads them
// afresh, so a change saved on one instance shows on every other at its next
// request. Should the read fail, the page is still served, with the defaults.
func (d *Deps) Site(ctx context.Context) *storyshelf.SiteSettings {
	site, err := d.Store.SiteSettings(ctx)
	if err != nil {
		d.Logger.WarnContext(ctx, "site settings unreadable, using the defaults", "err", err)
		return storyshelf.DefaultSiteSettings()
	}
	return site
}

// MailSetup is how the site sends mail now (Mail). Should it be unreadable
// the site answers as if no mail can be sent: a page then promises nothing.
func (d *Deps) MailSetup(ctx context.Context) mailsetup.Setup {
	set, err := d.Mail.Current(ctx)
	if err != nil {
		d.Logger.WarnContext(ctx, "mail settings unreadable: answering as if no mail can be sent", "err", err)
		return mailsetup.Setup{}
	}
	return set
}

// CanMail says whether mail can be sent now, so a page may say one is on its
// way.
func (d *Deps) CanMail(ctx context.Context) bool {
	return d.MailSetup(ctx).Ready()
}

// MailSite is the site as its mails describe it, from its settings now.
func (d *Deps) MailSite(ctx context.Context) mails.Site {
	return mails.NewSite(d.SiteURL, d.Site(ctx), d.SitePage)
}

// ReaderMail is what a reader's sign-up, confirmation or return needs of
// the site: its mails as MailSite, and the email list's newsletter group.
func (d *Deps) ReaderMail(ctx context.Context) store.ReaderMail {
	return store.ReaderMail{Site: d.MailSite(ctx), NewsletterGroup: d.NewsletterGroup}
}

// CurrentPrivacyFacts are what the site does now: PrivacyFacts, with the
// backups as the server's settings or Settings → Backups make them. Saving
// the backup settings renews the cached policy (the content version).
func (d *Deps) CurrentPrivacyFacts(ctx context.Context) (storyshelf.PrivacyFacts, error) {
	plan, err := d.Store.BackupPlan(ctx, d.BackupEnv)
	if err != nil {
		return storyshelf.PrivacyFacts{}, err
	}
	f := d.PrivacyFacts
	f.Backups = plan.Privacy()
	return f, nil
}
