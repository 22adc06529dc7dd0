package store_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The letter's figures are the week's, Monday to Sunday in the owner's
// time zone: events by the statistics' days, beside the week before;
// subscribers who confirmed and kit sign-ups between her Monday 00:00 and
// the next; the messages unread now. What happened just outside the week
// (in UTC a few hours either side) is left out.
func TestWeeklyFigures(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		ny, err := time.LoadLocation("America/New_York")
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 1, 12, 13, 0, 0, 0, time.UTC) // Monday 08:00 in New York
		s.Now = func() time.Time { return now }
		at := func(when time.Time) { now = when }
		week := storyshelf.LastWeek(now, ny)
		if week.From != "2026-01-05" || week.To != "2026-01-11" ||
			!week.Start.Equal(time.Date(2026, 1, 5, 5, 0, 0, 0, time.UTC)) || !week.End.Equal(time.Date(2026, 1, 12, 5, 0, 0, 0, time.UTC)) {
			t.Fatalf("week = %+v", week)
		}

		a := mustCreateBook(t, s, "Brave Bea")
		b := mustCreateBook(t, s, "Quiet Quinn")
		for _, e := range []storyshelf.Event{
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-05", Visitor: "a", Source: storyshelf.SourceSocial},
			{Name: storyshelf.EventPageView, Path: "/books", Day: "2026-01-11", Visitor: "a", Source: storyshelf.SourceSocial},
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-11", Visitor: "b", Source: storyshelf.SourceSearch},
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-11", Visitor: "b"},
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-04", Visitor: "z", Source: storyshelf.SourceDirect}, // the week before
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-12", Visitor: "y", Source: storyshelf.SourceDirect}, // after
			{Name: storyshelf.EventStoreClick, Day: "2026-01-06", Visitor: "a", RefID: a.ID, Label: "amazon"},
			{Name: storyshelf.EventStoreClick, Day: "2026-01-07", Visitor: "a", RefID: a.ID, Label: "kobo"},
			{Name: storyshelf.EventStoreClick, Day: "2026-01-11", Visitor: "b", RefID: a.ID, Label: "amazon"},
			{Name: storyshelf.EventStoreClick, Day: "2026-01-08", Visitor: "b", RefID: b.ID, Label: "amazon"},
			{Name: storyshelf.EventStoreClick, Day: "2026-01-12", Visitor: "b", RefID: b.ID, Label: "amazon"}, // after
			{Name: storyshelf.EventStoreClick, Day: "2026-01-12", Visitor: "c", RefID: b.ID, Label: "amazon"}, // after
			{Name: storyshelf.EventStoreClick, Day: "2026-01-12", Visitor: "d", RefID: b.ID, Label: "amazon"}, // after
		} {
			if err := s.RecordEvent(ctx, &e); err != nil {
				t.Fatal(err)
			}
		}

		// Subscribers confirmed: Sunday 23:00 in New York (before), Tuesday
		// (in), Monday 01:00 in New York (after); one never confirmed.
		for _, when := range []time.Time{
			time.Date(2026, 1, 5, 4, 0, 0, 0, time.UTC),
			time.Date(2026, 1, 6, 12, 0, 0, 0, time.UTC),
			time.Date(2026, 1, 12, 6, 0, 0, 0, time.UTC),
		} {
			at(when)
			sub := newSubscriber(when.Format("150405") + "@example.com")
			sub.Status = storyshelf.SubscriberPending
			if _, _, err := s.Subscribe(ctx, sub); err != nil {
				t.Fatal(err)
			}
			if _, err := s.ConfirmSignUp(ctx, readerMail(true), sub.UnsubscribeToken); err != nil {
				t.Fatal(err)
			}
		}
		at(time.Date(2026, 1, 7, 12, 0, 0, 0, time.UTC))
		pending := newSubscriber("pending@example.com")
		pending.Status = storyshelf.SubscriberPending
		if _, _, err := s.Subscribe(ctx, pending); err != nil {
			t.Fatal(err)
		}

		kit := &storyshelf.KindnessKit{BookID: a.ID, Active: true, Title: "Kindness Kit",
			Files: []storyshelf.KitFile{{FileName: "Guide", FileType: "pdf", FileURL: "kits/guide.pdf", SortOrder: 1}}}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}
		for i, when := range []time.Time{
			time.Date(2026, 1, 5, 4, 30, 0, 0, time.UTC), // before
			time.Date(2026, 1, 8, 12, 0, 0, 0, time.UTC),
			time.Date(2026, 1, 11, 23, 0, 0, 0, time.UTC), // Sunday 18:00 in New York
			time.Date(2026, 1, 12, 5, 0, 0, 0, time.UTC),  // her Monday 00:00: the next week
		} {
			at(when)
			sub := kitSubscriber(string(rune('a'+i)) + "-kit@example.com")
			if _, _, _, err := s.SignUpForKit(ctx, readerMail(false), store.NewKitSignUp{KitID: kit.ID, Subscriber: sub,
				Token: "token-" + sub.Email}); err != nil {
				t.Fatal(err)
			}
		}

		var read string
		for _, subject := range []string{"Feedback", "Question", "Thanks"} {
			m := &storyshelf.ContactMessage{Name: "Ann", Email: "ann@example.com", Subject: subject, Message: "Hi"}
			if err := s.CreateContactMessage(ctx, m, nil); err != nil {
				t.Fatal(err)
			}
			read = m.ID
		}
		if err := s.MarkMessage(ctx, read, true); err != nil {
			t.Fatal(err)
		}

		at(time.Date(2026, 1, 12, 13, 0, 0, 0, time.UTC))
		f, err := s.WeeklyFigures(ctx, week)
		if err != nil {
			t.Fatal(err)
		}
		if f.Visits != 4 || f.Visitors != 3 || f.PreviousVisits != 1 || f.PreviousVisitors != 1 {
			t.Errorf("visits %d visitors %d, before %d %d; want 4 3, 1 1", f.Visits, f.Visitors, f.PreviousVisits, f.PreviousVisitors)
		}
		wantSources := []storyshelf.Count{{Key: "social", Label: "Social sites", Count: 2}, {Key: "search", Label: "Search engines", Count: 1}}
		if got := counts(f.Sources); !reflect.DeepEqual(got, wantSources) {
			t.Errorf("sources = %+v, want %+v", got, wantSources)
		}
		wantBooks := []storyshelf.Count{{Key: a.ID, Label: "Brave Bea", Count: 3}, {Key: b.ID, Label: "Quiet Quinn", Count: 1}}
		if !reflect.DeepEqual(f.Books, wantBooks) {
			t.Errorf("books = %+v, want %+v", f.Books, wantBooks)
		}
		if f.NewSubscribers != 1 || f.KitSignups != 2 || f.MessagesWaiting != 2 {
			t.Errorf("subscribers %d, kit sign-ups %d, messages %d; want 1, 2, 2", f.NewSubscribers, f.KitSignups, f.MessagesWaiting)
		}
	})
}

// counts drops what the letter does not show (the previous week's count).
func counts(all []storyshelf.Count) []storyshelf.Count {
	out := make([]storyshelf.Count, len(all))
	for i, c := range all {
		out[i] = storyshelf.Count{Key: c.Key, Label: c.Label, Count: c.Count}
	}
	return out
}

// A week's letter goes into the outbox once: the second queueing of the
// same week adds nothing, another week's goes.
func TestQueueWeeklyLetterOnce(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		letter := func(to ...string) []storyshelf.OutboxMail {
			var out []storyshelf.OutboxMail
			for _, addr := range to {
				out = append(out, storyshelf.OutboxMail{Kind: "owner.weekly_letter", To: addr, Subject: "Your week", Text: "Visits: 3"})
			}
			return out
		}
		for i, c := range []struct {
			week string
			want bool
		}{{"2026-01-05", true}, {"2026-01-05", false}, {"2026-01-12", true}} {
			got, err := s.QueueWeeklyLetter(ctx, c.week, letter("owner@example.com", "partner@example.com"))
			if err != nil || got != c.want {
				t.Fatalf("queueing %d (%s) = %v, %v; want %v", i, c.week, got, err, c.want)
			}
		}
		mails, err := s.Outbox(ctx, 10)
		if err != nil || len(mails) != 4 {
			t.Fatalf("outbox holds %d mails (%v), want 4", len(mails), err)
		}
		if sent, err := s.WeeklyLetterSent(ctx, "2026-01-05"); err != nil || !sent {
			t.Fatal("the week's record is missing", err)
		}
		if sent, _ := s.WeeklyLetterSent(ctx, "2026-01-19"); sent {
			t.Fatal("a week never sent counts as sent")
		}
	})
}

// The settings are off by default, save and load, and refuse an unknown
// time zone or language.
func TestWeeklyLetterSettings(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		got, err := s.WeeklyLetterSettings(ctx)
		if err != nil || !reflect.DeepEqual(got, storyshelf.DefaultWeeklyLetterSettings()) || got.Enabled {
			t.Fatalf("a new site's settings = %+v, %v", got, err)
		}
		want := &storyshelf.WeeklyLetterSettings{Enabled: true, TimeZone: "Europe/Madrid", Lang: "es"}
		if err := s.SaveWeeklyLetterSettings(ctx, want); err != nil {
			t.Fatal(err)
		}
		if got, err = s.WeeklyLetterSettings(ctx); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("saved %+v, read %+v (%v)", want, got, err)
		}
		bad := &storyshelf.WeeklyLetterSettings{Enabled: false, TimeZone: "Mars/Olympus", Lang: "fr"}
		err = s.SaveWeeklyLetterSettings(ctx, bad)
		var invalid *storyshelf.Error
		if !errors.As(err, &invalid) || invalid.Fields["timeZone"] != storyshelf.MsgLetterTimeZone || invalid.Fields["lang"] != storyshelf.MsgLetterLang {
			t.Fatalf("bad settings: %v", err)
		}
		if got, _ = s.WeeklyLetterSettings(ctx); !reflect.DeepEqual(got, want) {
			t.Fatalf("refused settings changed them: %+v", got)
		}
	})
}
