package server_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// tokenLike is anything in an archive that could be a link's token: long
// runs of the characters tokens are made of.
var tokenLike = regexp.MustCompile(`[A-Za-z0-9_%-]{16,}`)

// A stranger asks for a reset of the owner's password, then gets hold of a
// backup. Nothing in it opens the account: the reset link is not there, and
// no string in the archive passes the reset check, while the real link
// still does on the live site. Restored, the site does not send the waiting
// mail empty.
func TestArchiveHoldsNoWorkingResetToken(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	mustCreateAdmin(t, ts, "owner@example.com")
	owner := newBrowser(t, ts)
	_, s := owner.login("owner@example.com", ownerPassword)
	stranger := newBrowser(t, ts)
	token := resetTokens(t, ts, stranger, "owner@example.com", 1)[0]
	if !resetWorks(stranger, token) {
		t.Fatal("the fresh reset link is refused")
	}
	out, err := ts.Store.Outbox(context.Background(), 1)
	must(t, err)
	link := resetLink.FindString(out[0].Text)

	// The admin's "Download a backup now", as a scheduled backup writes it.
	res, data := owner.do("GET", "/api/admin/backup", "", "Authorization", "Bearer "+s.AccessToken)
	if res.StatusCode != 200 {
		t.Fatalf("backup download: %d", res.StatusCode)
	}
	var all bytes.Buffer
	zr, err := gzip.NewReader(strings.NewReader(data))
	must(t, err)
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		must(t, err)
		all.WriteString(h.Name + "\n")
		io.Copy(&all, tr)
		all.WriteString("\n")
	}
	text := all.String()
	if !strings.Contains(text, `"kind":"password.reset"`) {
		t.Fatal("the archive does not even list the reset mail: the test reads the wrong thing")
	}
	for _, leak := range []string{token, url.QueryEscape(token), link, "reset-password?token="} {
		if strings.Contains(text, leak) {
			t.Fatalf("the archive holds %q", leak)
		}
	}
	candidates := map[string]bool{}
	for _, c := range tokenLike.FindAllString(text, -1) {
		candidates[c] = true
		if u, err := url.QueryUnescape(c); err == nil {
			candidates[u] = true
		}
	}
	if len(candidates) < 10 {
		t.Fatalf("only %d token-like strings in the archive: it was not read", len(candidates))
	}
	for c := range candidates {
		if resetWorks(stranger, c) {
			t.Fatalf("%q from the archive passes the reset check", c)
		}
	}
	if !resetWorks(stranger, token) {
		t.Fatal("the real link stopped working: the check above proves nothing")
	}
	t.Logf("%d token-like strings from the archive, all refused", len(candidates))

	// Restored into a new site, the mail waits for nobody: it is failed
	// with a reason, not sent without its text.
	file := filepath.Join(t.TempDir(), "backup.tar.gz")
	must(t, os.WriteFile(file, []byte(data), 0o600))
	restored := newTestServer(t)
	if _, err := archive.Import(context.Background(), file, restored.Store, restored.Blobs); err != nil {
		t.Fatal(err)
	}
	due, err := restored.Store.ClaimMail(context.Background(), 10, time.Minute)
	must(t, err)
	if len(due) != 0 {
		t.Fatalf("the restored site would send %d mails, e.g. %+v", len(due), due[0])
	}
	mails, err := restored.Store.Outbox(context.Background(), 10)
	must(t, err)
	if len(mails) != 1 || mails[0].Status != storyshelf.MailFailed || mails[0].LastError == "" || mails[0].Text != "" {
		t.Fatalf("restored outbox: %+v", mails)
	}
}
