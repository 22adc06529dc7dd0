package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const reviewerEmail = "pat.reviewer@example.com"

// sendReview posts the book page's review form, its challenge solved.
func sendReview(t *testing.T, ts *testServer, bookID, body string, header ...string) (int, string) {
	t.Helper()
	res, got := post(t, ts.URL+"/api/books/"+bookID+"/reviews", "application/json", body,
		append([]string{"X-Requested-With", "storyshelf"}, header...)...)
	return res.StatusCode, got
}

// publicAnswers are every public answer a review could show in: the book's
// reviews, the home page's, and the book and home pages with their embedded
// data and JSON-LD.
func publicAnswers(t *testing.T, ts *testServer, b *storyshelf.Book) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, path := range []string{"/api/books/" + b.ID + "/testimonials", "/api/books/" + b.ID + "/testimonials?limit=3",
		"/api/testimonials/featured", "/books/" + b.SlugWithID(), "/es/books/" + b.SlugWithID(), "/", "/api/books/" + b.SlugWithID()} {
		res, body := get(t, ts.URL+path)
		if res.StatusCode != 200 {
			t.Fatalf("GET %s: %d", path, res.StatusCode)
		}
		out[path] = body
	}
	return out
}

func TestReaderReviewWaitsForTheOwner(t *testing.T) {
	ts := newTestServer(t)
	owner, token := ownerSession(t, ts)
	auth := []string{"Authorization", "Bearer " + token}
	// Mail can be sent, so approving queues the reviewer's note.
	if res, body := owner.do("PUT", "/api/admin/email", `{"host":"mail.example.com","port":0,"security":"tls",
		"username":"books@example.com","password":"Secret-Pass-123","fromAddress":"books@example.com","contactTo":"me@example.com"}`, auth...); res.StatusCode != 200 {
		t.Fatalf("mail settings: %d %s", res.StatusCode, body)
	}
	b := seedBook(t, ts, "Seeds", 1) // one review of the owner's own, rated 3

	status, body := sendReview(t, ts, b.ID, `{"reviewerName":"Pat Reviewer","rating":5,"title":"Bedtime hit",
		"content":"Our twins ask for it every night.","role":"parent","email":"`+reviewerEmail+`"}`, "Accept-Language", "es")
	if status != 201 || decode[map[string]string](t, body)["message"] != "¡Gracias por tu reseña! Aparecerá cuando se haya aprobado." {
		t.Fatalf("send: %d %s", status, body)
	}

	// Waiting: in no public answer.
	for path, answer := range publicAnswers(t, ts, b) {
		if strings.Contains(answer, "Pat Reviewer") || strings.Contains(answer, "twins") || strings.Contains(answer, reviewerEmail) {
			t.Fatalf("%s shows a waiting review: %.400s", path, answer)
		}
	}
	// The owner sees it waiting, with the address, and counted in the menu.
	res, body := owner.do("GET", "/api/admin/testimonials/waiting-count", "", auth...)
	if res.StatusCode != 200 || decode[map[string]int](t, body)["count"] != 1 {
		t.Fatalf("waiting count: %d %s", res.StatusCode, body)
	}
	res, body = owner.do("GET", "/api/admin/testimonials?status=waiting", "", auth...)
	page := decode[struct {
		Testimonials []storyshelf.Testimonial `json:"testimonials"`
	}](t, body)
	if res.StatusCode != 200 || len(page.Testimonials) != 1 {
		t.Fatalf("waiting list: %d %s", res.StatusCode, body)
	}
	r := page.Testimonials[0]
	if r.Status != "waiting" || r.Origin != "reader" || r.Role != "parent" || r.Email != reviewerEmail || r.Lang != "es" || r.Rating != 5 {
		t.Fatalf("waiting review %+v", r)
	}
	if res, body := owner.do("GET", "/api/admin/testimonials?status=approved", "", auth...); res.StatusCode != 200 ||
		strings.Contains(body, "Pat Reviewer") {
		t.Fatalf("approved list: %d %s", res.StatusCode, body)
	}

	// Approved: shown with its stars in every public answer, the address in none.
	res, body = owner.do("POST", "/api/admin/testimonials/"+r.ID+"/approve", "", auth...)
	if res.StatusCode != 200 || decode[storyshelf.Testimonial](t, body).Status != "approved" {
		t.Fatalf("approve: %d %s", res.StatusCode, body)
	}
	answers := publicAnswers(t, ts, b)
	for path, answer := range answers {
		if strings.Contains(answer, reviewerEmail) {
			t.Fatalf("%s carries the reviewer's address", path)
		}
	}
	for _, path := range []string{"/api/books/" + b.ID + "/testimonials", "/books/" + b.SlugWithID()} {
		if !strings.Contains(answers[path], "Pat Reviewer") {
			t.Fatalf("%s lacks the approved review: %.400s", path, answers[path])
		}
	}
	// JSON-LD: the two reviews, rated 3 and 5.
	page1 := answers["/books/"+b.SlugWithID()]
	for _, want := range []string{`"aggregateRating":{"@type":"AggregateRating","bestRating":5,"ratingValue":4,"reviewCount":2,"worstRating":1}`,
		`"reviewRating":{"@type":"Rating","bestRating":5,"ratingValue":5,"worstRating":1}`, `"name":"Bedtime hit"`} {
		if !strings.Contains(page1, want) {
			t.Fatalf("the book page's JSON-LD lacks %s", want)
		}
	}
	if res, body := owner.do("GET", "/api/admin/testimonials/waiting-count", "", auth...); decode[map[string]int](t, body)["count"] != 0 {
		t.Fatalf("waiting after approval: %d %s", res.StatusCode, body)
	}

	// The reviewer's note, in Spanish, queued once even if approved again.
	owner.do("POST", "/api/admin/testimonials/"+r.ID+"/reject", "", auth...)
	if answer := publicAnswers(t, ts, b)["/api/books/"+b.ID+"/testimonials"]; strings.Contains(answer, "Pat Reviewer") {
		t.Fatalf("a rejected review is shown: %s", answer)
	}
	owner.do("POST", "/api/admin/testimonials/"+r.ID+"/approve", "", auth...)
	out, _ := ts.Store.Outbox(context.Background(), 10)
	var notes []storyshelf.OutboxMail
	for _, m := range out {
		if m.Kind == "review.published" {
			notes = append(notes, m)
		}
	}
	if len(notes) != 1 || notes[0].To != reviewerEmail || notes[0].Subject != "Tu reseña de Seeds está publicada" ||
		!strings.Contains(notes[0].Text, "/es/books/"+b.SlugWithID()) {
		t.Fatalf("published notes %+v", notes)
	}

	// History names what the owner did.
	res, body = owner.do("GET", "/api/admin/history?kind=testimonial", "", auth...)
	if res.StatusCode != 200 || !strings.Contains(body, `"action":"approved"`) || !strings.Contains(body, `"action":"rejected"`) {
		t.Fatalf("history: %d %.600s", res.StatusCode, body)
	}
}

func TestReviewFormRefusals(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b := seedBook(t, ts, "Seeds", 0)
	for _, tt := range []struct {
		name, body, field, message string
	}{
		{"NameRequired", `{"rating":5,"content":"Lovely","role":"parent"}`, "reviewerName", "Please enter your name."},
		{"RatingOutOfRange", `{"reviewerName":"Pat","rating":6,"content":"Lovely","role":"parent"}`, "rating", storyshelf.MsgReviewRatingInvalid.Text},
		{"TextRequired", `{"reviewerName":"Pat","rating":5,"content":"  ","role":"parent"}`, "content", storyshelf.MsgReviewTextRequired.Text},
		{"RoleUnknown", `{"reviewerName":"Pat","rating":5,"content":"Lovely","role":"critic"}`, "role", storyshelf.MsgReviewRoleUnknown.Text},
		{"EmailInvalid", `{"reviewerName":"Pat","rating":5,"content":"Lovely","role":"other","email":"pat@"}`, "email", "Please enter a valid email address."},
		{"TextTooLong", fmt.Sprintf(`{"reviewerName":"Pat","rating":5,"content":%q,"role":"other"}`, strings.Repeat("a", 5001)), "content", storyshelf.MsgReviewTextTooLong.Text},
	} {
		t.Run(tt.name, func(t *testing.T) {
			status, body := sendReview(t, ts, b.ID, tt.body)
			e := decode[struct {
				Error struct{ Fields map[string]string }
			}](t, body).Error
			if status != 400 || e.Fields[tt.field] != tt.message {
				t.Fatalf("%d %s", status, body)
			}
		})
	}
	t.Run("NoSuchBook", func(t *testing.T) {
		if status, body := sendReview(t, ts, "no-such-book", `{"reviewerName":"Pat","rating":5,"content":"Lovely","role":"parent"}`); status != 404 {
			t.Fatalf("%d %s", status, body)
		}
	})
	t.Run("NoChallenge", func(t *testing.T) {
		res, body := rawPost(t, ts.URL+"/api/books/"+b.ID+"/reviews", "application/json",
			`{"reviewerName":"Pat","rating":5,"content":"Lovely","role":"parent"}`, "X-Requested-With", "storyshelf")
		if res.StatusCode != 400 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("CrossSite", func(t *testing.T) {
		res, body := post(t, ts.URL+"/api/books/"+b.ID+"/reviews", "application/json",
			`{"reviewerName":"Pat","rating":5,"content":"Lovely","role":"parent"}`, "Origin", "https://evil.example")
		if res.StatusCode != 403 || decode[apiError](t, body).Error.Message != crossSiteMessage {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("Honeypot", func(t *testing.T) {
		status, body := sendReview(t, ts, b.ID, `{"reviewerName":"Bot","rating":5,"content":"Buy now","role":"other","website":"spam.example"}`)
		if status != 200 {
			t.Fatalf("%d %s", status, body)
		}
	})
	if p, _ := ts.Store.TestimonialsPage(context.Background(), "", "", "", 1, 10); p.TotalCount != 0 {
		t.Fatalf("refused reviews were stored: %+v", p.Testimonials)
	}
}

// The form is limited per client like the contact form: five, then a wait.
func TestReviewFormIsRateLimited(t *testing.T) {
	ts := newTestServer(t)
	b := seedBook(t, ts, "Seeds", 0)
	for i := 1; i <= 6; i++ {
		status, body := sendReview(t, ts, b.ID, `{"reviewerName":"Pat","rating":5,"content":"Lovely","role":"parent"}`)
		if want := map[bool]int{true: 201, false: 429}[i <= 5]; status != want {
			t.Fatalf("review %d: %d %s", i, status, body)
		}
	}
}
