package store_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// visitEvents is a week of visits and events that use every part of the
// issue-31 report: entries from each kind of source with campaign tags,
// devices, both languages, store clicks (a pre-order too), material
// downloads and sign-ups from a book's pages, and a day in the previous
// period. They are as the server stores them, every page, id and label one
// the site knows (storyshelf.KnownRefs).
func visitEvents(book, other *storyshelf.Book, upcoming *storyshelf.UpcomingBook) []storyshelf.Event {
	yes, no := true, false
	page := "/books/" + book.SlugWithID()
	esPage := "/es/books/" + book.SlugWithID()
	media := "/multimedia/" + book.SlugWithID()
	pv := func(day, visitor, path, ref, source, utmS, utmM, utmC, device string) storyshelf.Event {
		lang := "en"
		if path == "/es" || len(path) > 3 && path[:4] == "/es/" {
			lang = "es"
		}
		return storyshelf.Event{Name: storyshelf.EventPageView, Day: day, Visitor: visitor, Path: path, Referrer: ref,
			Source: source, UTMSource: utmS, UTMMedium: utmM, UTMCampaign: utmC, Device: device, Lang: lang}
	}
	ev := func(name, day, visitor, path, ref, label string, success *bool) storyshelf.Event {
		return storyshelf.Event{Name: name, Day: day, Visitor: visitor, Path: path, RefID: ref, Label: label, Success: success,
			Device: storyshelf.DevicePhone, Lang: "en"}
	}
	var list []storyshelf.Event
	for d := 1; d <= 7; d++ {
		day := fmt.Sprintf("2026-03-%02d", d)
		for v := 0; v < d; v++ {
			visitor := fmt.Sprintf("v%d", v)
			list = append(list,
				pv(day, visitor, "/", "instagram.com", storyshelf.SourceSocial, "instagram", "social", "spring", storyshelf.DevicePhone),
				pv(day, visitor, page, "", "", "", "", "", storyshelf.DevicePhone),
				ev(storyshelf.EventBookView, day, visitor, page, book.ID, book.Title, nil),
				ev(storyshelf.EventStoreClick, day, visitor, page, book.ID, storyshelf.StoreAmazon, nil))
		}
		list = append(list,
			pv(day, "n", esPage, "", storyshelf.SourceNewsletter, "newsletter", "email", "march-news", storyshelf.DeviceTablet),
			pv(day, "g", "/books", "google.co.uk", storyshelf.SourceSearch, "", "", "", storyshelf.DeviceDesktop),
			pv(day, "d", "/about", "", storyshelf.SourceDirect, "", "", "", storyshelf.DeviceDesktop),
			ev(storyshelf.EventBookView, day, "n", esPage, book.ID, book.Title, nil),
			ev(storyshelf.EventStoreClick, day, "n", esPage, book.ID, storyshelf.StoreBookshop, nil),
			ev(storyshelf.EventStoreClick, day, "n", "/", upcoming.ID, storyshelf.StoreClickPreorder, nil),
			ev(storyshelf.EventMaterialDownload, day, "n", esPage, "/files/materials/s.pdf", book.ID, nil),
			ev(storyshelf.EventFormSubmit, day, "n", esPage, "", storyshelf.FormKit, &yes),
			ev(storyshelf.EventFormSubmit, day, "n", media, "", storyshelf.FormNewsletter, &yes),
			ev(storyshelf.EventFormSubmit, day, "n", page, "", storyshelf.FormNewsletter, &no),
			ev(storyshelf.EventFormSubmit, day, "n", "/", "", storyshelf.FormNewsletter, &yes),
			ev(storyshelf.EventBookView, day, "g", "/books/"+other.SlugWithID(), other.ID, other.Title, nil))
	}
	// The previous week: one social entry and one store click.
	return append(list,
		pv("2026-02-25", "p", "/", "t.co", storyshelf.SourceSocial, "", "", "", storyshelf.DevicePhone),
		ev(storyshelf.EventStoreClick, "2026-02-25", "p", page, book.ID, storyshelf.StoreAmazon, nil))
}

// seedVisits adds two books, an upcoming one and the week of visitEvents
// to s, whose clock stands at the week's last day.
func seedVisits(t *testing.T, s *store.Store) (book, other *storyshelf.Book, upcoming *storyshelf.UpcomingBook) {
	t.Helper()
	s.Now = func() time.Time { return time.Date(2026, 3, 7, 18, 0, 0, 0, time.UTC) }
	book = mustCreateBookWithSheet(t, s, "Brave Bea", "Sheet", "/files/materials/s.pdf")
	other = mustCreateBook(t, s, "Cloud")
	upcoming = &storyshelf.UpcomingBook{Title: "Soon", Author: "A", Description: "D", CoverImageURL: "/files/covers/s.png",
		ExpectedReleaseDate: "2027-01-01"}
	if err := s.CreateUpcomingBook(context.Background(), upcoming); err != nil {
		t.Fatal(err)
	}
	for _, e := range visitEvents(book, other, upcoming) {
		if err := s.RecordEvent(context.Background(), &e); err != nil {
			t.Fatal(err)
		}
	}
	return book, other, upcoming
}

// The report counts where visitors came from, their devices, store clicks
// and each book's funnel, each beside the previous period's figure.
func TestStatisticsOfSourcesAndFunnels(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		book, other, upcoming := seedVisits(t, s)
		quiet := mustCreateBook(t, s, "A Quiet Book")
		r, err := s.Statistics(ctx, 7, 20)
		if err != nil {
			t.Fatal(err)
		}
		if r.From != "2026-03-01" || r.To != "2026-03-07" || r.PreviousFrom != "2026-02-22" || r.PreviousTo != "2026-02-28" {
			t.Fatalf("periods %s..%s, previous %s..%s", r.From, r.To, r.PreviousFrom, r.PreviousTo)
		}
		// 28 visitors' two page views, and three more a day; the previous week one.
		want := storyshelf.Totals{Visits: 56 + 21, Visitors: 28 + 21, PreviousVisits: 1, PreviousVisitors: 1,
			StoreClicks: 28 + 14, PreviousStoreClicks: 1}
		if r.Totals != want {
			t.Errorf("totals %+v, want %+v", r.Totals, want)
		}
		wantSources := []storyshelf.Count{{Key: "newsletter", Label: "Newsletter", Count: 7}, {Key: "search", Label: "Search engines", Count: 7},
			{Key: "social", Label: "Social sites", Count: 28, Previous: 1}, {Key: "other", Label: "Other sites"},
			{Key: "direct", Label: "Direct", Count: 7}}
		if !reflect.DeepEqual(r.Sources, wantSources) {
			t.Errorf("sources %+v", r.Sources)
		}
		wantReferrers := []storyshelf.Count{{Key: "instagram.com", Label: "instagram.com", Detail: "Social sites", Count: 28},
			{Key: "google.co.uk", Label: "google.co.uk", Detail: "Search engines", Count: 7}}
		if !reflect.DeepEqual(r.Referrers, wantReferrers) {
			t.Errorf("referrers %+v", r.Referrers)
		}
		wantCampaigns := []storyshelf.Count{{Key: "instagram|social|spring", Label: "spring (instagram / social)", Count: 28},
			{Key: "newsletter|email|march-news", Label: "march-news (newsletter / email)", Count: 7}}
		if !reflect.DeepEqual(r.Campaigns, wantCampaigns) {
			t.Errorf("campaigns %+v", r.Campaigns)
		}
		wantDevices := []storyshelf.Count{{Key: "phone", Label: "Phones", Count: 56, Previous: 1},
			{Key: "tablet", Label: "Tablets", Count: 7}, {Key: "desktop", Label: "Computers", Count: 14}}
		if !reflect.DeepEqual(r.Devices, wantDevices) {
			t.Errorf("devices %+v", r.Devices)
		}
		wantStores := []storyshelf.Count{{Key: "amazon", Label: "Amazon", Count: 28, Previous: 1},
			{Key: "bookshop", Label: "Bookshop.org", Count: 7}, {Key: "preorder", Label: "Pre-order link", Count: 7}}
		if !reflect.DeepEqual(r.StoreClicks, wantStores) {
			t.Errorf("store clicks %+v", r.StoreClicks)
		}
		if r.Languages[1] != (storyshelf.Count{Key: "es", Label: "Spanish", Count: 7}) {
			t.Errorf("languages %+v", r.Languages)
		}
		if len(r.Pages) == 0 || r.Pages[0].Key != "/" || r.Pages[0].Count != 28 || r.Pages[0].Previous != 1 {
			t.Errorf("pages %+v", r.Pages)
		}
		wantFunnel := []storyshelf.BookFunnel{
			{BookID: book.ID, Title: "Brave Bea", Views: 35, ViewsEs: 7, StoreClicks: 35, StoreClicksByStore: []storyshelf.Count{
				{Key: "amazon", Label: "Amazon", Count: 28}, {Key: "bookshop", Label: "Bookshop.org", Count: 7}},
				MaterialDownloads: 7, KitSignups: 7, NewsletterSignups: 7},
			{BookID: other.ID, Title: "Cloud", Views: 7, StoreClicksByStore: []storyshelf.Count{}},
			{BookID: quiet.ID, Title: "A Quiet Book", StoreClicksByStore: []storyshelf.Count{}},
			{BookID: upcoming.ID, Title: "Soon", StoreClicks: 7, StoreClicksByStore: []storyshelf.Count{
				{Key: "preorder", Label: "Pre-order link", Count: 7}}},
		}
		if !reflect.DeepEqual(r.Funnel, wantFunnel) {
			t.Errorf("funnel\n%+v\nwant\n%+v", r.Funnel, wantFunnel)
		}
		// A chosen period: the first three days, against the three before.
		r, err = s.StatisticsFor(ctx, storyshelf.Period{From: "2026-03-01", To: "2026-03-03"}, 20)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Days) != 3 || r.PreviousFrom != "2026-02-26" || r.Totals.Visits != 2*6+9 || r.Totals.PreviousVisits != 0 {
			t.Errorf("three days: %d days, previous from %s, totals %+v", len(r.Days), r.PreviousFrom, r.Totals)
		}
	})
}

// Rolling raw events up into daily and monthly totals changes none of the
// new reports: sources, referrers, campaigns, devices, languages, store
// clicks and the funnels read the same before and after, on either database.
func TestRollUpKeepsTheNewReports(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		seedVisits(t, s)
		// A week, three days, then February whole in the period and whole in
		// the period before, where its monthly totals are read.
		periods := []storyshelf.Period{{From: "2026-03-01", To: "2026-03-07"}, {From: "2026-03-03", To: "2026-03-05"},
			{From: "2026-02-01", To: "2026-03-07"}, {From: "2026-03-01", To: "2026-03-31"}}
		var before []*storyshelf.Statistics
		for _, p := range periods {
			r, err := s.StatisticsFor(ctx, p, 20)
			if err != nil {
				t.Fatal(err)
			}
			before = append(before, r)
		}
		if before[0].Totals.StoreClicks == 0 || before[0].Funnel[0].KitSignups == 0 || len(before[0].Campaigns) == 0 {
			t.Fatalf("nothing to compare: %+v", before[0])
		}
		same := func(when string) {
			t.Helper()
			for i, p := range periods {
				after, err := s.StatisticsFor(ctx, p, 20)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(before[i], after) {
					t.Errorf("%s, %v: the report changed:\nbefore %+v\nafter  %+v", when, p, before[i], after)
				}
			}
		}
		// Summed into daily totals, raw events kept: the report reads the
		// totals of those days.
		summed := 0
		for {
			day, err := s.SummarizeOldestDay(ctx, "2026-03-06")
			if err != nil {
				t.Fatal(err)
			}
			if day == "" {
				break
			}
			summed++
		}
		if summed != 6 {
			t.Fatalf("summed %d days", summed)
		}
		same("summed")
		// February, its days all summed, into monthly totals; March is not
		// over.
		if month, err := s.SummarizeOldestMonth(ctx); err != nil || month != "2026-02-01" {
			t.Fatalf("summed month %q, %v", month, err)
		}
		if month, err := s.SummarizeOldestMonth(ctx); err != nil || month != "" {
			t.Fatalf("summed month %q, %v", month, err)
		}
		same("summed into months")
		rolled := 0
		for {
			day, err := s.RollUpOldestDay(ctx, "2026-03-06") // leaves two days raw
			if err != nil {
				t.Fatal(err)
			}
			if day == "" {
				break
			}
			rolled++
		}
		if rolled != 6 {
			t.Fatalf("rolled up %d days", rolled)
		}
		same("rolled up")
	})
}

// A day's totals keep its 200 most frequent referring sites: a flood of
// made-up ones adds no more rows, and leaves the visits as they were.
func TestADayKeepsItsMostFrequentReferrers(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		s.Now = func() time.Time { return time.Date(2026, 3, 7, 18, 0, 0, 0, time.UTC) }
		day := "2026-03-06"
		record := func(referrer string) {
			e := storyshelf.Event{Name: storyshelf.EventPageView, Path: "/", Day: day, Visitor: referrer, Referrer: referrer, Source: "other"}
			if err := s.RecordEvent(ctx, &e); err != nil {
				t.Fatal(err)
			}
		}
		for range 5 {
			record("instagram.com")
		}
		for i := range 250 {
			record(fmt.Sprintf("site%03d.example", i))
		}
		referrers := func() []storyshelf.Count {
			list, err := s.Referrers(ctx, day, day, 1000)
			if err != nil {
				t.Fatal(err)
			}
			return list
		}
		if raw := referrers(); len(raw) != 251 || raw[0].Key != "instagram.com" || raw[0].Count != 5 {
			t.Fatalf("raw: %d referrers, first %+v", len(raw), raw[0])
		}
		if summed, err := s.SummarizeOldestDay(ctx, "2026-03-07"); err != nil || summed != day {
			t.Fatalf("summed %q, %v", summed, err)
		}
		list := referrers()
		if len(list) != 200 || list[0].Key != "instagram.com" || list[0].Count != 5 || list[199].Key != "site198.example" {
			t.Fatalf("summed: %d referrers, first %+v, last %+v", len(list), list[0], list[len(list)-1])
		}
		if days, err := s.VisitsByDay(ctx, day, day); err != nil || len(days) != 1 || days[0].Visits != 255 || days[0].Visitors != 251 {
			t.Fatalf("visits %+v, %v", days, err)
		}
	})
}

// The roll-up folds every page, id and label the site does not know into
// "other" (security review #42, finding 3): raw events that were stored as
// sent (before the server folded them, or by any other way in) leave a
// handful of rows in the day's totals, and the report lists only the
// site's pages, books and forms, each book under its title now.
func TestRollUpFoldsMadeUpValues(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		s.Now = func() time.Time { return time.Date(2026, 3, 7, 18, 0, 0, 0, time.UTC) }
		book := mustCreateBookWithSheet(t, s, "Brave Bea", "Sheet", "/files/materials/s.pdf")
		page := "/books/" + book.SlugWithID()
		day := "2026-03-06"
		record := func(e storyshelf.Event) {
			t.Helper()
			e.Day, e.Visitor = day, "v"
			if err := s.RecordEvent(ctx, &e); err != nil {
				t.Fatal(err)
			}
		}
		record(storyshelf.Event{Name: storyshelf.EventPageView, Path: page})
		record(storyshelf.Event{Name: storyshelf.EventBookView, Path: page, RefID: book.ID, Label: "Brave Bea"})
		const flood = 100
		for i := range flood {
			spam := fmt.Sprintf("Call +1 555 0100 now %d", i)
			yes := i%2 == 0
			for _, e := range []storyshelf.Event{
				{Name: storyshelf.EventPageView, Path: fmt.Sprintf("/made-up/%d", i)},
				{Name: storyshelf.EventPageView, Path: fmt.Sprintf("/es/books/old-%d-%s", i, storyshelf.ShortID(book.ID))},
				{Name: storyshelf.EventBookView, Path: fmt.Sprintf("/x/%d", i), RefID: fmt.Sprintf("made-up-%d", i), Label: spam},
				{Name: storyshelf.EventBookView, Path: page, RefID: book.ID, Label: spam},
				{Name: storyshelf.EventKitDownload, Path: page, RefID: fmt.Sprintf("kit-%d", i), Label: spam},
				{Name: storyshelf.EventMaterialDownload, Path: page, RefID: fmt.Sprintf("/files/%d.pdf", i), Label: book.ID},
				{Name: storyshelf.EventStoreClick, Path: page, RefID: fmt.Sprintf("made-up-%d", i), Label: spam},
				{Name: storyshelf.EventFormSubmit, Path: fmt.Sprintf("/form/%d", i), Label: spam, Success: &yes},
			} {
				record(e)
			}
		}
		if summed, err := s.SummarizeOldestDay(ctx, "2026-03-07"); err != nil || summed != day {
			t.Fatalf("summed %q, %v", summed, err)
		}
		if n, err := s.QueryIntForTest(ctx, `SELECT COUNT(*) FROM event_days`); err != nil || n > 16 {
			t.Fatalf("the day's totals have %d rows after %d made-up values (%v)", n, flood*8, err)
		}
		if _, err := s.RollUpOldestDay(ctx, "2026-03-07"); err != nil {
			t.Fatal(err)
		}
		r, err := s.StatisticsFor(ctx, storyshelf.Period{From: day, To: day}, 20)
		if err != nil {
			t.Fatal(err)
		}
		counts := func(list []storyshelf.Count) string {
			var out []string
			for _, c := range list {
				out = append(out, fmt.Sprintf("%s=%d", c.Key, c.Count))
			}
			return strings.Join(out, " ")
		}
		other := storyshelf.Other
		for what, c := range map[string][2]string{
			"pages":     {counts(r.Pages), fmt.Sprintf("/es%s=%d %s=%d %s=1", page, flood, other, flood, page)},
			"books":     {counts(r.Books), fmt.Sprintf("%s=%d %s=%d", book.ID, flood+1, other, flood)},
			"kits":      {counts(r.Downloads), fmt.Sprintf("%s=%d", other, flood)},
			"materials": {counts(r.MaterialDownloads), fmt.Sprintf("%s=%d", other, flood)},
			"stores":    {counts(r.StoreClicks), fmt.Sprintf("%s=%d", other, flood)},
			"forms":     {counts(r.Forms), fmt.Sprintf("%[1]s:failed=%[2]d %[1]s:ok=%[2]d", other, flood/2)},
		} {
			if c[0] != c[1] {
				t.Errorf("%s: %s, want %s", what, c[0], c[1])
			}
		}
		if len(r.Funnel) != 1 || r.Funnel[0].Title != "Brave Bea" || r.Funnel[0].Views != flood+1 {
			t.Errorf("funnel %+v", r.Funnel)
		}
		if text := fmt.Sprintf("%+v", r); strings.Contains(text, "555 0100") || strings.Contains(text, "made-up") {
			t.Errorf("the report shows a stranger's text: %s", text)
		}
	})
}
