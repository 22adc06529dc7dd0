package signin

import "testing"

// A device is named as the owner knows it, the way her Account page lists
// her devices: History's "signed out a device" and the new-device mail use
// these words.
func TestDeviceName(t *testing.T) {
	for _, c := range []struct{ ua, name string }{
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Windows"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1", "Safari on iPhone"},
		{"Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0", "Firefox on Linux"},
		{"Mozilla/5.0 Chrome/126.0.0.0", "Chrome"},
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomethingNew/1.0", "A browser on Windows"},
		{"curl/8.5.0", "An unknown browser"},
		{"", "An unknown browser"},
	} {
		if got := deviceName(c.ua); got != c.name {
			t.Errorf("%q: %q, want %q", c.ua, got, c.name)
		}
	}
}
