//go:build load

package loadtest

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// newsletterRecipients is how many subscribers the issue goes to.
const newsletterRecipients = 10000

// newsletterPace is the pace the owner "sets" for the test: high, so that
// the run takes seconds, not the hours the default pace would.
const newsletterPace = 30000 // a minute: 500 a second

// newsletterLease is the claim lease the instances run with
// (STORYSHELF_TEST_NEWSLETTER_LEASE, for tests only; a minute on a real
// site): the killed instance's copies wait this long before they are sent
// again or reported.
const newsletterLease = 5 * time.Second

// TestNewsletterKilledHalfway sends one issue to 10,000 subscribers through a
// local SMTP server, SIGKILLs the storyshelf process halfway, starts it again
// and checks, counting at the SMTP server, the promise the sender makes: no
// subscriber gets two copies, at most the copies handed over to the mail
// server when the process died are missing, and the issue's report names
// every missing one as a copy that may not have arrived. Then the owner
// sends those again, and every subscriber has a copy. On PostgreSQL two
// instances share the work and one of them is killed. It reports each
// process's peak RSS and the sending rate reached.
func TestNewsletterKilledHalfway(t *testing.T) {
	bin := os.Getenv("STORYSHELF_BIN")
	if bin == "" {
		t.Fatal("STORYSHELF_BIN is not set: run make test-load")
	}
	for _, db := range databases(t) {
		t.Run(db.name, func(t *testing.T) {
			relay, err := mailtest.Listen("127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			defer relay.Close()
			issueID := prepareNewsletter(t, db.url)
			instances := 1
			if db.name == "postgres" {
				instances = 2
			}
			var servers []*server
			for range instances {
				data := t.TempDir()
				log, _ := os.Create(filepath.Join(data, "serve.log"))
				defer log.Close()
				addr := freeAddr(t)
				env := append(os.Environ(), "DATA_DIR="+data, "DATABASE_URL="+db.url, "STORYSHELF_ADDR="+addr,
					"SMTP_URL=smtp://"+relay.Addr()+"?starttls=none", "MAIL_FROM=news@example.com",
					"STORYSHELF_TEST_NEWSLETTER_LEASE="+newsletterLease.String())
				srv := &server{t: t, bin: bin, env: env, addr: addr, log: log}
				srv.start()
				defer func() {
					if t.Failed() {
						out, _ := os.ReadFile(log.Name())
						t.Logf("log of %s (last part):\n%s", addr, tail(string(out), 3000))
					}
				}()
				servers = append(servers, srv)
			}
			started := time.Now()
			waitForMessages(t, relay, newsletterRecipients/2, 2*time.Minute)
			beforeKill := len(relay.Messages())
			peak := peakRSS(servers[0].cmd.Process.Pid)
			killedAt := time.Since(started)
			servers[0].kill()
			t.Logf("%d copies arrived in %v (%.0f a second), then one instance was killed (SIGKILL); its peak RSS %d MiB",
				beforeKill, killedAt.Round(time.Millisecond), float64(beforeKill)/killedAt.Seconds(), peak>>20)
			// Every copy left claimed by the killed process goes back to the
			// queue once its claim runs out (newsletterLease).
			sqlDB := db.open()
			defer sqlDB.Close()
			var claimed, handedOver int
			sqlDB.QueryRow(`SELECT COUNT(*) FROM newsletter_deliveries WHERE status = 'sending'`).Scan(&claimed)
			sqlDB.QueryRow(`SELECT COUNT(*) FROM newsletter_deliveries WHERE status = 'handed_over'`).Scan(&handedOver)
			t.Logf("at the kill: %d copies claimed and not handed over, %d handed over without an answer yet", claimed, handedOver)
			// A copy recorded as handed over whose final "." the killed process
			// never wrote is lost, never sent twice: SMTP keeps no message
			// without its end. At most these may be missing, each one named.
			lost := handedOver
			servers[0].start()
			restarted := time.Now()
			waitForIssueSent(t, sqlDB, issueID, 4*time.Minute)
			for _, srv := range servers {
				p := peakRSS(srv.cmd.Process.Pid)
				t.Logf("peak RSS of an instance after the restart: %d MiB", p>>20)
				peak = max(peak, p)
			}
			copies := countCopies(relay)
			var missing []string
			twice := 0
			for i := range newsletterRecipients {
				switch addr := fmt.Sprintf("reader%d@example.com", i); copies[addr] {
				case 0:
					missing = append(missing, addr)
				case 1:
				default:
					twice++
				}
			}
			after := len(relay.Messages()) - beforeKill
			t.Logf("after the restart, %d copies in %v; in all %d messages for %d addresses: %d missing, %d twice; peak RSS %d MiB",
				after, time.Since(restarted).Round(time.Millisecond), len(relay.Messages()), len(copies), len(missing), twice, peak>>20)
			if len(missing) > 0 {
				t.Logf("%d subscribers got no copy: the killed process died between recording a copy handed over and its final \".\" (at most %d)", len(missing), lost)
			}
			if len(missing) > lost || twice > 0 || len(relay.Messages()) != newsletterRecipients-len(missing) {
				t.Fatalf("%d subscribers got no copy (at most %d may) and %d got more than one (%d messages)",
					len(missing), lost, twice, len(relay.Messages()))
			}

			// The report says which copies may not have arrived: every missing
			// one, and at most those handed over at the kill. The others were
			// all delivered.
			ctx := context.Background()
			st, err := store.Open(ctx, db.url)
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			report, err := st.IssueReport(ctx, issueID)
			if err != nil {
				t.Fatal(err)
			}
			unknown := report.Counts.Unknown
			t.Logf("the report: %d delivered, %d may not have arrived %v", report.Delivered, unknown, report.UnknownEmails)
			if unknown > lost || len(report.UnknownEmails) != unknown || report.Delivered != newsletterRecipients-unknown {
				t.Fatalf("the report says %d delivered and %d may not have arrived (%d listed); %d were handed over at the kill",
					report.Delivered, unknown, len(report.UnknownEmails), lost)
			}
			for _, addr := range missing {
				if !slices.Contains(report.UnknownEmails, addr) {
					t.Fatalf("%s got no copy, and the report does not say it may not have arrived: %v", addr, report.UnknownEmails)
				}
			}

			// The owner sends those again: then everyone has a copy, and only
			// those whose copy did arrive without a word from the mail server
			// (unknown, not missing) have two.
			n, err := st.ResendUnknownCopies(ctx, issueID)
			if unknown == 0 {
				if storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
					t.Fatalf("sending again with nothing unknown: %d %v", n, err)
				}
			} else {
				if err != nil || n != unknown {
					t.Fatalf("sent again %d %v, want %d", n, err, unknown)
				}
				waitForIssueSent(t, sqlDB, issueID, 2*time.Minute)
				copies = countCopies(relay)
				twice = 0
				for i := range newsletterRecipients {
					switch addr := fmt.Sprintf("reader%d@example.com", i); copies[addr] {
					case 0:
						t.Fatalf("%s still has no copy after sending again", addr)
					case 1:
					default:
						twice++
					}
				}
				t.Logf("sent again to %d: now every subscriber has a copy, %d of them two", n, twice)
				if twice > unknown-len(missing) {
					t.Fatalf("%d subscribers have two copies; at most %d may (unknown, yet arrived)", twice, unknown-len(missing))
				}
			}
			for _, srv := range servers {
				srv.stop()
			}
		})
	}
}

// prepareNewsletter puts 10,000 subscribers on the list of the site at dsn
// (in one transaction: sign-ups are not what is measured), sets the pace
// and starts an issue to all of them, as "Send now" does.
func prepareNewsletter(t *testing.T, dsn string) string {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	driver := "sqlite"
	if store.IsPostgresURL(dsn) {
		driver = "pgx"
	} else {
		dsn = "file:" + dsn + "?_pragma=busy_timeout(10000)"
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	for i := range newsletterRecipients {
		if _, err := tx.Exec(`INSERT INTO newsletter_subscribers (id, email, status, source, consent_at, unsubscribe_token, created_at, lang)
			VALUES ($1, $2, 'subscribed', 'newsletter', $3, $4, $3, $5)`, "reader-"+strconv.Itoa(i),
			fmt.Sprintf("reader%d@example.com", i), now, "token-"+strconv.Itoa(i), []string{"en", "es"}[i%2]); err != nil {
			t.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveNewsletterSettings(ctx, &storyshelf.NewsletterSettings{PerMinute: newsletterPace}); err != nil {
		t.Fatal(err)
	}
	issue := &storyshelf.Issue{Subject: "Spring tips", Audience: storyshelf.AudienceAll,
		HTML: "<h2>Spring</h2><p>Plant a <strong>seed</strong> with your child.</p>" + strings.Repeat("<p>A paragraph of tips.</p>", 40),
		Text: "Spring\n\nPlant a seed with your child.\n" + strings.Repeat("\nA paragraph of tips.", 40)}
	if err := issue.NormalizeDraft(); err != nil {
		t.Fatal(err)
	}
	if err := st.CreateIssue(ctx, issue); err != nil {
		t.Fatal(err)
	}
	if n, err := st.StartIssue(ctx, issue.ID); err != nil || n != newsletterRecipients {
		t.Fatalf("start: %d %v", n, err)
	}
	return issue.ID
}

// waitForIssueSent waits until the issue's status is sent.
func waitForIssueSent(t *testing.T, db *sql.DB, issueID string, timeout time.Duration) {
	t.Helper()
	var status string
	for deadline := time.Now().Add(timeout); time.Now().Before(deadline); time.Sleep(500 * time.Millisecond) {
		if err := db.QueryRow(`SELECT status FROM newsletter_issues WHERE id = $1`, issueID).Scan(&status); err != nil {
			t.Fatal(err)
		}
		if status == storyshelf.IssueSent {
			return
		}
	}
	t.Fatalf("the issue is still %s after %v", status, timeout)
}

// countCopies counts the copies each address received.
func countCopies(relay *mailtest.Server) map[string]int {
	copies := map[string]int{}
	for _, m := range relay.Messages() {
		for _, to := range m.To {
			copies[to]++
		}
	}
	return copies
}

func waitForMessages(t *testing.T, relay *mailtest.Server, n int, timeout time.Duration) {
	t.Helper()
	for deadline := time.Now().Add(timeout); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if len(relay.Messages()) >= n {
			return
		}
	}
	t.Fatalf("only %d copies arrived within %v", len(relay.Messages()), timeout)
}

// peakRSS is a process's peak resident memory (VmHWM), in bytes.
func peakRSS(pid int) int64 {
	out, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(out), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}
