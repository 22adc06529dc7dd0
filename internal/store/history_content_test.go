package store_test

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// newestRecord is the newest History record (none: the zero record); it
// fails the test when the count of records is not want.
func newestRecord(t *testing.T, s *store.Store, want int) storyshelf.HistoryRecord {
	t.Helper()
	recs := historyRecords(t, s)
	if len(recs) != want {
		t.Fatalf("%d records, want %d: %+v", len(recs), want, recs)
	}
	if want == 0 {
		return storyshelf.HistoryRecord{}
	}
	return recs[0]
}

// wantHistory checks a record's kind, action, item and fields (nil: none).
func wantHistory(t *testing.T, rec storyshelf.HistoryRecord, kind, action, itemID, itemName string, fields []storyshelf.HistoryField) {
	t.Helper()
	if fields == nil {
		fields = []storyshelf.HistoryField{}
	}
	if rec.Kind != kind || rec.Action != action || rec.ItemID != itemID || rec.ItemName != itemName ||
		rec.ActorID != owner.ID || !reflect.DeepEqual(rec.Fields, fields) {
		t.Fatalf("recorded %+v; want %s %q %s %q by the owner, fields %+v", rec, kind, action, itemID, itemName, fields)
	}
}

func mustDo(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestKitChangesAreRecorded: a kit's changes are recorded with its title,
// the fields that changed and the file added or removed; a download link
// is recorded without the address it was made for.
func TestKitChangesAreRecorded(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		book := &storyshelf.Book{Title: "The Sharing Tree", Author: "Lily Hart"}
		mustDo(t, s.CreateBook(context.Background(), book))
		ctx := storyshelf.WithActor(context.Background(), owner)

		k := &storyshelf.KindnessKit{BookID: book.ID, Title: "Kindness Kit", Active: true}
		mustDo(t, s.CreateKit(ctx, k))
		wantHistory(t, newestRecord(t, s, 1), storyshelf.HistoryKit, "created", k.ID, "Kindness Kit", nil)

		k.Title, k.Active = "Spring Kindness Kit", false
		mustDo(t, s.UpdateKit(ctx, k))
		wantHistory(t, newestRecord(t, s, 2), storyshelf.HistoryKit, "changed", k.ID, "Spring Kindness Kit",
			[]storyshelf.HistoryField{{Name: "active", Old: true, New: false}, {Name: "title", Old: "Kindness Kit", New: "Spring Kindness Kit"}})

		f := &storyshelf.KitFile{KitID: k.ID, FileName: "Parent Guide", FileType: "pdf", FileURL: "kits/guide.pdf"}
		mustDo(t, s.AddKitFile(ctx, f))
		wantHistory(t, newestRecord(t, s, 3), storyshelf.HistoryKit, "added a file to", k.ID, "Spring Kindness Kit",
			[]storyshelf.HistoryField{{Name: "file", New: "Parent Guide"}})

		mustDo(t, s.GrantKitDownload(ctx, &storyshelf.DownloadGrant{KitID: k.ID, Email: "friend@example.com", TokenHash: "h1"}))
		wantHistory(t, newestRecord(t, s, 4), storyshelf.HistoryKit, "made a download link for", k.ID, "Spring Kindness Kit", nil)
		if all := fmt.Sprint(historyRecords(t, s)); strings.Contains(all, "friend@example.com") {
			t.Fatalf("History keeps the address a link was made for: %s", all)
		}

		if _, err := s.DeleteKitFile(ctx, k.ID, f.ID); err != nil {
			t.Fatal(err)
		}
		wantHistory(t, newestRecord(t, s, 5), storyshelf.HistoryKit, "removed a file from", k.ID, "Spring Kindness Kit",
			[]storyshelf.HistoryField{{Name: "file", Old: "Parent Guide"}})

		mustDo(t, s.DeleteKit(ctx, k.ID))
		wantHistory(t, newestRecord(t, s, 6), storyshelf.HistoryKit, "deleted", k.ID, "Spring Kindness Kit", nil)
	})
}

// TestReviewVideoAndMessageChangesAreRecorded: reviews by their reviewer,
// videos and songs by their title, messages by their subject, with the
// fields that changed; what a reader sends (a review, a message) is not the
// owner's change and is not recorded.
func TestReviewVideoAndMessageChangesAreRecorded(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		book := &storyshelf.Book{Title: "The Sharing Tree", Author: "Lily Hart"}
		mustDo(t, s.CreateBook(context.Background(), book))
		ctx := storyshelf.WithActor(context.Background(), owner)

		review := &storyshelf.Testimonial{BookID: book.ID, Rating: 5, ReviewerName: "Maya", Content: "Lovely.",
			Status: storyshelf.ReviewWaiting, Origin: storyshelf.OriginReader, Email: "maya@example.com"}
		mustDo(t, s.CreateTestimonial(context.Background(), review)) // a reader's
		newestRecord(t, s, 0)
		edited := *review
		edited.Rating, edited.Status = 4, ""
		mustDo(t, s.UpdateTestimonial(ctx, &edited))
		wantHistory(t, newestRecord(t, s, 1), storyshelf.HistoryTestimonial, "changed", review.ID, "Maya",
			[]storyshelf.HistoryField{{Name: "rating", Old: 5.0, New: 4.0}})
		mustDo(t, s.SetTestimonialStatus(ctx, review.ID, storyshelf.ReviewApproved, nil))
		wantHistory(t, newestRecord(t, s, 2), storyshelf.HistoryTestimonial, "approved", review.ID, "Maya", nil)
		mustDo(t, s.SetTestimonialStatus(ctx, review.ID, storyshelf.ReviewRejected, nil))
		wantHistory(t, newestRecord(t, s, 3), storyshelf.HistoryTestimonial, "rejected", review.ID, "Maya", nil)
		mustDo(t, s.DeleteTestimonial(ctx, review.ID))
		wantHistory(t, newestRecord(t, s, 4), storyshelf.HistoryTestimonial, "deleted", review.ID, "Maya", nil)

		m := &storyshelf.Multimedia{BookID: book.ID, Type: storyshelf.MultimediaAudio, Title: "Sharing Song",
			URL: "https://vimeo.com/1"}
		mustDo(t, s.CreateMultimedia(ctx, m))
		wantHistory(t, newestRecord(t, s, 5), storyshelf.HistoryMultimedia, "created", m.ID, "Sharing Song", nil)
		m.Title = "The Sharing Song"
		mustDo(t, s.UpdateMultimedia(ctx, m))
		wantHistory(t, newestRecord(t, s, 6), storyshelf.HistoryMultimedia, "changed", m.ID, "The Sharing Song",
			[]storyshelf.HistoryField{{Name: "title", Old: "Sharing Song", New: "The Sharing Song"}})
		if _, err := s.DeleteMultimedia(ctx, m.ID); err != nil {
			t.Fatal(err)
		}
		wantHistory(t, newestRecord(t, s, 7), storyshelf.HistoryMultimedia, "deleted", m.ID, "The Sharing Song", nil)

		msg := &storyshelf.ContactMessage{Name: "Pat", Email: "pat@example.com", Subject: "School Visit Request",
			Message: "Could you visit?", Lang: "en"}
		mustDo(t, s.CreateContactMessage(context.Background(), msg, nil)) // a reader's
		newestRecord(t, s, 7)
		mustDo(t, s.MarkMessage(ctx, msg.ID, true))
		wantHistory(t, newestRecord(t, s, 8), storyshelf.HistoryMessage, "marked", msg.ID, "School Visit Request",
			[]storyshelf.HistoryField{{Name: "read", Old: false, New: true}})
		mustDo(t, s.MarkMessage(ctx, msg.ID, true)) // read again: marked, but nothing changed
		wantHistory(t, newestRecord(t, s, 9), storyshelf.HistoryMessage, "marked", msg.ID, "School Visit Request", nil)
		mustDo(t, s.DeleteMessage(ctx, msg.ID))
		wantHistory(t, newestRecord(t, s, 10), storyshelf.HistoryMessage, "deleted", msg.ID, "School Visit Request", nil)
	})
}

// TestAuthorChangesAreRecorded: a rename keeps the old name and the new; the
// profile's save lists the fields it changed (on the first save, every one
// it filled).
func TestAuthorChangesAreRecorded(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		for _, title := range []string{"The Sharing Tree", "The Kindness Cloud"} {
			mustDo(t, s.CreateBook(context.Background(), &storyshelf.Book{Title: title, Author: "Lily Hart"}))
		}
		ctx := storyshelf.WithActor(context.Background(), owner)
		if n, err := s.RenameAuthor(ctx, "Lily Hart", "Lily H. Hart"); err != nil || n != 2 {
			t.Fatalf("rename: %d, %v", n, err)
		}
		wantHistory(t, newestRecord(t, s, 1), storyshelf.HistoryAuthor, "renamed", "Lily H. Hart", "Lily H. Hart",
			[]storyshelf.HistoryField{{Name: "name", Old: "Lily Hart", New: "Lily H. Hart"}})

		a := &storyshelf.AuthorInfo{Name: "Lily H. Hart", Title: "Author", Bio: []string{"Writes."}}
		mustDo(t, s.SaveAuthorInfo(ctx, a))
		first := newestRecord(t, s, 2)
		var names []string
		for _, f := range first.Fields {
			names = append(names, f.Name)
		}
		if first.Action != "changed the author profile" || first.ItemID != a.ID ||
			!strings.Contains(strings.Join(names, ","), "bio") || !strings.Contains(strings.Join(names, ","), "name") {
			t.Fatalf("first save: %+v", first)
		}
		again := &storyshelf.AuthorInfo{Name: "Lily H. Hart", Title: "Author", Bio: []string{"Writes."}, Quote: "Read!"}
		mustDo(t, s.SaveAuthorInfo(ctx, again))
		wantHistory(t, newestRecord(t, s, 3), storyshelf.HistoryAuthor, "changed the author profile", a.ID, "",
			[]storyshelf.HistoryField{{Name: "quote", Old: "", New: "Read!"}})
	})
}

// TestContentChangesFailWithTheirHistory: each change is written with its
// record, so one whose record cannot be written is not made.
func TestContentChangesFailWithTheirHistory(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		bg := context.Background()
		book := &storyshelf.Book{Title: "The Sharing Tree", Author: "Lily Hart"}
		mustDo(t, s.CreateBook(bg, book))
		k := &storyshelf.KindnessKit{BookID: book.ID, Title: "Kindness Kit", Active: true,
			Files: []storyshelf.KitFile{{FileName: "Parent Guide", FileType: "pdf", FileURL: "kits/guide.pdf"}}}
		mustDo(t, s.CreateKit(bg, k))
		review := &storyshelf.Testimonial{BookID: book.ID, Rating: 5, ReviewerName: "Maya", Content: "Lovely.",
			Status: storyshelf.ReviewWaiting, Origin: storyshelf.OriginReader}
		mustDo(t, s.CreateTestimonial(bg, review))
		m := &storyshelf.Multimedia{BookID: book.ID, Type: storyshelf.MultimediaVideo, Title: "Sharing Song", URL: "https://vimeo.com/1"}
		mustDo(t, s.CreateMultimedia(bg, m))
		msg := &storyshelf.ContactMessage{Name: "Pat", Email: "pat@example.com", Subject: "School Visit Request",
			Message: "Could you visit?", Lang: "en"}
		mustDo(t, s.CreateContactMessage(bg, msg, nil))

		ctx := storyshelf.WithActor(bg, owner)
		mustDo(t, s.ExecForTest(ctx, `ALTER TABLE history RENAME TO history_away`))
		changed := *k
		changed.Title = "Spring Kit"
		editedReview := *review
		editedReview.Rating = 1
		editedVideo := *m
		editedVideo.Title = "Another Song"
		for name, change := range map[string]func() error{
			"CreateKit": func() error { return s.CreateKit(ctx, &storyshelf.KindnessKit{BookID: book.ID, Title: "Other Kit"}) },
			"UpdateKit": func() error { return s.UpdateKit(ctx, &changed) },
			"DeleteKit": func() error { return s.DeleteKit(ctx, k.ID) },
			"AddKitFile": func() error {
				return s.AddKitFile(ctx, &storyshelf.KitFile{KitID: k.ID, FileName: "More", FileType: "pdf", FileURL: "kits/more.pdf"})
			},
			"DeleteKitFile":    func() error { _, err := s.DeleteKitFile(ctx, k.ID, k.Files[0].ID); return err },
			"GrantKitDownload": func() error { return s.GrantKitDownload(ctx, &storyshelf.DownloadGrant{KitID: k.ID, TokenHash: "h2"}) },
			"CreateTestimonial": func() error {
				return s.CreateTestimonial(ctx, &storyshelf.Testimonial{BookID: book.ID, Rating: 5, ReviewerName: "Sam"})
			},
			"UpdateTestimonial": func() error { return s.UpdateTestimonial(ctx, &editedReview) },
			"SetTestimonialStatus": func() error {
				return s.SetTestimonialStatus(ctx, review.ID, storyshelf.ReviewApproved, nil)
			},
			"DeleteTestimonial": func() error { return s.DeleteTestimonial(ctx, review.ID) },
			"CreateMultimedia": func() error {
				return s.CreateMultimedia(ctx, &storyshelf.Multimedia{BookID: book.ID, Type: storyshelf.MultimediaVideo, Title: "New"})
			},
			"UpdateMultimedia": func() error { return s.UpdateMultimedia(ctx, &editedVideo) },
			"DeleteMultimedia": func() error { _, err := s.DeleteMultimedia(ctx, m.ID); return err },
			"RenameAuthor":     func() error { _, err := s.RenameAuthor(ctx, "Lily Hart", "Lily H. Hart"); return err },
			"SaveAuthorInfo":   func() error { return s.SaveAuthorInfo(ctx, &storyshelf.AuthorInfo{Name: "Lily Hart"}) },
			"MarkMessage":      func() error { return s.MarkMessage(ctx, msg.ID, true) },
			"DeleteMessage":    func() error { return s.DeleteMessage(ctx, msg.ID) },
		} {
			if err := change(); err == nil || !strings.Contains(err.Error(), "history") {
				t.Errorf("%s without its History record: %v", name, err)
			}
		}
		mustDo(t, s.ExecForTest(ctx, `ALTER TABLE history_away RENAME TO history`))

		kits, err := s.Kits(bg)
		if err != nil || len(kits) != 1 || kits[0].Title != "Kindness Kit" || kits[0].FileCount != 1 {
			t.Errorf("kits after the failed changes: %+v, %v", kits, err)
		}
		if _, err := s.DownloadGrantByToken(bg, "h2"); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Errorf("a download link was made: %v", err)
		}
		if got, err := s.TestimonialByID(bg, review.ID); err != nil || got.Rating != 5 || got.Status != storyshelf.ReviewWaiting {
			t.Errorf("review after the failed changes: %+v, %v", got, err)
		}
		if n, err := s.CountWaitingTestimonials(bg); err != nil || n != 1 {
			t.Errorf("waiting reviews: %d, %v", n, err)
		}
		if list, err := s.AllMultimedia(bg); err != nil || len(list) != 1 || list[0].Title != "Sharing Song" {
			t.Errorf("videos after the failed changes: %+v, %v", list, err)
		}
		if authors, err := s.Authors(bg); err != nil || len(authors) != 1 || authors[0].Name != "Lily Hart" {
			t.Errorf("authors after the failed rename: %+v, %v", authors, err)
		}
		if _, err := s.AuthorInfo(bg); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Errorf("a profile was saved: %v", err)
		}
		if got, err := s.InboxMessage(bg, msg.ID); err != nil || got.ReadAt != nil {
			t.Errorf("message after the failed changes: %+v, %v", got, err)
		}
		if recs := historyRecords(t, s); len(recs) != 0 {
			t.Errorf("history: %+v", recs)
		}
	})
}
