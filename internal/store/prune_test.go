package store_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Every prune removes only rows older than its cutoff, at most limit a run,
// and leaves the recent ones: old rows are made, the clock moves on forty
// days, recent rows are made (their mails still waiting), and each prune runs with a limit of two until
// it finds nothing.
func TestPrunes(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		u := mustCreateUser(t, s, "owner@example.com")
		b := mustCreateBook(t, s, "Kit Book")
		kit := &storyshelf.KindnessKit{BookID: b.ID, Title: "Kit", Active: true}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}
		made := 0
		makeRows := func(finish bool) {
			for i := 0; i < 3; i++ {
				made++
				id := fmt.Sprintf("%d", made)
				if _, err := s.Hit(ctx, "form:ip:10.0.0."+id, time.Hour, 5); err != nil {
					t.Fatal(err)
				}
				if err := s.GrantKitDownload(ctx, &storyshelf.DownloadGrant{KitID: kit.ID, Email: "r" + id + "@example.com", TokenHash: "grant-" + id}); err != nil {
					t.Fatal(err)
				}
				if err := s.CreatePasswordReset(ctx, u.ID, "reset-"+id, &storyshelf.OutboxMail{Kind: "reset", To: u.Email, Subject: "Reset", Text: "link " + id}); err != nil {
					t.Fatal(err)
				}
				if err := s.CreateSetupToken(ctx, "setup-"+id); err != nil {
					t.Fatal(err)
				}
				if _, err := s.CreateSession(ctx, u.ID, "session-"+id, "test", ""); err != nil {
					t.Fatal(err)
				}
				// A reader who came and went: their leaving is the email
				// list's job (and mails nobody).
				if _, _, err := s.Subscribe(ctx, &storyshelf.Subscriber{ID: "sub-" + id, Source: "newsletter",
					Email: "s" + id + "@example.com", ConsentAt: s.Now(), UnsubscribeToken: "unsub-" + id}); err != nil {
					t.Fatal(err)
				}
				if _, err := s.Unsubscribe(ctx, "unsub-"+id); err != nil {
					t.Fatal(err)
				}
			}
			if !finish {
				return
			}
			// The reset mails are sent, the syncs done.
			sendAllMail(t, s)
			jobs, err := s.ClaimJobs(ctx, 10, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			for _, j := range jobs {
				if err := s.FinishJob(ctx, j, nil, false, 5); err != nil {
					t.Fatal(err)
				}
			}
		}
		makeRows(true)
		// A mail still waiting to be sent keeps its body, however old.
		waiting := &storyshelf.OutboxMail{Kind: "contact", To: "o@example.com", Subject: "Waiting", Text: "still to send"}
		if err := s.EnqueueMail(ctx, waiting); err != nil {
			t.Fatal(err)
		}
		clock.advance(40 * 24 * time.Hour)
		makeRows(false)
		cutoff := s.Now().Add(-7 * 24 * time.Hour)

		count := func(q string) int {
			n, err := s.QueryIntForTest(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
		for _, c := range []struct {
			name  string
			prune func(context.Context, time.Time, int) (int, error)
			count string // rows the prune is about
			old   int    // of which the prune removes
		}{
			{"rate limits", s.PruneRateLimits, `SELECT COUNT(*) FROM rate_limits`, 3},
			{"download grants", s.PruneDownloadGrants, `SELECT COUNT(*) FROM download_grants`, 3},
			{"mail bodies", s.PruneMailBodies, `SELECT COUNT(*) FROM outbox WHERE text_body <> ''`, 3},
			{"done jobs", s.PruneDoneJobs, `SELECT COUNT(*) FROM jobs`, 3},
			{"expired links", s.PruneExpiredLinks, `SELECT (SELECT COUNT(*) FROM password_resets) +
				(SELECT COUNT(*) FROM setup_tokens) + (SELECT COUNT(*) FROM sessions)`, 9},
		} {
			before := count(c.count)
			var runs []int
			for {
				n, err := c.prune(ctx, cutoff, 2)
				if err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				runs = append(runs, n)
				if n == 0 || len(runs) > 10 {
					break
				}
			}
			removed := 0
			for _, n := range runs {
				removed += n
				if n > 2*3 { // expired links prunes three tables, two each
					t.Fatalf("%s: one run pruned %d rows, more than its limit: %v", c.name, n, runs)
				}
			}
			if removed != c.old || before-count(c.count) != c.old {
				t.Fatalf("%s: %d rows, runs %v pruned %d, %d left; want %d pruned", c.name, before, runs, removed, count(c.count), c.old)
			}
		}

		mails, err := s.Outbox(ctx, 100)
		if err != nil {
			t.Fatal(err)
		}
		emptied := 0
		for _, m := range mails {
			switch {
			case m.ID == waiting.ID:
				if m.Text != "still to send" {
					t.Fatalf("a waiting mail lost its body: %+v", m)
				}
			case m.Text == "":
				emptied++
				if m.Status != storyshelf.MailSent || m.SentAt == nil || m.To != u.Email || m.Subject != "Reset" || len(m.Headers) != 0 {
					t.Fatalf("an emptied mail must keep who, what and how it went, and nothing else: %+v", m)
				}
			}
		}
		if emptied != 3 || len(mails) != 7 {
			t.Fatalf("%d mails, %d emptied", len(mails), emptied)
		}
		// The recent kit link still opens.
		if _, err := s.DownloadGrantByToken(ctx, "grant-6"); err != nil {
			t.Fatalf("a recent kit link went: %v", err)
		}
		if _, err := s.DownloadGrantByToken(ctx, "grant-1"); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("an old kit link stayed: %v", err)
		}
		if err := s.CheckPasswordReset(ctx, "reset-6"); err != nil {
			t.Fatalf("a recent reset link went: %v", err)
		}
	})
}
