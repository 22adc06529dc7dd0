package store_test

import (
	"context"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestNewsletterArchive(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		addSubscribers(t, s, "arch", 1, "en", "newsletter")
		version := func() int64 {
			v, err := s.ContentVersion(ctx)
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		send := func(i *storyshelf.Issue) {
			if _, err := s.StartIssue(ctx, i.ID); err != nil {
				t.Fatal(err)
			}
			if err := s.ExecForTest(ctx, `UPDATE newsletter_deliveries SET status = 'sent'`); err != nil {
				t.Fatal(err)
			}
		}
		sent := newIssue(t, s, storyshelf.AudienceAll)
		if err := s.SetIssueInArchive(ctx, sent.ID, true); err != nil {
			t.Fatal(err)
		}
		draft := newIssue(t, s, storyshelf.AudienceAll)
		if err := s.SetIssueInArchive(ctx, draft.ID, true); err != nil {
			t.Fatal(err)
		}
		unlisted := newIssue(t, s, storyshelf.AudienceAll)
		send(sent)
		send(unlisted)
		before := version()
		if n, err := s.FinishIssues(ctx); err != nil || n != 2 {
			t.Fatalf("finish: %d %v", n, err)
		}
		if version() == before {
			t.Error("an archived issue was sent and the content version stayed")
		}
		list, err := s.ArchivedIssues(ctx)
		if err != nil || len(list) != 1 || list[0].ID != sent.ID || list[0].SentAt.IsZero() || list[0].HTML != "" {
			t.Fatalf("archive: %+v %v", list, err)
		}
		if i, err := s.ArchivedIssue(ctx, sent.ID); err != nil || i.HTML != "<p>Hello</p>" || i.Subject != "Spring tips" {
			t.Fatalf("web version: %+v %v", i, err)
		}
		for _, id := range []string{draft.ID, unlisted.ID, "nope"} {
			if _, err := s.ArchivedIssue(ctx, id); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Errorf("%s: %v", id, err)
			}
		}
		before = version()
		if err := s.SetIssueInArchive(ctx, sent.ID, false); err != nil {
			t.Fatal(err)
		}
		if version() == before {
			t.Error("taken out of the archive and the content version stayed")
		}
		if list, _ := s.ArchivedIssues(ctx); len(list) != 0 {
			t.Fatalf("after hiding: %+v", list)
		}
	})
}

func TestSubscribersFilterBounced(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		addSubscribers(t, s, "b", 2, "en", "newsletter")
		if err := s.ExecForTest(ctx, `UPDATE newsletter_subscribers SET status = 'bounced' WHERE email = 'b0@example.com'`); err != nil {
			t.Fatal(err)
		}
		p, err := s.Subscribers(ctx, storyshelf.SubscriberFilter{Status: storyshelf.SubscriberBounced}, 1, 25)
		if err != nil || p.TotalCount != 1 || p.Subscribers[0].Email != "b0@example.com" || p.Subscribers[0].Status != storyshelf.SubscriberBounced {
			t.Fatalf("%+v %v", p, err)
		}
	})
}

func TestNewsletterSendFrom(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if n, err := s.NewsletterSettings(ctx); err != nil || n.SendFrom != storyshelf.SendFromSite {
			t.Fatalf("default: %+v %v", n, err)
		}
		if err := s.SaveNewsletterSettings(ctx, &storyshelf.NewsletterSettings{PerMinute: 60, SendFrom: "pigeon"}); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("unknown: %v", err)
		}
		if err := s.SaveNewsletterSettings(ctx, &storyshelf.NewsletterSettings{PerMinute: 90, SendFrom: storyshelf.SendFromMailerLite}); err != nil {
			t.Fatal(err)
		}
		if n, _ := s.NewsletterSettings(ctx); n.SendFrom != storyshelf.SendFromMailerLite || n.PerMinute != 90 {
			t.Fatalf("saved: %+v", n)
		}
	})
}
