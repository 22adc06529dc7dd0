package worker_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/worker"
)

func TestRetention(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
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
	if len(runs) != 3 { // two old days, then nothing left
		t.Fatalf("runs %v", runs)
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
