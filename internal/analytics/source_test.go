package analytics

import "testing"

// A referrer is kept as the other site's name only, and nothing of the
// site's own pages or of text that is no address.
func TestReferrerDomain(t *testing.T) {
	for ref, want := range map[string]string{
		"https://www.Google.com/search?q=secret":        "google.com",
		"https://l.facebook.com/l.php?u=https%3A%2F%2F": "l.facebook.com",
		"http://user:pw@blog.example:8080/post#x":       "blog.example",
		"android-app://com.google.android.gm/":          "com.google.android.gm",
		"https://shop.example.":                         "shop.example",
		"https://books.example.com/page":                "",
		"https://www.books.example.com/":                "",
		"":                                              "",
		"<script>alert(1)</script>":                     "",
		"https://evil.example\"onload=x/":               "",
	} {
		if got := ReferrerDomain(ref, "books.example.com"); got != want {
			t.Errorf("%q: %q, want %q", ref, got, want)
		}
	}
}

// Entries are grouped as the contract of issue 31 says: campaign tags for
// the newsletter first, then the referring site's kind.
func TestSourceOf(t *testing.T) {
	for _, c := range []struct{ domain, utmSource, utmMedium, want string }{
		{"instagram.com", "newsletter", "", "newsletter"},
		{"", "", "Email", "newsletter"},
		{"google.com", "", "", "search"},
		{"google.co.uk", "", "", "search"},
		{"images.google.fr", "", "", "search"},
		{"yandex.ru", "", "", "search"},
		{"search.brave.com", "", "", "search"},
		{"google.evil.example.com", "", "", "other"},
		{"googleblog.com", "", "", "other"},
		{"m.facebook.com", "", "", "social"},
		{"t.co", "", "", "social"},
		{"pinterest.co.uk", "", "", "social"},
		{"youtu.be", "", "", "social"},
		{"bsky.app", "", "", "social"},
		{"nott.co", "", "", "other"},
		{"blog.example", "", "", "other"},
		{"", "podcast", "audio", "other"},
		{"", "", "", "direct"},
	} {
		if got := SourceOf(c.domain, c.utmSource, c.utmMedium); got != c.want {
			t.Errorf("%+v: %q", c, got)
		}
	}
}

// A device is only its class: phone, tablet or computer.
func TestDeviceOf(t *testing.T) {
	for ua, want := range map[string]string{
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1": "phone",
		"Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36":        "phone",
		"Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1":                        "tablet",
		"Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/120.0 Safari/537.36":               "tablet",
		"Mozilla/5.0 (Android 14; Tablet; rv:120.0) Gecko/120.0 Firefox/120.0":              "tablet",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36":              "desktop",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/17.0 Safari/605.1.15":         "desktop",
		"Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5":                   "phone",
	} {
		if got := DeviceOf(ua); got != want {
			t.Errorf("%q: %q, want %q", ua, got, want)
		}
	}
}
