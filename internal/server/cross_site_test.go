package server_test

import (
	"net/http"
	"strings"
	"testing"
)

const crossSiteMessage = "This form can only be sent from this site. Please open the page on this site and try again."

// Finding 3: a hostile page cannot make a visitor's browser post to the
// public forms, the unsubscribe pages or sign-in; the site's own pages and
// clients that are not browsers still can.
func TestCrossSiteWritesAreRefused(t *testing.T) {
	ts := newTestServer(t)
	kit := seedKit(t, ts, seedBook(t, ts, "Kit Book", 0), true)
	contactForm := "name=Pat&email=pat%40example.com&subject=Other&message=Hello+from+the+form"
	refused := func(t *testing.T, res *http.Response, body string) {
		t.Helper()
		if res.StatusCode != 403 || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") ||
			decode[apiError](t, body).Error.Code != "forbidden" || decode[apiError](t, body).Error.Message != crossSiteMessage {
			t.Fatalf("want a 403 with the JSON error, got %d %s", res.StatusCode, body)
		}
	}

	for _, tt := range []struct {
		name   string
		header []string
	}{
		{"CrossSiteOrigin", []string{"Origin", "https://evil.example"}},
		{"NullOrigin", []string{"Origin", "null"}},
		{"OtherPortOrigin", []string{"Origin", "http://127.0.0.1:1"}},
		{"SecFetchSiteCrossSite", []string{"Sec-Fetch-Site", "cross-site"}},
		{"SecFetchSiteCrossSiteWithOwnOrigin", []string{"Sec-Fetch-Site", "cross-site", "Origin", ts.URL}},
		{"SecFetchSiteSameSiteOtherHost", []string{"Sec-Fetch-Site", "same-site", "Origin", "https://blog.example"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, target := range []string{"/api/newsletter", "/api/contact", "/api/kits/" + kit.ID + "/signup",
				"/api/unsubscribe", "/api/events", "/unsubscribe", "/rejoin", "/api/auth/login", "/api/auth/forgot-password",
				"/api/auth/setup", "/api/auth/reset-password"} {
				res, body := post(t, ts.URL+target, "text/plain", `{"email":"victim@example.com"}`, tt.header...)
				refused(t, res, body)
			}
			// A form-encoded contact message with its challenge solved:
			// refused all the same.
			res, body := post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", contactForm, tt.header...)
			refused(t, res, body)
		})
	}
	if n := len(inbox(t, ts)); n != 0 {
		t.Fatalf("%d cross-site messages stored", n)
	}

	t.Run("SameOriginFormPost", func(t *testing.T) {
		res, body := post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", contactForm,
			"Origin", ts.URL, "Sec-Fetch-Site", "same-origin")
		if res.StatusCode != 200 || len(inbox(t, ts)) != 1 {
			t.Fatalf("the site's own contact form: %d %s", res.StatusCode, body)
		}
		for _, header := range [][]string{
			{"Origin", ts.URL, "Sec-Fetch-Site", "same-origin"},
			{"Origin", ts.URL},                // a browser without Sec-Fetch-Site
			{"Sec-Fetch-Site", "same-origin"}, // one that leaves Origin out
			{"Sec-Fetch-Site", "same-site", "Origin", ts.URL},
			{"Sec-Fetch-Site", "none"}, // the person's own action
			{},                         // not a browser: curl, a mail provider's one-click unsubscribe
		} {
			res, body := post(t, ts.URL+"/api/newsletter", "application/x-www-form-urlencoded", "email=reader%40example.com", header...)
			if res.StatusCode != 200 {
				t.Fatalf("%q: %d %s", header, res.StatusCode, body)
			}
		}
	})

	// With PUBLIC_URL set, its origin is the only one: a request whose Host
	// the sender forged to match its own Origin is still refused.
	t.Run("PublicURLSet", func(t *testing.T) {
		ts.SiteURL, ts.PublicURLSet = "https://books.example.com", true
		req, _ := http.NewRequest("POST", ts.URL+"/api/contact",
			strings.NewReader(withChallenge(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", contactForm)))
		req.Host = "attacker.example"
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", "http://attacker.example")
		res, body := roundTrip(t, req)
		refused(t, res, body)

		// The app reached at the request's own address is not the site
		// either, once the site has an address.
		res, body = post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", contactForm, "Origin", ts.URL)
		refused(t, res, body)

		res, body = post(t, ts.URL+"/api/contact", "application/x-www-form-urlencoded", contactForm,
			"Origin", "https://books.example.com")
		if res.StatusCode != 200 {
			t.Fatalf("from PUBLIC_URL's origin: %d %s", res.StatusCode, body)
		}
		// Sign-in (which also needs the app's header) follows the same rule.
		b := newBrowser(t, ts)
		if res, body := b.do("POST", "/api/auth/login", `{"email":"a@example.com","password":"x"}`,
			"Origin", ts.URL); res.StatusCode != 403 {
			t.Fatalf("sign-in from the request's own origin with PUBLIC_URL set: %d %s", res.StatusCode, body)
		}
	})
}
