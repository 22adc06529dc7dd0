package store_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// fieldOf is the field named name of rec, or nil.
func fieldOf(rec storyshelf.HistoryRecord, name string) *storyshelf.HistoryField {
	for i := range rec.Fields {
		if rec.Fields[i].Name == name {
			return &rec.Fields[i]
		}
	}
	return nil
}

// TestTheNewsletterIsRecorded: each change of an issue the owner makes is
// recorded with the issue's subject and what changed; her autosaves of one
// issue make one record; the worker starting a scheduled issue (nobody) is
// not recorded.
func TestTheNewsletterIsRecorded(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := storyshelf.WithActor(context.Background(), owner)
		i := &storyshelf.Issue{Subject: "Spring tips", Text: "Plant a seed.", HTML: "<p>Plant a seed.</p>", Audience: storyshelf.AudienceAll}
		if err := s.CreateIssue(ctx, i); err != nil {
			t.Fatal(err)
		}
		if rec := historyRecords(t, s)[0]; rec.Kind != storyshelf.HistoryNewsletter || rec.Action != "created" ||
			rec.ItemID != i.ID || rec.ItemName != "Spring tips" {
			t.Fatalf("created: %+v", rec)
		}

		for _, subject := range []string{"Spring", "Spring news"} {
			i.Subject = subject
			if err := s.UpdateIssue(ctx, i); err != nil {
				t.Fatal(err)
			}
		}
		recs := historyRecords(t, s)
		if f := fieldOf(recs[0], "subject"); len(recs) != 2 || recs[0].Action != "changed" || recs[0].ItemName != "Spring news" ||
			len(recs[0].Fields) != 1 || f == nil || f.Old != "Spring tips" || f.New != "Spring news" {
			t.Fatalf("two autosaves: %+v", recs)
		}

		if err := s.SetIssueInArchive(ctx, i.ID, true); err != nil {
			t.Fatal(err)
		}
		if rec := historyRecords(t, s)[0]; rec.Action != "changed the archive of" || rec.ItemName != "Spring news" ||
			fieldOf(rec, "inArchive") == nil || fieldOf(rec, "inArchive").New != true {
			t.Fatalf("archive: %+v", rec)
		}

		if err := s.ScheduleIssue(ctx, i.ID, time.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if rec := historyRecords(t, s)[0]; rec.Action != "sent" || fieldOf(rec, "status") == nil ||
			fieldOf(rec, "status").New != storyshelf.IssueScheduled || fieldOf(rec, "sendAt") == nil {
			t.Fatalf("scheduled: %+v", rec)
		}
		if err := s.CancelIssue(ctx, i.ID); err != nil {
			t.Fatal(err)
		}
		if rec := historyRecords(t, s)[0]; rec.Action != "cancelled" || fieldOf(rec, "status").New != storyshelf.IssueCancelled {
			t.Fatalf("cancelled: %+v", rec)
		}

		// A refused change records nothing.
		before := len(historyRecords(t, s))
		if err := s.CancelIssue(ctx, i.ID); storyshelf.ErrorCode(err) != storyshelf.ECONFLICT {
			t.Fatalf("cancelling twice: %v", err)
		}
		if err := s.DeleteIssue(ctx, "no-such-issue"); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("deleting none: %v", err)
		}
		if after := len(historyRecords(t, s)); after != before {
			t.Fatalf("refused changes made %d records", after-before)
		}

		if err := s.DeleteIssue(ctx, i.ID); err != nil {
			t.Fatal(err)
		}
		if rec := historyRecords(t, s)[0]; rec.Action != "deleted" || rec.ItemID != i.ID || rec.ItemName != "Spring news" {
			t.Fatalf("deleted: %+v", rec)
		}

		// The worker starts what is due as nobody; the owner's "send now" is hers.
		if _, _, err := s.Subscribe(context.Background(), &storyshelf.Subscriber{ID: "sub1", Email: "parent@example.com",
			Source: "newsletter", Lang: "en", UnsubscribeToken: "token1"}); err != nil {
			t.Fatal(err)
		}
		due := &storyshelf.Issue{Subject: "Due", Text: "Due.", HTML: "<p>Due.</p>", Audience: storyshelf.AudienceAll}
		now := &storyshelf.Issue{Subject: "Now", Text: "Now.", HTML: "<p>Now.</p>", Audience: storyshelf.AudienceAll}
		for _, i := range []*storyshelf.Issue{due, now} {
			if err := s.CreateIssue(context.Background(), i); err != nil {
				t.Fatal(err)
			}
		}
		before = len(historyRecords(t, s))
		if _, err := s.StartIssue(context.Background(), due.ID); err != nil {
			t.Fatal(err)
		}
		if after := len(historyRecords(t, s)); after != before {
			t.Fatalf("the worker's start was recorded: %+v", historyRecords(t, s)[0])
		}
		if _, err := s.StartIssue(ctx, now.ID); err != nil {
			t.Fatal(err)
		}
		if rec := historyRecords(t, s)[0]; rec.Action != "sent" || rec.ItemName != "Now" ||
			fieldOf(rec, "status").New != storyshelf.IssueSending {
			t.Fatalf("send now: %+v", rec)
		}
	})
}

// TestForgettingLeavesNoTrace: the owner's unsubscribe names the address,
// and forgetting the person takes it out of History, the record of the
// forgetting included.
func TestForgettingLeavesNoTrace(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := storyshelf.WithActor(context.Background(), owner)
		sub, _, err := s.Subscribe(context.Background(), &storyshelf.Subscriber{ID: "sub1", Email: "parent@example.com",
			Source: "newsletter", Lang: "en", UnsubscribeToken: "token1"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.UnsubscribeByID(ctx, sub.ID); err != nil {
			t.Fatal(err)
		}
		if rec := historyRecords(t, s)[0]; rec.Kind != storyshelf.HistorySubscriber || rec.Action != "unsubscribed" ||
			rec.ItemID != sub.ID || rec.ItemName != "parent@example.com" {
			t.Fatalf("unsubscribed: %+v", rec)
		}
		// Nothing changed the second time: nothing to record.
		if _, err := s.UnsubscribeByID(ctx, sub.ID); err != nil {
			t.Fatal(err)
		}
		if n := len(historyRecords(t, s)); n != 1 {
			t.Fatalf("unsubscribing twice made %d records", n)
		}

		if _, err := s.Forget(ctx, "Parent@example.com", storyshelf.Job{Kind: storyshelf.JobEmailListForget}); err != nil {
			t.Fatal(err)
		}
		recs := historyRecords(t, s)
		if rec := recs[0]; len(recs) != 2 || rec.Action != "forgot a person's data" || rec.ItemName != "" || rec.ActorEmail != owner.Email {
			t.Fatalf("forgot: %+v", recs)
		}
		if all := fmt.Sprint(recs); strings.Contains(strings.ToLower(all), "parent@example.com") {
			t.Fatalf("History still holds the forgotten address: %s", all)
		}
	})
}
