package store_test

import (
	"context"
	"testing"
	"time"

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
		manualClock(s)
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

		grant := &storyshelf.DownloadGrant{TokenHash: "hash-1"}
		listSub := kitSubscriber(" Sam@Example.com ")
		got, err := s.SignUpForKit(ctx, kit.ID, "Sam", listSub, grant, welcome)
		if err != nil {
			t.Fatal(err)
		}
		if got.ID != kit.ID || len(got.Files) != 1 || got.MailerLiteGroupID != "g1" {
			t.Fatalf("kit = %+v", got)
		}
		if grant.Email != "sam@example.com" || grant.KitID != kit.ID || !grant.ExpiresAt.Equal(s.Now().Add(24*time.Hour)) {
			t.Fatalf("grant = %+v", grant)
		}
		assertQueued(t, s, 1, 1)

		t.Run("JoinsTheListWithConsent", func(t *testing.T) {
			sub, err := s.SubscriberByToken(ctx, listSub.UnsubscribeToken)
			if err != nil {
				t.Fatal(err)
			}
			if sub.Email != "sam@example.com" || sub.Status != storyshelf.SubscriberActive || sub.Source != "kit" || sub.ConsentText != storyshelf.KitConsent {
				t.Fatalf("subscriber = %+v", sub)
			}
		})
		t.Run("AgainKeepsOneRowAndMailsNewLinks", func(t *testing.T) {
			if _, err := s.SignUpForKit(ctx, kit.ID, "", kitSubscriber("sam@example.com"), &storyshelf.DownloadGrant{TokenHash: "hash-2"}, welcome); err != nil {
				t.Fatal(err)
			}
			if _, err := s.SignUpForKit(ctx, kit.ID, "Samantha", kitSubscriber("sam@example.com"), &storyshelf.DownloadGrant{TokenHash: "hash-3"}, welcome); err != nil {
				t.Fatal(err)
			}
			subs, err := s.KitSubscribers(ctx, kit.ID)
			if err != nil {
				t.Fatal(err)
			}
			if len(subs) != 1 || subs[0].Name != "Samantha" {
				t.Fatalf("kit subscribers = %+v", subs)
			}
			assertQueued(t, s, 3, 3)
		})
		t.Run("ErrInactiveOrEmptyOrMissing", func(t *testing.T) {
			for _, id := range []string{other.ID, empty.ID, "no-such-kit"} {
				_, err := s.SignUpForKit(ctx, id, "", kitSubscriber("x@example.com"), &storyshelf.DownloadGrant{TokenHash: "h-" + id}, welcome)
				assertCode(t, err, storyshelf.ENOTFOUND, "Kindness kit not found")
			}
			assertQueued(t, s, 3, 3) // nothing half-written
		})
		t.Run("Download", func(t *testing.T) {
			g, f, err := s.KitDownload(ctx, "hash-1", kit.Files[0].ID)
			if err != nil {
				t.Fatal(err)
			}
			if g.Email != "sam@example.com" || f.FileURL != "kits/guide.pdf" || f.FileName != "Guide" {
				t.Fatalf("download = %+v %+v", g, f)
			}
			_, _, err = s.KitDownload(ctx, "hash-1", other.Files[0].ID) // another kit's file
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgKitLinkUnknown)
			_, _, err = s.KitDownload(ctx, "no-such-hash", kit.Files[0].ID)
			assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgKitLinkUnknown)
		})
	})
}
