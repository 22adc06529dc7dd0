package store_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Mail to addresses that never confirmed goes out at most
// storyshelf.UnconfirmedMailPerHour an hour; past that it waits, due, while
// mail to confirmed readers goes on, and the next hour sends the rest.
func TestUnconfirmedMailIsCappedAnHour(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		const over = 7
		var mails []storyshelf.OutboxMail
		for i := range storyshelf.UnconfirmedMailPerHour + over {
			mails = append(mails, storyshelf.OutboxMail{Kind: "newsletter.confirm", To: fmt.Sprintf("stranger%d@example.com", i),
				Subject: "Confirm", Text: "Link", Unconfirmed: true})
		}
		if err := s.EnqueueMails(ctx, mails); err != nil {
			t.Fatal(err)
		}
		sendAll := func() (unconfirmed, confirmed int) {
			for _, m := range sendAllMail(t, s) {
				if m.Unconfirmed {
					unconfirmed++
				} else {
					confirmed++
				}
			}
			return
		}
		if u, c := sendAll(); u != storyshelf.UnconfirmedMailPerHour || c != 0 {
			t.Fatalf("first hour sent %d to unconfirmed and %d to confirmed addresses, want %d and 0", u, c, storyshelf.UnconfirmedMailPerHour)
		}
		if n, err := s.UnconfirmedMailWaiting(ctx); err != nil || n != over {
			t.Fatalf("waiting = %d, %v; want %d", n, err, over)
		}
		// A reader who confirmed still gets her kit at once.
		if err := s.EnqueueMail(ctx, &storyshelf.OutboxMail{Kind: "kit.download", To: "reader@example.com", Subject: "Kit", Text: "Links"}); err != nil {
			t.Fatal(err)
		}
		if u, c := sendAll(); u != 0 || c != 1 {
			t.Fatalf("with the hour used up, sent %d to unconfirmed and %d to confirmed addresses, want 0 and 1", u, c)
		}
		clock.advance(time.Hour)
		if n, err := s.UnconfirmedMailWaiting(ctx); err != nil || n != 0 {
			t.Fatalf("waiting in the next hour = %d, %v; want 0", n, err)
		}
		if u, _ := sendAll(); u != over {
			t.Fatalf("the next hour sent %d to unconfirmed addresses, want the %d that waited", u, over)
		}
	})
}
