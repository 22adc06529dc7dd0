package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// When the hour's mail to unconfirmed addresses is used up, the dashboard
// says what waits and why, in words the owner can act on (nothing to do).
func TestDashboardSaysUnconfirmedMailWaits(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	_, sess := newBrowser(t, ts).login("owner@example.com", ownerPassword)
	notices := func() []string {
		res, body := get(t, ts.URL+"/api/admin/dashboard", "Authorization", "Bearer "+sess.AccessToken)
		var d struct{ FloodNotices []string }
		if res.StatusCode != 200 || json.Unmarshal([]byte(body), &d) != nil {
			t.Fatalf("dashboard: %d %s", res.StatusCode, body)
		}
		return d.FloodNotices
	}
	ctx := context.Background()
	var mails []storyshelf.OutboxMail
	for i := range storyshelf.UnconfirmedMailPerHour + 1 {
		mails = append(mails, storyshelf.OutboxMail{Kind: "newsletter.confirm", To: fmt.Sprintf("s%d@example.com", i),
			Subject: "Confirm", Text: "Link", Unconfirmed: true})
	}
	if err := ts.Store.EnqueueMails(ctx, mails); err != nil {
		t.Fatal(err)
	}
	for sent := 0; sent < storyshelf.UnconfirmedMailPerHour; {
		batch, err := ts.Store.ClaimMail(ctx, 100, time.Minute)
		if err != nil || len(batch) == 0 {
			t.Fatalf("claim after %d sent: %d, %v", sent, len(batch), err)
		}
		for _, m := range batch {
			if err := ts.Store.MarkMail(ctx, m, storyshelf.MailSent, nil, 5); err != nil {
				t.Fatal(err)
			}
			sent++
		}
	}
	want := "1 mail to a new address is waiting: the site sends at most 200 an hour to addresses that have not confirmed yet, " +
		"so that made-up sign-ups cannot use it to mail strangers. They go out on their own as the hour allows; " +
		"mail to your confirmed readers is not held up."
	if got := notices(); len(got) != 1 || got[0] != want {
		t.Fatalf("notices %q, want %q", got, want)
	}
}
