package store_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func kitSubscriber(email string) *storyshelf.Subscriber {
	sub := newSubscriber(email)
	sub.Source, sub.ConsentText = "kit", storyshelf.KitConsent
	return sub
}

func TestSignUpForKit(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		b := mustCreateBook(t, s, "Kit Book")
		kit := &storyshelf.KindnessKit{BookID: b.ID, Active: true, Title: "Kindness Kit", MailerLiteGroupID: "g1",
			Files: []storyshelf.KitFile{{FileName: "Guide", FileType: "pdf", FileURL: "kits/guide.pdf", SortOrder: 1}}}
		other := &storyshelf.KindnessKit{BookID: b.ID, Active: false, Title: "Old Kit",
			Files: []storyshelf.KitFile{{FileName: "Old", FileType: "pdf", FileURL: "kits/old.pdf", SortOrder: 1}}}
		empty := &storyshelf.KindnessKit{BookID: b.ID, Active: true, Title: "Empty Kit"}
		for _, k := range []*storyshelf.KindnessKit{kit, other, empty} {
			if err := s.CreateKit(ctx, k); err != nil {
				t.Fatal(err)
			}
		}

		listSub := kitSubscriber(" Sam@Example.com ")
		listSub.ConsentPage = "/books/kit-book-12345678"
		got, grant, mailed, err := s.SignUpForKit(ctx, readerMail(false), store.NewKitSignUp{KitID: kit.ID, Name: "Sam",
			Subscriber: listSub, Token: "token-1"})
		if err != nil || !mailed {
			t.Fatal(mailed, err)
		}
		if got.ID != kit.ID || len(got.Files) != 1 || got.MailerLiteGroupID != "g1" {
			t.Fatalf("kit = %+v", got)
		}
		if grant.Email != "sam@example.com" || grant.KitID != kit.ID || !grant.ExpiresAt.Equal(s.Now().Add(24*time.Hour)) ||
			grant.TokenHash != auth.HashSecret("token-1") {
			t.Fatalf("grant = %+v", grant)
		}
		assertQueued(t, s, 1, 1) // the mail with the links, and the sync into the kit's group
		out, err := s.Outbox(ctx, 10)
		if err != nil || out[0].Kind != "kit.download" || !strings.Contains(out[0].Text,
			"https://books.example.com/kit-downloads/token-1/"+kit.Files[0].ID) {
			t.Fatalf("the mail carries the links: %+v %v", out, err)
		}

		t.Run("JoinsTheListWithConsent", func(t *testing.T) {
			sub, err := s.SubscriberByToken(ctx, listSub.UnsubscribeToken)
			if err != nil {
				t.Fatal(err)
			}
			if sub.Email != "sam@example.com" || sub.Status != storyshelf.SubscriberActive || sub.Source != "kit" || sub.ConsentText != storyshelf.KitConsent {
				t.Fatalf("subscriber = %+v", sub)
			}
		})
		t.Run("RecordsWhatWasAgreedAndWhen", func(t *testing.T) {
			subs, err := s.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
			if err != nil {
				t.Fatal(err)
			}
			k := subs[0]
			if len(subs) != 1 || k.ConsentText != storyshelf.KitConsent || k.ConsentPage != "/books/kit-book-12345678" ||
				k.ConsentAt == nil || !k.ConsentAt.Equal(s.Now()) ||
				// The links' mail waits in the outbox: not "mailed" until it goes out.
				k.MailStatus != storyshelf.MailPending || k.MailedAt != nil {
				t.Fatalf("kit subscriber = %+v", k)
			}
		})
		t.Run("AgainWithinADayKeepsOneRowAndMailsOnce", func(t *testing.T) {
			for i, name := range []string{"", "Samantha"} {
				clock.advance(time.Hour)
				_, _, mailed, err := s.SignUpForKit(ctx, readerMail(false), store.NewKitSignUp{KitID: kit.ID, Name: name,
					Subscriber: kitSubscriber("sam@example.com"), Token: "again-" + name})
				if err != nil || mailed {
					t.Fatalf("sign-up %d again within the day: mailed %v, %v", i+2, mailed, err)
				}
			}
			subs, err := s.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
			if err != nil {
				t.Fatal(err)
			}
			if len(subs) != 1 || subs[0].Name != "Samantha" || !subs[0].ConsentAt.Equal(s.Now()) {
				t.Fatalf("kit subscribers = %+v", subs)
			}
			assertQueued(t, s, 1, 1)
			clock.advance(storyshelf.KitMailInterval)
			if _, _, mailed, err := s.SignUpForKit(ctx, readerMail(false), store.NewKitSignUp{KitID: kit.ID,
				Subscriber: kitSubscriber("sam@example.com"), Token: "next-day"}); err != nil || !mailed {
				t.Fatalf("a day later: mailed %v, %v", mailed, err)
			}
			assertQueued(t, s, 2, 2)
		})
		t.Run("AnUnsubscribedAddressStaysUnsubscribed", func(t *testing.T) {
			if _, err := s.Unsubscribe(ctx, listSub.UnsubscribeToken); err != nil {
				t.Fatal(err)
			}
			clock.advance(storyshelf.KitMailInterval)
			if _, _, _, err := s.SignUpForKit(ctx, readerMail(false), store.NewKitSignUp{KitID: kit.ID,
				Subscriber: kitSubscriber("sam@example.com"), Token: "after-leaving"}); err != nil {
				t.Fatal(err)
			}
			sub, err := s.SubscriberByToken(ctx, listSub.UnsubscribeToken)
			if err != nil || sub.Status != storyshelf.SubscriberCancelled {
				t.Fatalf("after a kit sign-up: %+v %v", sub, err)
			}
			assertQueued(t, s, 3, 4) // the provider told of the leaving, then the kit's mail and sync
		})
		t.Run("ErrInactiveOrEmptyOrMissing", func(t *testing.T) {
			for _, id := range []string{other.ID, empty.ID, "no-such-kit"} {
				_, _, _, err := s.SignUpForKit(ctx, readerMail(false), store.NewKitSignUp{KitID: id,
					Subscriber: kitSubscriber("x@example.com"), Token: "t-" + id})
				assertCode(t, err, storyshelf.ENOTFOUND, "Kindness kit not found")
			}
			assertQueued(t, s, 3, 4) // nothing half-written
		})
		t.Run("Download", func(t *testing.T) {
			g, f, err := s.KitDownload(ctx, auth.HashSecret("token-1"), kit.Files[0].ID)
			if err != nil {
				t.Fatal(err)
			}
			if g.Email != "sam@example.com" || f.FileURL != "kits/guide.pdf" || f.FileName != "Guide" {
				t.Fatalf("download = %+v %+v", g, f)
			}
			_, _, err = s.KitDownload(ctx, auth.HashSecret("token-1"), other.Files[0].ID) // another kit's file
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgKitLinkUnknown.Text)
			_, _, err = s.KitDownload(ctx, "no-such-hash", kit.Files[0].ID)
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgKitLinkUnknown.Text)
		})
	})
}

// A kit sign-up says its links were mailed only once their mail went out,
// and when it did; not when it was queued.
func TestKitSignUpsSayWhenTheLinksWentOut(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Kit Book")
		kit := &storyshelf.KindnessKit{BookID: b.ID, Active: true, Title: "Kindness Kit",
			Files: []storyshelf.KitFile{{FileName: "Guide", FileType: "pdf", FileURL: "kits/guide.pdf", SortOrder: 1}}}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}
		if _, _, _, err := s.SignUpForKit(ctx, readerMail(false), store.NewKitSignUp{KitID: kit.ID, Name: "Sam",
			Subscriber: kitSubscriber("sam@example.com"), Token: "token-1"}); err != nil {
			t.Fatal(err)
		}
		signUp := func() storyshelf.KitSignUp {
			t.Helper()
			subs, err := s.KitSignUps(ctx, kit.ID, storyshelf.KitSignUpFilter{})
			if err != nil || len(subs) != 1 {
				t.Fatalf("%+v %v", subs, err)
			}
			return subs[0]
		}
		if k := signUp(); k.MailStatus != storyshelf.MailPending || k.MailedAt != nil {
			t.Fatalf("waiting: %q %v", k.MailStatus, k.MailedAt)
		}
		mails, err := s.ClaimMail(ctx, 10, time.Minute)
		if err != nil || len(mails) != 1 {
			t.Fatalf("claim: %d %v", len(mails), err)
		}
		if err := s.MarkMail(ctx, mails[0], storyshelf.MailSent, nil, 10); err != nil {
			t.Fatal(err)
		}
		out, _ := s.Outbox(ctx, 1)
		if k := signUp(); k.MailStatus != storyshelf.MailSent || k.MailedAt == nil || !k.MailedAt.Equal(*out[0].SentAt) {
			t.Fatalf("sent: %q %v, sent at %v", k.MailStatus, k.MailedAt, out[0].SentAt)
		}
	})
}
