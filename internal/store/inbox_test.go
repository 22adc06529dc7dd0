package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestInbox(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		send := func(name, subject, text string, mailed bool) *storyshelf.ContactMessage {
			t.Helper()
			m := &storyshelf.ContactMessage{Name: name, Email: name + "@example.com", Subject: subject, Message: text}
			var notify *storyshelf.OutboxMail
			if mailed {
				notify = &storyshelf.OutboxMail{Kind: "contact", To: "owner@example.com", Subject: subject, Text: text}
			}
			if err := s.CreateContactMessage(ctx, m, notify); err != nil {
				t.Fatal(err)
			}
			clock.advance(time.Minute)
			return m
		}
		anna := send("anna", "School Visit Request", "Could you visit our class in May?", true)
		ben := send("ben", "Feedback", "My son loves the cloud book.", false)
		cara := send("cara", "Feedback", "Lovely colouring pages", true)

		t.Run("NewestFirstAllUnread", func(t *testing.T) {
			p, err := s.Inbox(ctx, storyshelf.InboxFilter{}, 1, 2)
			if err != nil {
				t.Fatal(err)
			}
			if p.TotalCount != 3 || p.TotalPages != 2 || p.Unread != 3 || len(p.Messages) != 2 ||
				p.Messages[0].ID != cara.ID || p.Messages[1].ID != ben.ID || p.Messages[0].ReadAt != nil {
				t.Fatalf("page 1 = %+v", p)
			}
			p, _ = s.Inbox(ctx, storyshelf.InboxFilter{}, 2, 2)
			if len(p.Messages) != 1 || p.Messages[0].ID != anna.ID || p.Page != 2 {
				t.Fatalf("page 2 = %+v", p)
			}
		})
		t.Run("SaysWhetherTheOwnerWasMailed", func(t *testing.T) {
			m, _ := s.InboxMessage(ctx, ben.ID)
			if m.Delivery != storyshelf.DeliveryNone || m.DeliveryNote == "" {
				t.Fatalf("no address for contact messages: %+v", m)
			}
			m, _ = s.InboxMessage(ctx, anna.ID)
			if m.Delivery != storyshelf.DeliveryWaiting {
				t.Fatalf("queued: %+v", m)
			}
			claimed, _ := s.ClaimMail(ctx, 1, time.Hour) // anna's, the oldest
			s.MarkMail(ctx, claimed[0], storyshelf.MailFailed, errors.New("connection refused"), 5)
			m, _ = s.InboxMessage(ctx, anna.ID)
			if m.Delivery != storyshelf.DeliveryRetrying || m.DeliveryNote != "Sending failed, retrying: connection refused" {
				t.Fatalf("after a failure: %+v", m)
			}
		})
		t.Run("Filters", func(t *testing.T) {
			for _, tc := range []struct {
				f    storyshelf.InboxFilter
				want []string
			}{
				{storyshelf.InboxFilter{Subject: "Feedback"}, []string{cara.ID, ben.ID}},
				{storyshelf.InboxFilter{Query: "CLOUD"}, []string{ben.ID}},
				{storyshelf.InboxFilter{Query: "anna@example"}, []string{anna.ID}},
				{storyshelf.InboxFilter{Subject: "Feedback", Query: "colouring"}, []string{cara.ID}},
				{storyshelf.InboxFilter{Subject: "Other"}, nil},
			} {
				p, err := s.Inbox(ctx, tc.f, 1, 20)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, m := range p.Messages {
					got = append(got, m.ID)
				}
				if len(got) != len(tc.want) || p.TotalCount != len(tc.want) || (len(got) > 0 && got[0] != tc.want[0]) {
					t.Errorf("%+v: got %v, want %v", tc.f, got, tc.want)
				}
			}
		})
		t.Run("ReadAndUnread", func(t *testing.T) {
			if err := s.MarkMessage(ctx, ben.ID, true); err != nil {
				t.Fatal(err)
			}
			if n, _ := s.UnreadMessages(ctx); n != 2 {
				t.Fatalf("unread = %d", n)
			}
			p, _ := s.Inbox(ctx, storyshelf.InboxFilter{State: "read"}, 1, 20)
			if len(p.Messages) != 1 || p.Messages[0].ID != ben.ID || p.Messages[0].ReadAt == nil || p.Unread != 2 {
				t.Fatalf("read filter: %+v", p)
			}
			p, _ = s.Inbox(ctx, storyshelf.InboxFilter{State: "unread"}, 1, 20)
			if p.TotalCount != 2 {
				t.Fatalf("unread filter: %+v", p)
			}
			s.MarkMessage(ctx, ben.ID, false)
			if n, _ := s.UnreadMessages(ctx); n != 3 {
				t.Fatalf("unread after marking unread = %d", n)
			}
			assertCode(t, s.MarkMessage(ctx, "no-such", true), storyshelf.ENOTFOUND, "Message not found")
		})
		t.Run("DeleteTakesItsWaitingMail", func(t *testing.T) {
			if err := s.DeleteMessage(ctx, cara.ID); err != nil {
				t.Fatal(err)
			}
			_, err := s.InboxMessage(ctx, cara.ID)
			assertCode(t, err, storyshelf.ENOTFOUND, "Message not found")
			out, _ := s.Outbox(ctx, 10)
			for _, m := range out {
				if m.Text == cara.Message {
					t.Fatal("the deleted message's unsent mail is still queued")
				}
			}
			if len(out) != 1 {
				t.Fatalf("outbox = %d mails, want anna's only", len(out))
			}
			assertCode(t, s.DeleteMessage(ctx, cara.ID), storyshelf.ENOTFOUND, "Message not found")
		})
	})
}
