package server_test

import (
	"net"
	"testing"

	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
)

// TestAnUnsentTestIsNotRecorded: a test mail that did not go (no mail
// server, or one that refused) answers sent:false, and History does not say
// it was sent.
func TestAnUnsentTestIsNotRecorded(t *testing.T) {
	ts := newTestServer(t)
	ts.RelaxLimitsForTest()
	b, token := ownerSession(t, ts)
	h := &historyWalk{b: b, authz: []string{"Authorization", "Bearer " + token}, ts: ts}
	issue := h.do(t, "POST", "/api/admin/newsletter/issues", issueBody, 201)
	id := decode[struct{ ID string }](t, issue).ID
	_, port, _ := net.SplitHostPort(mailtest.RefusedAddr(t))

	for _, c := range []struct{ what, path, body string }{
		{"a newsletter's test with no mail server", "/api/admin/newsletter/issues/" + id + "/test", `{}`},
		{"a test mail nothing answered", "/api/admin/email/test", `{"host": "127.0.0.1", "port": ` + port + `, "security": "none"}`},
	} {
		before := readHistory(t, b, token, "").TotalCount
		if a := decode[testMailAnswer](t, h.do(t, "POST", c.path, c.body, 200)); a.Sent {
			t.Fatalf("%s was sent: %+v", c.what, a)
		}
		if a := readHistory(t, b, token, ""); a.TotalCount != before {
			t.Errorf("%s was recorded: %+v", c.what, a.Records[0])
		}
	}
}
