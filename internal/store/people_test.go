package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestSubscribersAndForget(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		b := mustCreateBook(t, s, "Kit Book")
		kit := &storyshelf.KindnessKit{BookID: b.ID, Active: true, Title: "Kindness Kit", MailerLiteGroupID: "kit-group",
			Files: []storyshelf.KitFile{{FileName: "Guide", FileType: "pdf", FileURL: "kits/guide.pdf", SortOrder: 1}}}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}
		direct := readerMail(false)
		news, _ := s.SignUpForNewsletter(ctx, direct, newSubscriber("news@example.com"))
		clock.advance(time.Minute)
		_, grant, _, err := s.SignUpForKit(ctx, direct, store.NewKitSignUp{KitID: kit.ID, Name: "Sam Reader",
			Subscriber: kitSubscriber("Sam@example.com"), Token: "sam-link"})
		if err != nil {
			t.Fatal(err)
		}
		clock.advance(time.Minute)
		left, _ := s.SignUpForNewsletter(ctx, direct, newSubscriber("left@example.com"))
		if _, err := s.UnsubscribeByID(ctx, left.ID); err != nil {
			t.Fatal(err)
		}
		msg := &storyshelf.ContactMessage{Name: "Sam", Email: "SAM@example.com", Subject: "Feedback", Message: "Hello"}
		s.CreateContactMessage(ctx, msg, &storyshelf.OutboxMail{Kind: "contact", To: "owner@example.com", ReplyTo: msg.Email, Subject: "s", Text: "t"})

		t.Run("ListWithNameKitsAndSync", func(t *testing.T) {
			p, err := s.Subscribers(ctx, storyshelf.SubscriberFilter{}, 1, 2)
			if err != nil {
				t.Fatal(err)
			}
			if p.TotalCount != 3 || p.TotalPages != 2 || len(p.Subscribers) != 2 {
				t.Fatalf("page = %+v", p)
			}
			sam := p.Subscribers[1]
			if p.Subscribers[0].Email != "left@example.com" || sam.Email != "sam@example.com" || sam.Name != "Sam Reader" ||
				len(sam.Kits) != 1 || sam.Kits[0] != "Kindness Kit" || sam.SyncStatus != storyshelf.JobPending ||
				sam.ConsentText != storyshelf.KitConsent || sam.Source != "kit" {
				t.Fatalf("sam = %+v", sam)
			}
		})
		t.Run("Filters", func(t *testing.T) {
			for _, tc := range []struct {
				f    storyshelf.SubscriberFilter
				want string
			}{
				{storyshelf.SubscriberFilter{Status: storyshelf.SubscriberCancelled}, "left@example.com"},
				{storyshelf.SubscriberFilter{Source: "kit"}, "sam@example.com"},
				{storyshelf.SubscriberFilter{Query: "reader"}, "sam@example.com"}, // by name
				{storyshelf.SubscriberFilter{Query: "NEWS@"}, "news@example.com"},
				{storyshelf.SubscriberFilter{Status: storyshelf.SubscriberActive, Source: "newsletter"}, "news@example.com"},
			} {
				p, err := s.Subscribers(ctx, tc.f, 1, 25)
				if err != nil || p.TotalCount != 1 || p.Subscribers[0].Email != tc.want {
					t.Errorf("%+v: %+v %v, want %s", tc.f, p, err, tc.want)
				}
			}
			all, _ := s.Subscribers(ctx, storyshelf.SubscriberFilter{}, 1, 0)
			if len(all.Subscribers) != 3 {
				t.Fatalf("export lists %d", len(all.Subscribers))
			}
		})
		t.Run("KitSignUpsCountDownloads", func(t *testing.T) {
			s.CountKitDownload(ctx, grant.ID)
			s.CountKitDownload(ctx, grant.ID)
			list, err := s.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
			if err != nil || len(list) != 1 || list[0].Downloads != 2 || list[0].Name != "Sam Reader" {
				t.Fatalf("sign-ups = %+v %v", list, err)
			}
			_, err = s.KitSignUps(ctx, "no-such-kit", storyshelf.KitSignUpFilter{})
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.ErrorMessage(err))
		})
		t.Run("ForgetRemovesThemEverywhere", func(t *testing.T) {
			removed, err := s.Forget(ctx, " Sam@Example.com ", storyshelf.Job{Kind: storyshelf.JobEmailListForget, Payload: `{"email":"sam@example.com"}`})
			if err != nil {
				t.Fatal(err)
			}
			want := storyshelf.Removed{Subscribers: 1, KitSignUps: 1, DownloadLinks: 1, Messages: 1, Mails: 2, SyncJobs: 1}
			if *removed != want {
				t.Fatalf("removed %+v, want %+v", *removed, want)
			}
			if p, _ := s.Subscribers(ctx, storyshelf.SubscriberFilter{Query: "sam"}, 1, 25); p.TotalCount != 0 {
				t.Fatal("still on the list")
			}
			if list, _ := s.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{}); len(list) != 0 {
				t.Fatal("still signed up for the kit")
			}
			if p, _ := s.Inbox(ctx, storyshelf.InboxFilter{Query: "sam"}, 1, 20); p.TotalCount != 0 {
				t.Fatal("their message is still in the inbox")
			}
			out, _ := s.Outbox(ctx, 100)
			for _, m := range out {
				if m.To == "sam@example.com" || m.ReplyTo == "SAM@example.com" {
					t.Fatalf("mail still holds the address: %+v", m)
				}
			}
			jobs, _ := s.Jobs(ctx, storyshelf.JobPending, 100)
			var forgets int
			for _, j := range jobs {
				if j.Ref == "sam@example.com" && j.Kind != storyshelf.JobEmailListForget {
					t.Fatalf("a sync job still holds the address: %+v", j)
				}
				if j.Kind == storyshelf.JobEmailListForget {
					forgets++
				}
			}
			if forgets != 1 {
				t.Fatalf("%d erasure jobs queued, want 1", forgets)
			}
			if p, _ := s.Subscribers(ctx, storyshelf.SubscriberFilter{}, 1, 25); p.TotalCount != 2 || news.Email != "news@example.com" {
				t.Fatal("someone else was removed too")
			}
		})
	})
}
