package worker_test

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
	"github.com/storyshelf/storyshelf/internal/worker"
)

func TestRetention(t *testing.T) {
	ctx := context.Background()
	st := testdb.Store(t, filepath.Join(t.TempDir(), "r.db"))
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	st.Now = func() time.Time { return now.AddDate(-1, 0, 0) } // the message arrives a year ago
	st.CreateContactMessage(ctx, &storyshelf.ContactMessage{Name: "Old", Email: "o@example.com", Subject: "Other", Message: "Hi"}, nil)
	st.Now = func() time.Time { return now }
	for _, day := range []string{"2026-01-10", "2026-01-11", "2026-05-30"} {
		st.RecordEvent(ctx, &storyshelf.Event{Name: storyshelf.EventPageView, Path: "/", Day: day, Visitor: "v"})
	}
	r := &worker.Retention{Store: st, EventDays: 90, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	var runs []int
	for {
		n, err := r.RunOnce(ctx)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, n)
		if n == 0 {
			break
		}
	}
	if len(runs) != 4 { // two old days summed and rolled up, a recent one summed, then nothing left
		t.Fatalf("runs %v", runs)
	}
	// January, over and summed, is in the monthly totals too; May is not over.
	if month, err := st.SummarizeOldestMonth(ctx); err != nil || month != "" {
		t.Fatalf("a month left to sum: %q, %v", month, err)
	}
	if p, _ := st.Inbox(ctx, storyshelf.InboxFilter{}, 1, 10); p.TotalCount != 1 {
		t.Fatal("messages are kept until deleted by default")
	}
	r.MessageDays = 180
	if n, _ := r.RunOnce(ctx); n != 1 {
		t.Fatalf("a year-old message with a 180-day limit: %d removed", n)
	}
	if days, _ := st.VisitsByDay(ctx, "2026-01-01", "2026-06-01"); len(days) != 3 {
		t.Fatalf("visits after roll-up: %+v", days)
	}
}

// The retention run prunes what strangers grow, a bounded batch a run, and
// keeps what is recent: attempt counters and kit links from a month ago go,
// month-old mails keep only who, what and how it went, and today's stay.
func TestRetentionPrunesWhatStrangersGrow(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "r.db")
	st := testdb.Store(t, path)
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	book := &storyshelf.Book{Title: "Kit Book", Author: "Ada", Description: "About", AgeRange: "3-6", Pages: 32}
	if err := st.CreateBook(ctx, book); err != nil {
		t.Fatal(err)
	}
	kit := &storyshelf.KindnessKit{BookID: book.ID, Title: "Kit", Active: true}
	if err := st.CreateKit(ctx, kit); err != nil {
		t.Fatal(err)
	}
	mailer := worker.NewMailer(st, acceptAll{}, logger)
	visit := func(at time.Time, from, to int) {
		st.Now = func() time.Time { return at }
		for i := from; i < to; i++ {
			id := fmt.Sprint(i)
			if _, err := st.Hit(ctx, "contact:ip:127.0.0."+id, time.Hour, 5); err != nil {
				t.Fatal(err)
			}
			if err := st.GrantKitDownload(ctx, &storyshelf.DownloadGrant{KitID: kit.ID, Email: "r" + id + "@example.com", TokenHash: "grant-" + id}); err != nil {
				t.Fatal(err)
			}
			if err := st.EnqueueMail(ctx, &storyshelf.OutboxMail{Kind: "kit", To: "r" + id + "@example.com", Subject: "Your kit",
				Text: "link " + id, Headers: map[string]string{"List-Unsubscribe": "<https://example.com/u/" + id + ">"}}); err != nil {
				t.Fatal(err)
			}
		}
		for {
			n, err := mailer.RunOnce(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 {
				break
			}
		}
	}
	visit(now.AddDate(0, 0, -30), 0, 5)
	visit(now, 5, 6)

	r := &worker.Retention{Store: st, Logger: logger, Batch: 2}
	var runs []int
	for {
		n, err := r.RunOnce(ctx)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, n)
		if n == 0 || len(runs) > 20 {
			break
		}
	}
	// Five old rows of three kinds, two of each a run: 6, 6, 3, then nothing.
	if fmt.Sprint(runs) != "[6 6 3 0]" {
		t.Fatalf("runs %v", runs)
	}

	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var counters int
	if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM rate_limits`).Scan(&counters); err != nil || counters != 1 {
		t.Fatalf("attempt counters left: %d, %v", counters, err)
	}
	if _, err := st.DownloadGrantByToken(ctx, "grant-4"); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
		t.Fatalf("a month-old kit link: %v", err)
	}
	if _, err := st.DownloadGrantByToken(ctx, "grant-5"); err != nil {
		t.Fatalf("today's kit link: %v", err)
	}
	mails, err := st.Outbox(ctx, 10)
	if err != nil || len(mails) != 6 {
		t.Fatalf("outbox %d, %v", len(mails), err)
	}
	for _, m := range mails {
		recent := m.To == "r5@example.com"
		if recent != (m.Text != "") || recent != (len(m.Headers) == 1) {
			t.Fatalf("mail to %s, recent %v: body %q, headers %v", m.To, recent, m.Text, m.Headers)
		}
		if m.Status != storyshelf.MailSent || m.SentAt == nil || m.Subject != "Your kit" {
			t.Fatalf("an emptied mail must still say what it was and how it went: %+v", m)
		}
	}
}

// acceptAll stands in for a mail server that takes every mail.
type acceptAll struct{}

func (acceptAll) Send(context.Context, mail.Message) error { return nil }

// History is kept for its days (HISTORY_RETENTION_DAYS, 365 by default), and
// for good at 0.
func TestRetentionKeepsHistoryForItsDays(t *testing.T) {
	ctx := context.Background()
	st := testdb.Store(t, filepath.Join(t.TempDir(), "h.db"))
	now := time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)
	for _, age := range []int{400, 300} {
		st.Now = func() time.Time { return now.AddDate(0, 0, -age) }
		if err := st.RecordHistory(ctx, &storyshelf.HistoryRecord{ActorEmail: "owner@example.com", Kind: "book",
			Action: "changed", ItemName: fmt.Sprint(age, " days ago")}); err != nil {
			t.Fatal(err)
		}
	}
	st.Now = func() time.Time { return now }
	left := func() []string {
		p, err := st.History(ctx, storyshelf.HistoryFilter{}, 1, 50)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, r := range p.Records {
			names = append(names, r.ItemName)
		}
		return names
	}
	discard := slog.New(slog.NewTextHandler(io.Discard, nil))
	if _, err := (&worker.Retention{Store: st, Logger: discard}).RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(left()); got != "[300 days ago 400 days ago]" {
		t.Fatalf("kept for good at 0: %s", got)
	}
	if _, err := (&worker.Retention{Store: st, Logger: discard, HistoryDays: storyshelf.HistoryKeptDays}).RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(left()); got != "[300 days ago]" {
		t.Fatalf("after a year: %s", got)
	}
}
