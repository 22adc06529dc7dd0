package store

import (
	"context"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/storyshelf/storyshelf/internal/analytics"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Statistics is the report for the days days up to today (UTC).
func (s *Store) Statistics(ctx context.Context, days, top int) (*storyshelf.Statistics, error) {
	return s.StatisticsFor(ctx, storyshelf.LastDays(s.now(), days), top)
}

// StatisticsFor is the report for period p, each count beside the previous
// period's: every day's visits (zero where there were none), the totals,
// the top entries of each list, and each book's funnel.
//
// Its size has a bound whatever the events hold: at most 366 days, top rows
// of each ranked list, maxListRows forms and stores, the fixed languages,
// sources and devices, and maxFunnelRows books; with top 20, under about
// 0.6 MB of JSON (the funnel's 200 rows of at most 2.2 KB are most of it).
// After the review's flood of 45,160 made-up events (#42) the 7-day report
// was 40 MB with 22,588 funnel rows; now 3 KB (BenchmarkEventFlood).
func (s *Store) StatisticsFor(ctx context.Context, p storyshelf.Period, top int) (*storyshelf.Statistics, error) {
	prev := p.Previous()
	r := &storyshelf.Statistics{From: p.From, To: p.To, PreviousFrom: prev.From, PreviousTo: prev.To}
	var clicks []storyshelf.Count
	var days []storyshelf.DayCount
	parts := []func() error{
		func() (err error) { days, err = s.VisitsByDay(ctx, prev.From, p.To); return err },
		func() (err error) { clicks, err = s.StoreClicks(ctx, p.From, p.To); return err },
		func() (err error) { r.Funnel, err = s.BookFunnels(ctx, p.From, p.To); return err },
	}
	for _, part := range []struct {
		into *[]storyshelf.Count
		get  func(context.Context, string, string, int) ([]storyshelf.Count, error)
	}{
		{&r.Pages, s.TopPages}, {&r.Books, s.TopBooks}, {&r.Downloads, s.Downloads}, {&r.MaterialDownloads, s.MaterialDownloads},
		{&r.Referrers, s.Referrers}, {&r.Campaigns, s.Campaigns},
	} {
		parts = append(parts, func() (err error) { *part.into, err = part.get(ctx, p.From, p.To, top); return err })
	}
	for _, part := range []struct {
		into *[]storyshelf.Count
		get  func(context.Context, string, string) ([]storyshelf.Count, error)
	}{
		{&r.Forms, s.FormSubmissions}, {&r.Languages, s.PageViewsByLanguage}, {&r.Sources, s.Sources}, {&r.Devices, s.Devices},
	} {
		parts = append(parts, func() (err error) { *part.into, err = part.get(ctx, p.From, p.To); return err })
	}
	var g errgroup.Group
	g.SetLimit(statisticsReaders)
	for _, part := range parts {
		g.Go(part)
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	byDay := map[string]storyshelf.DayCount{}
	for _, d := range days {
		if d.Day >= p.From {
			byDay[d.Day] = d
			r.Totals.Visits += d.Visits
			r.Totals.Visitors += d.Visitors
		} else {
			r.Totals.PreviousVisits += d.Visits
			r.Totals.PreviousVisitors += d.Visitors
		}
	}
	from, _ := time.Parse(time.DateOnly, p.From)
	to, _ := time.Parse(time.DateOnly, p.To)
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		day := d.Format(time.DateOnly)
		c, ok := byDay[day]
		if !ok {
			c = storyshelf.DayCount{Day: day}
		}
		r.Days = append(r.Days, c)
	}
	r.StoreClicks = []storyshelf.Count{}
	for _, c := range clicks {
		r.Totals.StoreClicks += c.Count
		r.Totals.PreviousStoreClicks += c.Previous
		if c.Count > 0 {
			r.StoreClicks = append(r.StoreClicks, c)
		}
	}
	return r, nil
}

// statisticsReaders is how many of a report's queries run at once: the
// parts read different rows, so a machine's cores each take some, and the
// rest of the pool stays free for visitors.
const statisticsReaders = 4

// The dimensions the roll-up keeps, and the raw events' value of each.
const (
	dimReferrer = "referrer"
	dimSource   = "source"
	dimCampaign = "campaign"
	dimDevice   = "device"
	dimLang     = "lang"
)

// campaignColumn is an entry's campaign tags as one key; none of them
// holds "|" (the server takes it out).
const campaignColumn = `CASE WHEN utm_source = '' AND utm_medium = '' AND utm_campaign = '' THEN ''
	ELSE utm_source || '|' || utm_medium || '|' || utm_campaign END`

var dimensionColumns = map[string]string{
	dimReferrer: "referrer", dimSource: "source", dimCampaign: campaignColumn, dimDevice: "device", dimLang: "lang",
}

// dimensionCounts counts name's events by dimension over from..to, with the
// previous period's, most first; limit 0 lists every value.
func (s *Store) dimensionCounts(ctx context.Context, name, dimension, from, to string, limit int) ([]storyshelf.Count, error) {
	q := func(sp spans) string {
		return `SELECT e.value, e.value, '', ` + thisPeriod + `, ` + lastPeriod + ` FROM ` +
			sp.dimensionEvents(dimension, dimensionColumns[dimension]) + ` GROUP BY e.value`
	}
	if limit <= 0 {
		return s.counts(ctx, q, name, from, to)
	}
	top := func(sp spans) string { return q(sp) + ` ` + inPeriod + ` ORDER BY 4 DESC, e.value LIMIT $5` }
	return s.counts(ctx, top, name, from, to, limit)
}

// Sources counts entry page views by where they came from, every group
// listed in order.
func (s *Store) Sources(ctx context.Context, from, to string) ([]storyshelf.Count, error) {
	found, err := s.dimensionCounts(ctx, storyshelf.EventPageView, dimSource, from, to, 0)
	return everyKey(found, err, storyshelf.SourceKeys, storyshelf.SourceLabels)
}

// Devices counts page views by the kind of device, every kind listed.
func (s *Store) Devices(ctx context.Context, from, to string) ([]storyshelf.Count, error) {
	found, err := s.dimensionCounts(ctx, storyshelf.EventPageView, dimDevice, from, to, 0)
	return everyKey(found, err, storyshelf.DeviceKeys, storyshelf.DeviceLabels)
}

// Referrers counts entry page views by the other site's domain, its group
// as the detail.
func (s *Store) Referrers(ctx context.Context, from, to string, limit int) ([]storyshelf.Count, error) {
	list, err := s.dimensionCounts(ctx, storyshelf.EventPageView, dimReferrer, from, to, limit)
	for i, c := range list {
		list[i].Detail = storyshelf.SourceLabels[analytics.ReferrerGroup(c.Key)]
	}
	return list, err
}

// Campaigns counts entry page views by their campaign tags, labelled
// "campaign (source / medium)".
func (s *Store) Campaigns(ctx context.Context, from, to string, limit int) ([]storyshelf.Count, error) {
	list, err := s.dimensionCounts(ctx, storyshelf.EventPageView, dimCampaign, from, to, limit)
	for i, c := range list {
		list[i].Label = campaignLabel(c.Key)
	}
	return list, err
}

func campaignLabel(key string) string {
	tags := strings.SplitN(key, "|", 3)
	for len(tags) < 3 {
		tags = append(tags, "")
	}
	source, medium, campaign := tags[0], tags[1], tags[2]
	if campaign == "" {
		campaign = "(no campaign)"
	}
	var by []string
	for _, t := range []string{source, medium} {
		if t != "" {
			by = append(by, t)
		}
	}
	if len(by) == 0 {
		return campaign
	}
	return campaign + " (" + strings.Join(by, " / ") + ")"
}

// StoreClicks counts Store Click events by store, every store clicked in
// either period, labelled with the store's name.
func (s *Store) StoreClicks(ctx context.Context, from, to string) ([]storyshelf.Count, error) {
	list, err := s.counts(ctx, func(sp spans) string {
		return `SELECT e.label, e.label, '', ` + thisPeriod + `, ` + lastPeriod + ` FROM ` + sp.allEvents() + `
		GROUP BY e.label ORDER BY 4 DESC, 5 DESC, e.label ` + maxListRows
	}, storyshelf.EventStoreClick, from, to)
	for i, c := range list {
		list[i].Label = storeClickName(c.Key)
	}
	return list, err
}

func storeClickName(key string) string {
	if name, ok := storyshelf.StoreClickNames[key]; ok {
		return name
	}
	return key
}
