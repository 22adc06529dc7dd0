package worker_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// eachStore runs fn on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
func eachStore(t *testing.T, fn func(t *testing.T, st *store.Store)) {
	t.Run("sqlite", func(t *testing.T) { fn(t, testdb.Store(t, filepath.Join(t.TempDir(), "l.db"))) })
	if testdb.HavePostgres() {
		t.Run("postgres", func(t *testing.T) { fn(t, testdb.Store(t, testdb.Postgres(t))) })
	}
}

// letterSite is a site whose owner set the letter in New York time; its
// clock is moved by hand and its mail is ready unless told otherwise.
type letterSite struct {
	st    *store.Store
	mu    sync.Mutex
	now   time.Time
	ready bool
}

func newLetterSite(t *testing.T, st *store.Store, enabled bool) *letterSite {
	t.Helper()
	ls := &letterSite{st: st, ready: true}
	st.Now = func() time.Time { ls.mu.Lock(); defer ls.mu.Unlock(); return ls.now }
	ls.at(time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC))
	if err := st.SaveWeeklyLetterSettings(context.Background(),
		&storyshelf.WeeklyLetterSettings{Enabled: enabled, TimeZone: "America/New_York", Lang: "es"}); err != nil {
		t.Fatal(err)
	}
	return ls
}

func (ls *letterSite) at(when time.Time) { ls.mu.Lock(); ls.now = when; ls.mu.Unlock() }

// instance is one running copy of the worker; its letter names the week and
// the language it was asked for.
func (ls *letterSite) instance() *worker.WeeklyLetter {
	return &worker.WeeklyLetter{Store: ls.st, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Every: time.Minute,
		Ready: func(context.Context) (bool, error) { return ls.ready, nil },
		Compose: func(_ context.Context, w storyshelf.LetterWeek, lang string) ([]storyshelf.OutboxMail, error) {
			return []storyshelf.OutboxMail{{Kind: "owner.weekly_letter", To: "owner@example.com",
				Subject: lang + " " + w.From + " " + w.To, Text: "figures"}}, nil
		}}
}

// letters are the subjects of the letters in the outbox.
func (ls *letterSite) letters(t *testing.T) []string {
	t.Helper()
	mails, err := ls.st.Outbox(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range mails {
		out = append(out, m.Subject)
	}
	return out
}

func run(t *testing.T, w *worker.WeeklyLetter) {
	t.Helper()
	if _, err := w.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// On her Monday from 07:00 one letter for the week just ended is queued,
// in her language; running again, later, by another instance, or on
// Tuesday adds none.
func TestWeeklyLetterQueuedOnceOnMonday(t *testing.T) {
	eachStore(t, func(t *testing.T, st *store.Store) {
		ls := newLetterSite(t, st, true)
		w := ls.instance()
		for _, when := range []time.Time{
			time.Date(2026, 1, 11, 23, 0, 0, 0, time.UTC),  // Sunday 18:00 in New York
			time.Date(2026, 1, 12, 11, 59, 0, 0, time.UTC), // Monday 06:59 there
		} {
			ls.at(when)
			run(t, w)
			if got := ls.letters(t); len(got) != 0 {
				t.Fatalf("at %v queued %v before her Monday 07:00", when, got)
			}
		}
		ls.at(time.Date(2026, 1, 12, 12, 0, 0, 0, time.UTC)) // Monday 07:00 in New York
		run(t, w)
		want := "es 2026-01-05 2026-01-11"
		if got := ls.letters(t); len(got) != 1 || got[0] != want {
			t.Fatalf("letters = %v, want [%s]", got, want)
		}
		run(t, w)
		ls.at(time.Date(2026, 1, 12, 18, 0, 0, 0, time.UTC)) // the claim long gone
		run(t, w)
		run(t, ls.instance())                                // a restarted or second instance
		ls.at(time.Date(2026, 1, 13, 15, 0, 0, 0, time.UTC)) // Tuesday
		run(t, ls.instance())
		if got := ls.letters(t); len(got) != 1 {
			t.Fatalf("letters = %v, want one", got)
		}
		ls.at(time.Date(2026, 1, 19, 13, 0, 0, 0, time.UTC)) // the next Monday
		run(t, w)
		if got := ls.letters(t); len(got) != 2 || got[0] != "es 2026-01-12 2026-01-18" {
			t.Fatalf("letters = %v, want the next week's too", got)
		}
	})
}

// Two instances looking at the same moment queue one letter.
func TestWeeklyLetterTwoInstancesAtOnce(t *testing.T) {
	eachStore(t, func(t *testing.T, st *store.Store) {
		ls := newLetterSite(t, st, true)
		ls.at(time.Date(2026, 1, 12, 14, 0, 0, 0, time.UTC))
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for range 4 {
			w := ls.instance()
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := w.RunOnce(context.Background())
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := ls.letters(t); len(got) != 1 {
			t.Fatalf("letters = %v, want one", got)
		}
	})
}

// A site down all Monday sends on Tuesday; turned on on a Wednesday, it
// waits for the next Monday.
func TestWeeklyLetterCatchesUpOnTuesdayOnly(t *testing.T) {
	eachStore(t, func(t *testing.T, st *store.Store) {
		ls := newLetterSite(t, st, true)
		ls.at(time.Date(2026, 1, 14, 15, 0, 0, 0, time.UTC)) // Wednesday
		run(t, ls.instance())
		if got := ls.letters(t); len(got) != 0 {
			t.Fatalf("letters on Wednesday = %v", got)
		}
		ls.at(time.Date(2026, 1, 20, 15, 0, 0, 0, time.UTC)) // Tuesday, nothing sent Monday
		run(t, ls.instance())
		if got := ls.letters(t); len(got) != 1 || got[0] != "es 2026-01-12 2026-01-18" {
			t.Fatalf("letters = %v", got)
		}
	})
}

// Off, or without mail, nothing is queued; once mail is set up the week's
// letter goes.
func TestWeeklyLetterOffOrWithoutMail(t *testing.T) {
	eachStore(t, func(t *testing.T, st *store.Store) {
		ls := newLetterSite(t, st, false)
		ls.at(time.Date(2026, 1, 12, 14, 0, 0, 0, time.UTC))
		run(t, ls.instance())
		if got := ls.letters(t); len(got) != 0 {
			t.Fatalf("letters while off = %v", got)
		}
		if err := st.SaveWeeklyLetterSettings(context.Background(),
			&storyshelf.WeeklyLetterSettings{Enabled: true, TimeZone: "America/New_York", Lang: "en"}); err != nil {
			t.Fatal(err)
		}
		ls.ready = false
		run(t, ls.instance())
		if got := ls.letters(t); len(got) != 0 {
			t.Fatalf("letters without mail = %v", got)
		}
		ls.ready = true
		run(t, ls.instance())
		if got := ls.letters(t); len(got) != 1 || got[0] != "en 2026-01-05 2026-01-11" {
			t.Fatalf("letters once mail is set up = %v", got)
		}
	})
}
