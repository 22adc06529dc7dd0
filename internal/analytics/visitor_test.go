package analytics_test

import (
	"net/http/httptest"
	"testing"

	"github.com/storyshelf/storyshelf/internal/analytics"
)

func TestVisitorHash(t *testing.T) {
	a := analytics.VisitorHash("salt1", "203.0.113.9", "Firefox", "books.example.com")
	if a != analytics.VisitorHash("salt1", "203.0.113.9", "Firefox", "books.example.com") {
		t.Fatal("the same visitor on the same day must hash the same")
	}
	if a == analytics.VisitorHash("salt2", "203.0.113.9", "Firefox", "books.example.com") {
		t.Fatal("a new day's salt must give a new hash")
	}
	if a == analytics.VisitorHash("salt1", "203.0.113.10", "Firefox", "books.example.com") {
		t.Fatal("another address is another visitor")
	}
	if len(a) != 24 {
		t.Fatalf("hash %q", a)
	}
}

func TestIsBot(t *testing.T) {
	for ua, want := range map[string]bool{
		"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)": true,
		"facebookexternalhit/1.1": true,
		"curl/8.5.0":              true,
		"":                        true,
		"Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36": false,
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari":   false,
	} {
		if got := analytics.IsBot(ua); got != want {
			t.Errorf("IsBot(%q) = %v, want %v", ua, got, want)
		}
	}
}

func TestOptedOutAndCounted(t *testing.T) {
	r := httptest.NewRequest("POST", "/api/events", nil)
	if analytics.OptedOut(r) {
		t.Fatal("no header is not an opt-out")
	}
	r.Header.Set("DNT", "1")
	if !analytics.OptedOut(r) {
		t.Fatal("DNT: 1 is an opt-out")
	}
	r = httptest.NewRequest("POST", "/api/events", nil)
	r.Header.Set("Sec-GPC", "1")
	if !analytics.OptedOut(r) {
		t.Fatal("Sec-GPC: 1 is an opt-out")
	}
	if analytics.Counted("/admin") || analytics.Counted("/admin/books") || !analytics.Counted("/administration-tips") || !analytics.Counted("/books") {
		t.Fatal("only admin paths are left out")
	}
}
