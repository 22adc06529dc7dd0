package store_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

// SQLite fsyncs every commit (synchronous=FULL, 2) on every pooled
// connection, so an acknowledged write survives a power cut.
func TestSQLiteSynchronousFull(t *testing.T) {
	s := mustOpenSQLite(t)
	ctx := context.Background()
	for i := range 4 { // several at once, so the pool opens several connections
		conns := make(chan error, 4)
		for range 4 {
			go func() {
				n, err := s.QueryIntForTest(ctx, `PRAGMA synchronous`)
				if err == nil && n != 2 {
					t.Errorf("round %d: PRAGMA synchronous = %d, want 2 (FULL)", i, n)
				}
				conns <- err
			}()
		}
		for range 4 {
			if err := <-conns; err != nil {
				t.Fatal(err)
			}
		}
	}
}

// BenchmarkSQLiteWrite is one newsletter sign-up (a write transaction with
// its outbox mail) with synchronous=FULL, the default, against NORMAL.
func BenchmarkSQLiteWrite(b *testing.B) {
	for _, mode := range []string{"FULL", "NORMAL"} {
		b.Run(mode, func(b *testing.B) {
			undo := store.SetSQLiteSynchronousForTest(mode)
			defer undo()
			ctx := context.Background()
			s := testdb.Store(b, filepath.Join(b.TempDir(), "bench.db"))
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				sub := &storyshelf.Subscriber{ID: uuid.NewString(), Email: uuid.NewString() + "@example.com",
					Source: "newsletter", ConsentText: storyshelf.NewsletterConsent, UnsubscribeToken: uuid.NewString()}
				if _, err := s.SignUpForNewsletter(ctx, readerMail(false), sub); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
