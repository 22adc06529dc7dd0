package store_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func inLang(sub *storyshelf.Subscriber, lang string) *storyshelf.Subscriber {
	sub.Lang = lang
	return sub
}

// Every reader's row records the language of the page it came from: a
// newsletter sign-up, a kit sign-up and a contact message. Signing up again
// takes the latest page's language, and the owner's lists narrow by it.
func TestReaderLanguage(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		b := mustCreateBook(t, s, "Kit Book")
		kit := &storyshelf.KindnessKit{BookID: b.ID, Active: true, Title: "Kindness Kit",
			Files: []storyshelf.KitFile{{FileName: "Guide", FileType: "pdf", FileURL: "kits/guide.pdf", SortOrder: 1}}}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}

		direct := readerMail(false)
		lucia, err := s.SignUpForNewsletter(ctx, direct, inLang(newSubscriber("lucia@example.com"), "es"))
		if err != nil || lucia.Lang != "es" {
			t.Fatalf("a Spanish sign-up: %+v err %v", lucia, err)
		}
		if out, _ := s.Outbox(ctx, 10); len(out) != 1 || !strings.Contains(out[0].Subject, "bienvenida") {
			t.Fatalf("the welcome speaks Spanish: %+v", out)
		}
		clock.advance(time.Minute)
		ann, err := s.SignUpForNewsletter(ctx, direct, newSubscriber("ann@example.com"))
		if err != nil || ann.Lang != "en" {
			t.Fatalf("a sign-up that names no language is English: %+v %v", ann, err)
		}
		clock.advance(time.Minute)
		if odd, err := s.SignUpForNewsletter(ctx, direct, inLang(newSubscriber("odd@example.com"), "fr")); err != nil || odd.Lang != "en" {
			t.Fatalf("a language the site does not speak is stored as English: %+v %v", odd, err)
		}
		clock.advance(time.Minute)

		t.Run("SigningUpAgainTakesTheLatestPagesLanguage", func(t *testing.T) {
			again, err := s.SignUpForNewsletter(ctx, direct, inLang(newSubscriber("ANN@example.com"), "es"))
			if err != nil || again.ID != ann.ID || again.Lang != "es" {
				t.Fatalf("again in Spanish: %+v err %v", again, err)
			}
			assertQueued(t, s, 3, 3) // no second welcome
			back, err := s.SignUpForNewsletter(ctx, direct, inLang(newSubscriber("ann@example.com"), "en"))
			if err != nil || back.Lang != "en" {
				t.Fatalf("back in English: %+v %v", back, err)
			}
			if stored, _ := s.SubscriberByToken(ctx, ann.UnsubscribeToken); stored.Lang != "en" {
				t.Fatalf("stored = %+v", stored)
			}
		})
		t.Run("AnAddressThatLeftStaysOffButTakesTheLanguage", func(t *testing.T) {
			if _, err := s.Unsubscribe(ctx, lucia.UnsubscribeToken); err != nil {
				t.Fatal(err)
			}
			again, err := s.SignUpForNewsletter(ctx, direct, inLang(newSubscriber("lucia@example.com"), "en"))
			if err != nil || again.Status != storyshelf.SubscriberCancelled || again.Lang != "en" {
				t.Fatalf("after leaving: %+v %v", again, err)
			}
			if _, err := s.SignUpForNewsletter(ctx, direct, inLang(newSubscriber("lucia@example.com"), "es")); err != nil {
				t.Fatal(err)
			}
		})

		kitSub := inLang(kitSubscriber("Sam@example.com"), "es")
		if _, _, _, err := s.SignUpForKit(ctx, direct, store.NewKitSignUp{KitID: kit.ID, Name: "Sam", Subscriber: kitSub, Token: "sam-es"}); err != nil {
			t.Fatal(err)
		}
		clock.advance(time.Minute)
		if _, _, _, err := s.SignUpForKit(ctx, direct, store.NewKitSignUp{KitID: kit.ID, Subscriber: kitSubscriber("kim@example.com"), Token: "kim-en"}); err != nil {
			t.Fatal(err)
		}
		clock.advance(time.Minute)

		t.Run("AKitSignUpRecordsItOnBothLists", func(t *testing.T) {
			subs, err := s.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
			if err != nil || len(subs) != 2 || subs[0].Email != "kim@example.com" || subs[0].Lang != "en" || subs[1].Lang != "es" {
				t.Fatalf("kit sign-ups = %+v %v", subs, err)
			}
			if sam, _ := s.SubscriberByToken(ctx, kitSub.UnsubscribeToken); sam.Lang != "es" {
				t.Fatalf("on the email list = %+v", sam)
			}
			spanish, err := s.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{Lang: "es"})
			if err != nil || len(spanish) != 1 || spanish[0].Email != "sam@example.com" {
				t.Fatalf("Spanish kit sign-ups = %+v %v", spanish, err)
			}
		})
		t.Run("ALinkKnowsItsReadersLanguage", func(t *testing.T) {
			if g, _, err := s.KitDownload(ctx, auth.HashSecret("sam-es"), kit.Files[0].ID); err != nil || g.Lang != "es" {
				t.Fatalf("Sam's link: %+v %v", g, err)
			}
			if g, err := s.DownloadGrantByToken(ctx, auth.HashSecret("kim-en")); err != nil || g.Lang != "en" {
				t.Fatalf("Kim's link: %+v %v", g, err)
			}
			owners := &storyshelf.DownloadGrant{KitID: kit.ID, TokenHash: "owner-made"}
			if err := s.GrantKitDownload(ctx, owners); err != nil {
				t.Fatal(err)
			}
			if g, err := s.DownloadGrantByToken(ctx, "owner-made"); err != nil || g.Lang != "en" {
				t.Fatalf("a link the owner made: %+v %v", g, err)
			}
		})
		t.Run("SigningUpForTheKitAgainTakesTheLatestLanguage", func(t *testing.T) {
			clock.advance(storyshelf.KitMailInterval)
			if _, _, _, err := s.SignUpForKit(ctx, direct, store.NewKitSignUp{KitID: kit.ID,
				Subscriber: inLang(kitSubscriber("sam@example.com"), "en"), Token: "sam-en"}); err != nil {
				t.Fatal(err)
			}
			subs, _ := s.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{Lang: "es"})
			if len(subs) != 0 {
				t.Fatalf("Spanish kit sign-ups after Sam came back in English = %+v", subs)
			}
			if g, _ := s.DownloadGrantByToken(ctx, auth.HashSecret("sam-es")); g.Lang != "en" {
				t.Fatalf("Sam's older link = %+v", g)
			}
			if _, _, _, err := s.SignUpForKit(ctx, direct, store.NewKitSignUp{KitID: kit.ID,
				Subscriber: inLang(kitSubscriber("sam@example.com"), "es"), Token: "sam-es-2"}); err != nil {
				t.Fatal(err)
			}
		})
		t.Run("TheListFiltersByLanguage", func(t *testing.T) {
			for _, tc := range []struct {
				f    storyshelf.SubscriberFilter
				want string
			}{
				{storyshelf.SubscriberFilter{Lang: "es"}, "sam@example.com lucia@example.com"},
				{storyshelf.SubscriberFilter{Lang: "en"}, "kim@example.com odd@example.com ann@example.com"},
				{storyshelf.SubscriberFilter{Lang: "es", Status: storyshelf.SubscriberActive}, "sam@example.com"},
				{storyshelf.SubscriberFilter{Lang: "es", Source: "newsletter"}, "lucia@example.com"},
			} {
				p, err := s.Subscribers(ctx, tc.f, 1, 0)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, l := range p.Subscribers {
					got = append(got, l.Email)
					if tc.f.Lang != "" && l.Lang != tc.f.Lang {
						t.Errorf("%+v: %s is %q", tc.f, l.Email, l.Lang)
					}
				}
				if strings.Join(got, " ") != tc.want || p.TotalCount != len(got) {
					t.Errorf("%+v = %v (%d), want %s", tc.f, got, p.TotalCount, tc.want)
				}
			}
		})
		t.Run("MessagesRecordAndFilterTheirLanguage", func(t *testing.T) {
			for _, m := range []*storyshelf.ContactMessage{
				{Name: "Lucía", Email: "lucia@example.com", Subject: "Feedback", Message: "¡Hola!", Lang: "es"},
				{Name: "Ann", Email: "ann@example.com", Subject: "Feedback", Message: "Hello"},
			} {
				if err := s.CreateContactMessage(ctx, m, nil); err != nil {
					t.Fatal(err)
				}
				clock.advance(time.Minute)
			}
			all, err := s.Inbox(ctx, storyshelf.InboxFilter{}, 1, 10)
			if err != nil || all.TotalCount != 2 || all.Messages[0].Lang != "en" || all.Messages[1].Lang != "es" {
				t.Fatalf("inbox = %+v %v", all, err)
			}
			spanish, err := s.Inbox(ctx, storyshelf.InboxFilter{Lang: "es", Subject: "Feedback"}, 1, 10)
			if err != nil || spanish.TotalCount != 1 || spanish.Messages[0].Name != "Lucía" || spanish.Unread != 2 {
				t.Fatalf("Spanish messages = %+v %v", spanish, err)
			}
			if one, err := s.InboxMessage(ctx, spanish.Messages[0].ID); err != nil || one.Lang != "es" {
				t.Fatalf("one message = %+v %v", one, err)
			}
		})
	})
}

// Readers who came before languages were recorded are English: the column's
// default, which an archive or an import that does not name it gets too.
func TestReadersFromBeforeAreEnglish(t *testing.T) {
	forEachNewStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		pending, err := s.Pending(ctx)
		if err != nil {
			t.Fatal(err)
		}
		before := ""
		for _, m := range pending {
			if strings.HasPrefix(m.Version, "0019_") {
				break
			}
			before = m.Version
		}
		if _, err := s.MigrateTo(ctx, before); err != nil {
			t.Fatal(err)
		}
		for _, q := range []string{
			`INSERT INTO newsletter_subscribers (id, email, consent_at, unsubscribe_token) VALUES ('s1', 'old@example.com', CURRENT_TIMESTAMP, 'old-token')`,
			`INSERT INTO contact_messages (id, name, email, subject, message) VALUES ('m1', 'Old', 'old@example.com', 'Feedback', 'Hi')`,
		} {
			if err := s.ExecForTest(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := s.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if sub, err := s.SubscriberByToken(ctx, "old-token"); err != nil || sub.Lang != "en" {
			t.Fatalf("an older subscriber = %+v %v", sub, err)
		}
		if m, err := s.InboxMessage(ctx, "m1"); err != nil || m.Lang != "en" {
			t.Fatalf("an older message = %+v %v", m, err)
		}
	})
}

// Page views split by the site's language: a path under /es/ is Spanish,
// any other English, raw or rolled up into daily totals alike.
func TestPageViewsByLanguage(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		s.Now = func() time.Time { return time.Date(2026, 1, 7, 15, 0, 0, 0, time.UTC) }
		// A page of the site's: the roll-up folds any other into "other".
		esBook := "/es/books/" + mustCreateBook(t, s, "Brave Bea").SlugWithID()
		for _, e := range []storyshelf.Event{
			{Name: storyshelf.EventPageView, Path: "/", Day: "2026-01-07", Visitor: "a"},
			{Name: storyshelf.EventPageView, Path: "/books", Day: "2026-01-07", Visitor: "a"},
			{Name: storyshelf.EventPageView, Path: "/essays", Day: "2026-01-07", Visitor: "a"}, // not under /es/
			{Name: storyshelf.EventPageView, Path: "/es/", Day: "2026-01-07", Visitor: "b"},
			{Name: storyshelf.EventPageView, Path: "/es", Day: "2026-01-06", Visitor: "b"},
			{Name: storyshelf.EventPageView, Path: esBook, Day: "2026-01-06", Visitor: "b"},
			{Name: storyshelf.EventPageView, Path: "/es/contact", Day: "2026-01-06", Visitor: "c"},
			{Name: storyshelf.EventPageView, Path: "/es/", Day: "2025-12-01", Visitor: "z"}, // before the period
			{Name: storyshelf.EventBookView, Path: esBook, Day: "2026-01-06", Visitor: "b"},
		} {
			if err := s.RecordEvent(ctx, &e); err != nil {
				t.Fatal(err)
			}
		}
		r, err := s.Statistics(ctx, 7, 10)
		if err != nil {
			t.Fatal(err)
		}
		want := []storyshelf.Count{{Key: "en", Label: "English", Count: 3}, {Key: "es", Label: "Spanish", Count: 4}}
		if len(r.Languages) != 2 || r.Languages[0] != want[0] || r.Languages[1] != want[1] {
			t.Fatalf("languages = %+v, want %+v", r.Languages, want)
		}
		// Rolled up, the days count the same.
		for {
			day, err := s.RollUpOldestDay(ctx, "2026-01-07")
			if err != nil {
				t.Fatal(err)
			}
			if day == "" {
				break
			}
		}
		r, err = s.Statistics(ctx, 7, 10)
		if err != nil || r.Languages[0] != want[0] || r.Languages[1] != want[1] {
			t.Fatalf("languages after the roll-up = %+v, %v", r.Languages, err)
		}
		// Only the period's views count, and a language without any is named too.
		r, err = s.Statistics(ctx, 1, 10)
		if err != nil || len(r.Languages) != 2 || r.Languages[0].Count != 3 || r.Languages[1].Count != 1 {
			t.Fatalf("today = %+v, %v", r.Languages, err)
		}
		s.Now = func() time.Time { return time.Date(2026, 2, 1, 15, 0, 0, 0, time.UTC) }
		r, err = s.Statistics(ctx, 1, 10)
		if err != nil || len(r.Languages) != 2 || r.Languages[1] != (storyshelf.Count{Key: "es", Label: "Spanish"}) {
			t.Fatalf("a day without views = %+v, %v", r.Languages, err)
		}
	})
}

// An archive from before readers' languages were recorded imports with its
// readers in English.
func TestOlderArchiveReadersAreEnglish(t *testing.T) {
	old, _ := export(t, olderSite(t))
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if _, err := s.ImportTables(ctx, old.schema, old.reader()); err != nil {
			t.Fatal(err)
		}
		if sub, err := s.SubscriberByToken(ctx, "tok"); err != nil || sub.Lang != "en" {
			t.Fatalf("subscriber = %+v %v", sub, err)
		}
		if subs, err := s.KitSignUps(ctx, "k1", storyshelf.KitSignUpFilter{Lang: "en"}); err != nil || len(subs) != 1 {
			t.Fatalf("English kit sign-ups = %+v %v", subs, err)
		}
		if m, err := s.InboxMessage(ctx, "m1"); err != nil || m.Lang != "en" {
			t.Fatalf("message = %+v %v", m, err)
		}
	})
}
