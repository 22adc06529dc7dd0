package main

import (
	"strings"
	"testing"
	"time"
)

// STORYSHELF_TEST_NEWSLETTER_LEASE, for tests only, can only shorten the
// lease: unset is the worker's own, and a value it cannot use stops serve.
func TestTestNewsletterLease(t *testing.T) {
	for v, want := range map[string]time.Duration{"": 0, "5s": 5 * time.Second, " 1m ": time.Minute} {
		got, err := testNewsletterLease(func(string) string { return v })
		if err != nil || got != want {
			t.Errorf("%q: %v %v, want %v", v, got, err, want)
		}
	}
	for _, v := range []string{"5", "500ms", "2m", "-5s", "soon"} {
		_, err := testNewsletterLease(func(string) string { return v })
		if err == nil || !strings.Contains(err.Error(), testNewsletterLeaseEnv) {
			t.Errorf("%q: %v, want a refusal naming the setting", v, err)
		}
	}
}
