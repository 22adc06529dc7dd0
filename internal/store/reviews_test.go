package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// mustSendReview stores a reader's review as the public form does: waiting.
func mustSendReview(t *testing.T, s *store.Store, bookID, name, email string, rating int) *storyshelf.Testimonial {
	t.Helper()
	r := &storyshelf.Testimonial{BookID: bookID, ReviewerName: name, Rating: rating, Content: "We read it every night.",
		Role: "parent", Email: email, Lang: "es", Status: storyshelf.ReviewWaiting, Origin: storyshelf.OriginReader}
	if err := s.CreateTestimonial(context.Background(), r); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestReaderReviewsShowOnlyOnceApproved(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Seeds")
		owners := &storyshelf.Testimonial{BookID: b.ID, ReviewerName: "Ms Lee", Rating: 5, Content: "A class favourite."}
		if err := s.CreateTestimonial(ctx, owners); err != nil {
			t.Fatal(err)
		}
		if owners.Status != storyshelf.ReviewApproved || owners.Origin != storyshelf.OriginOwner {
			t.Fatalf("the owner's own review is %q from %q", owners.Status, owners.Origin)
		}
		r := mustSendReview(t, s, b.ID, "Pat", "pat@example.com", 4)

		// Waiting: in no public read, counted for the menu, listed for the admin with its address.
		assertPublicReviews := func(want ...string) {
			t.Helper()
			list, err := s.Testimonials(ctx, b.ID, 0)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, tm := range list {
				if tm.Email != "" {
					t.Fatalf("a public read carries the address %q", tm.Email)
				}
				names = append(names, tm.ReviewerName)
			}
			if len(names) != len(want) {
				t.Fatalf("public reviews %v, want %v", names, want)
			}
			if n, _ := s.CountTestimonials(ctx, b.ID); n != len(want) {
				t.Fatalf("count %d, want %d", n, len(want))
			}
			featured, _ := s.RandomTestimonials(ctx, 1, 10)
			if len(featured) != len(want) {
				t.Fatalf("featured %d, want %d", len(featured), len(want))
			}
		}
		assertPublicReviews("Ms Lee")
		if n, err := s.CountWaitingTestimonials(ctx); err != nil || n != 1 {
			t.Fatalf("waiting %d %v", n, err)
		}
		p, err := s.TestimonialsPage(ctx, "", "", storyshelf.ReviewWaiting, 1, 10)
		if err != nil || p.TotalCount != 1 || p.Testimonials[0].Email != "pat@example.com" || p.Testimonials[0].Role != "parent" || p.Testimonials[0].Lang != "es" {
			t.Fatalf("waiting list %+v %v", p, err)
		}
		if p, _ := s.TestimonialsPage(ctx, "", "", storyshelf.ReviewApproved, 1, 10); p.TotalCount != 1 || p.Testimonials[0].ReviewerName != "Ms Lee" {
			t.Fatalf("approved list %+v", p)
		}

		// An edit keeps the review waiting and its address.
		edited := *r
		edited.Content, edited.Status, edited.Email = "We read it every single night.", storyshelf.ReviewApproved, ""
		if err := s.UpdateTestimonial(ctx, &edited); err != nil {
			t.Fatal(err)
		}
		if got, _ := s.TestimonialByID(ctx, r.ID); got.Status != storyshelf.ReviewWaiting || got.Email != "pat@example.com" || got.Content != edited.Content {
			t.Fatalf("after an edit %+v", got)
		}

		// Approved: shown, and the published mail queued once.
		mail := func() *storyshelf.OutboxMail {
			return &storyshelf.OutboxMail{Kind: "review.published", To: "pat@example.com", Subject: "Published", Text: "Thanks"}
		}
		if err := s.SetTestimonialStatus(ctx, r.ID, storyshelf.ReviewApproved, mail()); err != nil {
			t.Fatal(err)
		}
		assertPublicReviews("Ms Lee", "Pat")
		if n, _ := s.CountWaitingTestimonials(ctx); n != 0 {
			t.Fatalf("waiting after approval %d", n)
		}
		// Rejected, then approved again: hidden, then shown, and no second mail.
		if err := s.SetTestimonialStatus(ctx, r.ID, storyshelf.ReviewRejected, nil); err != nil {
			t.Fatal(err)
		}
		assertPublicReviews("Ms Lee")
		if err := s.SetTestimonialStatus(ctx, r.ID, storyshelf.ReviewApproved, mail()); err != nil {
			t.Fatal(err)
		}
		assertPublicReviews("Ms Lee", "Pat")
		out, _ := s.Outbox(ctx, 10)
		if len(out) != 1 || out[0].To != "pat@example.com" || out[0].Kind != "review.published" {
			t.Fatalf("outbox %+v", out)
		}

		if err := s.SetTestimonialStatus(ctx, r.ID, "published", nil); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("an unknown status: %v", err)
		}
		if err := s.SetTestimonialStatus(ctx, "missing", storyshelf.ReviewApproved, nil); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("a missing review: %v", err)
		}
	})
}

func TestApprovingAReviewWithoutAnAddressMailsNobody(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Seeds")
		r := mustSendReview(t, s, b.ID, "Pat", "", 5)
		// Even handed a mail, a review with no address queues none.
		if err := s.SetTestimonialStatus(ctx, r.ID, storyshelf.ReviewApproved,
			&storyshelf.OutboxMail{Kind: "review.published", To: "x@example.com", Subject: "s", Text: "t"}); err != nil {
			t.Fatal(err)
		}
		if out, _ := s.Outbox(ctx, 10); len(out) != 0 {
			t.Fatalf("outbox %+v", out)
		}
	})
}

func TestPruneRejectedReviews(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		clock := manualClock(s)
		b := mustCreateBook(t, s, "Seeds")
		old := mustSendReview(t, s, b.ID, "Old", "", 1)
		waiting := mustSendReview(t, s, b.ID, "Waiting", "", 2)
		owners := &storyshelf.Testimonial{BookID: b.ID, ReviewerName: "Ms Lee", Rating: 5, Content: "Good.", Status: storyshelf.ReviewRejected}
		if err := s.CreateTestimonial(ctx, owners); err != nil {
			t.Fatal(err)
		}
		clock.advance(40 * 24 * time.Hour)
		recent := mustSendReview(t, s, b.ID, "Recent", "", 1)
		for _, id := range []string{old.ID, recent.ID} {
			if err := s.SetTestimonialStatus(ctx, id, storyshelf.ReviewRejected, nil); err != nil {
				t.Fatal(err)
			}
		}
		n, err := s.PruneRejectedReviews(ctx, s.Now().Add(-30*24*time.Hour), 100)
		if err != nil || n != 1 {
			t.Fatalf("pruned %d %v", n, err)
		}
		if _, err := s.TestimonialByID(ctx, old.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("the old rejected review: %v", err)
		}
		for _, id := range []string{waiting.ID, owners.ID, recent.ID} {
			if _, err := s.TestimonialByID(ctx, id); err != nil {
				t.Fatalf("%s: %v", id, err)
			}
		}
	})
}

func TestForgetClearsAReviewsAddress(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Seeds")
		r := mustSendReview(t, s, b.ID, "Pat", "Pat@Example.com", 5)
		if _, err := s.Forget(ctx, "pat@example.com", storyshelf.Job{Kind: storyshelf.JobEmailListForget, Payload: `{}`}); err != nil {
			t.Fatal(err)
		}
		got, err := s.TestimonialByID(ctx, r.ID)
		if err != nil || got.Email != "" || got.Content == "" {
			t.Fatalf("after forgetting %+v %v", got, err)
		}
	})
}
