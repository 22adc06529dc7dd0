package mails

import (
	"context"
	"fmt"
	"net/url"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// letterFacts are what the weekly letter reads (store.Store has them).
type letterFacts interface {
	OwnerAddresses(ctx context.Context) ([]string, error)
	WeeklyFigures(ctx context.Context, w storyshelf.LetterWeek) (*storyshelf.WeeklyFigures, error)
}

// WeeklyLetters writes the owner's letter for week w, in lang, to every
// owner account: what the worker queues on Monday morning and the
// send-now button queues at once.
func WeeklyLetters(ctx context.Context, facts letterFacts, ms Site, w storyshelf.LetterWeek, lang string) ([]storyshelf.OutboxMail, error) {
	to, err := facts.OwnerAddresses(ctx)
	if err != nil {
		return nil, err
	}
	f, err := facts.WeeklyFigures(ctx, w)
	if err != nil {
		return nil, err
	}
	mails := make([]storyshelf.OutboxMail, 0, len(to))
	for _, addr := range to {
		mails = append(mails, WeeklyLetter(ms, i18n.Parse(lang), addr, f))
	}
	return mails, nil
}

// WeeklyLetter is one owner's copy of the letter: the figures, each
// with the change from the week before, and a link to the Statistics
// screen for the same week, built from the configured site address.
func WeeklyLetter(ms Site, lang i18n.Lang, to string, f *storyshelf.WeeklyFigures) storyshelf.OutboxMail {
	week := i18n.Args{"site": ms.Name, "from": f.Week.From, "to": f.Week.To}
	stats := ms.Base + "/admin/statistics?from=" + url.QueryEscape(f.Week.From) + "&to=" + url.QueryEscape(f.Week.To)
	figure := func(key string, count, previous int) (string, string) {
		args := i18n.Args{"count": count, "change": letterChange(lang, count, previous)}
		return lang.T(key, args), tHTML(lang, key, args)
	}
	visits, visitsHTML := figure("mail.letter.visits", f.Visits, f.PreviousVisits)
	visitors, visitorsHTML := figure("mail.letter.visitors", f.Visitors, f.PreviousVisitors)
	b := body{
		text: []string{lang.T("mail.letter.heading", week), lang.T("mail.letter.period", week), "", visits, visitors},
		html: `<h1 style="color:#9a3412">` + tHTML(lang, "mail.letter.heading", week) + `</h1>` +
			`<p>` + tHTML(lang, "mail.letter.period", week) + `</p>` +
			`<p>` + visitsHTML + `<br>` + visitorsHTML + `</p>`,
		footer:     lang.T("mail.letter.why", week),
		footerHTML: tHTML(lang, "mail.letter.why", week),
	}
	sources := make([]storyshelf.Count, len(f.Sources))
	for i, c := range f.Sources {
		sources[i] = storyshelf.Count{Label: lang.T(letterSources[c.Key]), Count: c.Count}
	}
	for _, list := range []struct {
		heading string
		counts  []storyshelf.Count
	}{{"mail.letter.sources", sources}, {"mail.letter.books", f.Books}} {
		b.text = append(b.text, "", lang.T(list.heading))
		b.html += `<h2 style="font-size:16px">` + tHTML(lang, list.heading, nil) + `</h2>`
		if len(list.counts) == 0 {
			b.text = append(b.text, lang.T("mail.letter.none"))
			b.html += `<p>` + tHTML(lang, "mail.letter.none", nil) + `</p>`
			continue
		}
		b.html += `<ul>`
		for _, c := range list.counts {
			line := i18n.Args{"label": c.Label, "count": c.Count}
			b.text = append(b.text, "- "+lang.T("mail.letter.line", line))
			b.html += `<li>` + tHTML(lang, "mail.letter.line", line) + `</li>`
		}
		b.html += `</ul>`
	}
	b.text = append(b.text, "")
	b.html += `<p>`
	for i, n := range []struct {
		key   string
		count int
	}{{"mail.letter.subscribers", f.NewSubscribers}, {"mail.letter.kitSignups", f.KitSignups}, {"mail.letter.messages", f.MessagesWaiting}} {
		args := i18n.Args{"count": n.count}
		b.text = append(b.text, lang.T(n.key, args))
		if i > 0 {
			b.html += `<br>`
		}
		b.html += tHTML(lang, n.key, args)
	}
	b.text = append(b.text, "", lang.T("mail.letter.more")+": "+stats)
	b.html += `</p><p>` + mailLink(stats, lang.T("mail.letter.more")) + `</p>`
	return ms.write(lang, storyshelf.OutboxMail{
		Kind: "owner.weekly_letter", To: to,
		Subject: lang.T("mail.letter.subject", week),
	}, b)
}

// letterSources name the statistics' source groups in the owner's language.
var letterSources = map[string]string{
	storyshelf.SourceNewsletter: "mail.letter.source.newsletter", storyshelf.SourceSearch: "mail.letter.source.search",
	storyshelf.SourceSocial: "mail.letter.source.social", storyshelf.SourceOther: "mail.letter.source.other",
	storyshelf.SourceDirect: "mail.letter.source.direct",
}

// letterChange is a figure's change from the week before: ↑ or ↓ with a
// whole percentage, "new" when the week before had none.
func letterChange(lang i18n.Lang, count, previous int) string {
	switch {
	case previous == 0 && count == 0:
		return lang.T("mail.letter.change.same")
	case previous == 0:
		return lang.T("mail.letter.change.new")
	case count == previous:
		return lang.T("mail.letter.change.same")
	}
	percent := (count - previous) * 100 / previous
	if count > previous {
		return "↑ " + fmt.Sprint(max(percent, 1)) + "%"
	}
	return "↓ " + fmt.Sprint(max(-percent, 1)) + "%"
}
