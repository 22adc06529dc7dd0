package server_test

import (
	"context"
	"net/url"
	"testing"
)

// resetTokens asks for n reset links for email and reads their tokens out
// of the outbox, newest first.
func resetTokens(t *testing.T, ts *testServer, b *browser, email string, n int) []string {
	t.Helper()
	for range n {
		if res, body := b.do("POST", "/api/auth/forgot-password", `{"email":"`+email+`"}`); res.StatusCode != 200 {
			t.Fatalf("forgot-password: %d %s", res.StatusCode, body)
		}
	}
	ts.WaitHandedOffForTest() // the link is made after the answer
	out, err := ts.Store.Outbox(context.Background(), n)
	must(t, err)
	var tokens []string
	for _, m := range out {
		link := resetLink.FindStringSubmatch(m.Text)
		if link == nil {
			t.Fatalf("no reset link in %q", m.Text)
		}
		tok, _ := url.QueryUnescape(link[1])
		tokens = append(tokens, tok)
	}
	return tokens
}

// resetWorks reports whether the reset-check endpoint accepts token.
func resetWorks(b *browser, token string) bool {
	res, _ := b.do("POST", "/api/auth/reset-password/check", `{"token":"`+token+`"}`)
	return res.StatusCode == 200
}

// Changing the password while signed in ends every reset link still
// waiting in the owner's mailbox (or in a stranger's hands).
func TestPasswordChangeEndsResetLinks(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	_, s := b.login("owner@example.com", ownerPassword)
	tokens := resetTokens(t, ts, b, "owner@example.com", 2)
	for _, tok := range tokens {
		if !resetWorks(b, tok) {
			t.Fatal("a fresh reset link is refused")
		}
	}
	res, body := b.do("POST", "/api/admin/password", `{"currentPassword":"`+ownerPassword+`","newPassword":"Moonlight2"}`,
		"Authorization", "Bearer "+s.AccessToken)
	if res.StatusCode != 200 {
		t.Fatalf("password change: %d %s", res.StatusCode, body)
	}
	for _, tok := range tokens {
		if resetWorks(b, tok) {
			t.Fatal("a reset link still works after the password was changed")
		}
		if res, _ := b.do("POST", "/api/auth/reset-password", `{"token":"`+tok+`","password":"Stranger99"}`); res.StatusCode != 400 {
			t.Fatalf("a reset link set a new password after the owner changed hers: %d", res.StatusCode)
		}
	}
	if res, _ := b.login("owner@example.com", "Moonlight2"); res.StatusCode != 200 {
		t.Fatal("the changed password is refused")
	}
}

// A successful reset ends the account's other reset links.
func TestResetEndsOtherResetLinks(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	tokens := resetTokens(t, ts, b, "owner@example.com", 3)
	if res, body := b.do("POST", "/api/auth/reset-password", `{"token":"`+tokens[0]+`","password":"Rainbow77"}`); res.StatusCode != 200 {
		t.Fatalf("reset: %d %s", res.StatusCode, body)
	}
	for _, tok := range tokens {
		if resetWorks(b, tok) {
			t.Fatal("another reset link still works after a reset")
		}
	}
}

// Confirming a new address ends every reset link: one mailed to the old
// address must not open the account from a mailbox she has left (issue #42).
func TestEmailChangeEndsResetLinks(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	_, s := b.login("owner@example.com", ownerPassword)
	tokens := resetTokens(t, ts, b, "owner@example.com", 1)
	ts.Mail.Env.SMTPURL = someMailServer // a change of address needs mail
	res, body := b.do("POST", "/api/admin/account/email", `{"email":"new@example.com","currentPassword":"`+ownerPassword+`"}`,
		"Authorization", "Bearer "+s.AccessToken)
	if res.StatusCode != 200 {
		t.Fatalf("change: %d %s", res.StatusCode, body)
	}
	if !resetWorks(b, tokens[0]) {
		t.Fatal("asking for a change ended the reset link before it was confirmed")
	}
	out, err := ts.Store.Outbox(context.Background(), 1)
	must(t, err)
	link := confirmLink.FindStringSubmatch(out[0].Text)
	if link == nil {
		t.Fatalf("no confirmation link in %q", out[0].Text)
	}
	if res, body := b.do("POST", "/account/confirm-email", "token="+link[2], "Content-Type", "application/x-www-form-urlencoded",
		"X-Requested-With", ""); res.StatusCode != 200 {
		t.Fatalf("confirm: %d %s", res.StatusCode, body)
	}
	if resetWorks(b, tokens[0]) {
		t.Fatal("a reset link mailed to the old address still works")
	}
	if res, _ := b.do("POST", "/api/auth/reset-password", `{"token":"`+tokens[0]+`","password":"Stranger99"}`); res.StatusCode != 400 {
		t.Fatalf("the old address's link set a password: %d", res.StatusCode)
	}
}
