package main

import (
	"flag"
	"strings"
	"testing"
)

// Every command of the table is in storyshelf help and explains itself.
func TestEveryCommandHasHelp(t *testing.T) {
	all, _ := runWith(t, nil, "help")
	for _, c := range commands() {
		if c.summary != "" && !strings.Contains(all, "\n  "+c.name) {
			t.Errorf("storyshelf help does not list %s:\n%s", c.name, all)
		}
		out, err := runWith(t, nil, append(strings.Fields(c.name), "--help")...)
		if err != flag.ErrHelp || !strings.Contains(out, "Usage: storyshelf "+c.name+"\n\n"+c.about+"\n") || c.about == "" {
			t.Errorf("%s --help: %v\n%s", c.name, err, out)
		}
	}
}

// stats opens only the data: a setting that only the running site uses (a
// mail server address the mailer refuses) stops serve, not stats.
func TestStatsDoesNotBuildTheSite(t *testing.T) {
	env := map[string]string{"DATA_DIR": t.TempDir(), "STORYSHELF_ADDR": "127.0.0.1:0", "SMTP_URL": "smtp://mail.example.com:587/a-path"}
	if _, err := runWith(t, env, "serve"); err == nil || !strings.Contains(err.Error(), "SMTP_URL must not have a path") {
		t.Fatalf("serve with a refused SMTP_URL: %v", err)
	}
	if out, err := runWith(t, env, "stats"); err != nil || !strings.Contains(out, `"visits"`) {
		t.Fatalf("stats: %v\n%s", err, out)
	}
}
