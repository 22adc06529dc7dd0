package worker_test

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/emaillist"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// recordingList is an email-list provider that notes whom it was asked to add.
type recordingList struct {
	mu    sync.Mutex
	added []string
}

func (l *recordingList) Name() string { return "recording" }
func (l *recordingList) Upsert(_ context.Context, c emaillist.Contact) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.added = append(l.added, c.Email)
	return nil
}
func (l *recordingList) Forget(context.Context, string) error { return nil }

// An address waiting for confirmation never reaches the email-list provider,
// even by a sync queued for it; a confirmed one does.
func TestSyncAddsOnlyConfirmedAddresses(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st := testdb.Store(t, path)
	settings := storyshelf.DefaultSiteSettings()
	settings.Newsletter.ConfirmSignUps = false
	rm := store.ReaderMail{Site: mails.NewSite("https://books.example.com", settings, nil), NewsletterGroup: "news"}
	for _, email := range []string{"waiting@example.com", "sure@example.com"} {
		sub := &storyshelf.Subscriber{ID: uuid.NewString(), Email: email, Source: "newsletter",
			ConsentText: storyshelf.NewsletterConsent, UnsubscribeToken: uuid.NewString()}
		if _, err := st.SignUpForNewsletter(ctx, rm, sub); err != nil {
			t.Fatal(err)
		}
	}
	// No change queues a sync for an address that waits; one from an older
	// version's queue may still be there: its address waits again here.
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `UPDATE newsletter_subscribers SET status = $1 WHERE email = $2`,
		storyshelf.SubscriberPending, "waiting@example.com"); err != nil {
		t.Fatal(err)
	}
	list := &recordingList{}
	if _, err := worker.NewSyncer(st, list, slog.New(slog.NewTextHandler(io.Discard, nil))).RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	if len(list.added) != 1 || list.added[0] != "sure@example.com" {
		t.Fatalf("added %v, want only the confirmed address", list.added)
	}
	if left, _ := st.Jobs(ctx, storyshelf.JobPending, 10); len(left) != 0 {
		t.Fatalf("the pending address's sync should be done with, not retried: %+v", left)
	}
}

// Sign-ups nobody confirmed go after a week by default; confirmed ones and
// recent ones stay.
func TestRetentionRemovesUnconfirmedSignUps(t *testing.T) {
	ctx := context.Background()
	st := testdb.Store(t, filepath.Join(t.TempDir(), "u.db"))
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	for _, s := range []struct {
		email, status string
		ago           time.Duration
	}{
		{"old-waiting@example.com", storyshelf.SubscriberPending, 8 * 24 * time.Hour},
		{"new-waiting@example.com", storyshelf.SubscriberPending, 6 * 24 * time.Hour},
		{"old-sure@example.com", "", 30 * 24 * time.Hour},
	} {
		st.Now = func() time.Time { return now.Add(-s.ago) }
		sub := &storyshelf.Subscriber{ID: uuid.NewString(), Email: s.email, Status: s.status, Source: "newsletter",
			ConsentText: storyshelf.NewsletterConsent, UnsubscribeToken: uuid.NewString()}
		if _, _, err := st.Subscribe(ctx, sub); err != nil {
			t.Fatal(err)
		}
	}
	st.Now = func() time.Time { return now }
	r := &worker.Retention{Store: st, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if n, err := r.RunOnce(ctx); err != nil || n != 1 {
		t.Fatalf("removed %d, %v; want the week-old unconfirmed one", n, err)
	}
	for email, want := range map[string]string{"old-waiting@example.com": "", "new-waiting@example.com": storyshelf.SubscriberPending,
		"old-sure@example.com": storyshelf.SubscriberActive} {
		if got, _ := st.SubscriberStatus(ctx, email); got != want {
			t.Errorf("%s: %q, want %q", email, got, want)
		}
	}
}
