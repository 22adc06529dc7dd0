package server_test

import (
	"context"
	"fmt"
	"io"
	"mime/quotedprintable"
	"net/mail"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var (
	inviteLink     = regexp.MustCompile(`(https?://[^\s/]+)/admin/invite\?token=([A-Za-z0-9_%-]+)`)
	signOutLink    = regexp.MustCompile(`(https?://[^\s/]+)/account/sign-out-device\?token=([A-Za-z0-9_%-]+)`)
	helperPassword = "Helping22"
)

// mailText is a delivered mail's plain text, decoded.
func mailText(t *testing.T, m mailtest.Received) string {
	t.Helper()
	msg, err := mail.ReadMessage(strings.NewReader(string(m.Data)))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(quotedprintable.NewReader(msg.Body))
	return string(body)
}

// deliver sends what waits in the outbox to relay and answers the mails it
// received, all of them so far.
func deliver(t *testing.T, ts *testServer, relay *mailtest.Server, want int) []mailtest.Received {
	t.Helper()
	if _, err := newMailer(t, ts, relay).RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	return relay.WaitFor(t, want, 5*time.Second)
}

type peopleList struct {
	People         []storyshelf.Person
	Invitations    []storyshelf.Invitation
	MailConfigured bool
}

type inviteResult struct {
	Message    string
	Invitation storyshelf.Invitation
	Mailed     bool
	Link       string
}

// The owner invites a helper: the mail carries a link built from the site's
// address, which works once, for 48 hours, for a password of the helper's
// own; the helper is then signed in. Without a mail server nothing is
// mailed, the answer says so and gives the link.
func TestInviteSomeone(t *testing.T) {
	ts := newTestServer(t)
	ctx := context.Background()
	mustCreateAdmin(t, ts, "owner@example.com")
	owner := newBrowser(t, ts)
	token := owner.signedIn(firefoxOnWindows)
	as := func(method, path, body string, header ...string) (int, string) {
		res, got := owner.do(method, path, body, append([]string{"Authorization", "Bearer " + token}, header...)...)
		return res.StatusCode, got
	}
	list := func() peopleList {
		status, body := as("GET", "/api/admin/people", "")
		if status != 200 {
			t.Fatalf("people: %d %s", status, body)
		}
		return decode[peopleList](t, body)
	}
	outbox := func() int {
		var n int
		ts.DB.QueryRow(`SELECT COUNT(*) FROM outbox`).Scan(&n)
		return n
	}

	t.Run("NoMailServerNoClaim", func(t *testing.T) {
		status, body := as("POST", "/api/admin/people", `{"email":"friend@example.com"}`)
		got := decode[inviteResult](t, body)
		if status != 200 || got.Mailed || got.Message != storyshelf.InvitationNotMailed("friend@example.com") || claimsMail.MatchString(got.Message) {
			t.Fatalf("%d %s", status, body)
		}
		if m := inviteLink.FindStringSubmatch(got.Link); m == nil || m[1] != ts.SiteURL {
			t.Fatalf("the link must be built from the site's address: %q", got.Link)
		}
		if outbox() != 0 {
			t.Fatal("a mail was queued without a mail server")
		}
		if l := list(); l.MailConfigured || len(l.Invitations) != 1 || l.Invitations[0].Email != "friend@example.com" ||
			l.Invitations[0].InvitedBy != "owner@example.com" || len(l.People) != 1 || !l.People[0].You || l.People[0].LastSignInAt == nil {
			t.Fatalf("%+v", l)
		}
	})

	relay := mailtest.NewServer(t)
	ts.Mail.Env.SMTPURL = relay.URL()
	t.Run("ErrFields", func(t *testing.T) {
		for _, c := range []struct{ body, msg string }{
			{`{"email":""}`, storyshelf.MsgEmailRequired.Text},
			{`{"email":"not an address"}`, storyshelf.MsgEmailInvalid.Text},
			{`{"email":"Owner@Example.com"}`, storyshelf.MsgAccountExists.Text},
		} {
			status, body := as("POST", "/api/admin/people", c.body)
			if status != 400 || decode[fieldsError](t, body).Error.Fields["email"] != c.msg {
				t.Errorf("%s: %d %s", c.body, status, body)
			}
		}
	})

	var tok string
	t.Run("OKMailedWithTheSitesLink", func(t *testing.T) {
		status, body := as("POST", "/api/admin/people", `{"email":"Helper@Example.com"}`,
			"X-Forwarded-Host", "evil.example", "X-Forwarded-Proto", "https", "Forwarded", "host=evil.example")
		got := decode[inviteResult](t, body)
		if status != 200 || !got.Mailed || got.Link != "" || got.Message != storyshelf.InvitationSent("helper@example.com", false) {
			t.Fatalf("%d %s", status, body)
		}
		mails := deliver(t, ts, relay, 1)
		text := mailText(t, mails[0])
		m := inviteLink.FindStringSubmatch(text)
		if mails[0].To[0] != "helper@example.com" || m == nil || m[1] != ts.SiteURL || !strings.Contains(text, "owner@example.com invited you") {
			t.Fatalf("to %v:\n%s", mails[0].To, text)
		}
		tok, _ = url.QueryUnescape(m[2])
		var stored string
		ts.DB.QueryRow(`SELECT token_hash FROM invitations WHERE email = 'helper@example.com'`).Scan(&stored)
		if stored != auth.HashSecret(tok) {
			t.Fatal("only the token's hash may be stored")
		}
	})

	helper := newBrowser(t, ts)
	t.Run("OKCheckShowsWhoAndWhere", func(t *testing.T) {
		res, body := helper.do("POST", "/api/auth/invitation/check", `{"token":"`+tok+`"}`)
		got := decode[map[string]string](t, body)
		if res.StatusCode != 200 || got["email"] != "helper@example.com" || got["site"] == "" || got["invitedBy"] != "owner@example.com" {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	t.Run("ErrAccept", func(t *testing.T) {
		res, body := helper.do("POST", "/api/auth/invitation/accept", `{"token":"`+tok+`","password":"weak"}`)
		if res.StatusCode != 400 || decode[fieldsError](t, body).Error.Fields["password"] != "Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter." {
			t.Fatalf("a weak password: %d %s", res.StatusCode, body)
		}
		res, _ = helper.do("POST", "/api/auth/invitation/accept", `{"token":"`+tok+`","password":"`+helperPassword+`"}`, "X-Requested-With", "")
		if res.StatusCode != 403 {
			t.Fatalf("without the app's header: %d", res.StatusCode)
		}
		res, body = helper.do("POST", "/api/auth/invitation/accept", `{"token":"nope","password":"`+helperPassword+`"}`)
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != storyshelf.MsgInvitationUnknown.Text {
			t.Fatalf("an unknown link: %d %s", res.StatusCode, body)
		}
	})
	var helperToken string
	t.Run("OKAcceptSignsIn", func(t *testing.T) {
		before := outbox()
		res, body := helper.do("POST", "/api/auth/invitation/accept", `{"token":"`+tok+`","password":"`+helperPassword+`"}`)
		s := decode[session](t, body)
		if res.StatusCode != 200 || s.User.Email != "helper@example.com" || helper.me(s.AccessToken) != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		helperToken = s.AccessToken
		if outbox() != before {
			t.Fatal("accepting an invitation mailed a new-device notice")
		}
		res, body = helper.do("POST", "/api/auth/invitation/accept", `{"token":"`+tok+`","password":"`+helperPassword+`"}`)
		if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != storyshelf.MsgInvitationUsed.Text {
			t.Fatalf("a used link: %d %s", res.StatusCode, body)
		}
		if l := list(); len(l.People) != 2 || l.People[1].Email != "helper@example.com" || l.People[1].You || len(l.Invitations) != 1 {
			t.Fatalf("%+v", l)
		}
	})

	t.Run("OKInviteAgainReplacesTheLink", func(t *testing.T) {
		status, body := as("POST", "/api/admin/people", `{"email":"friend@example.com"}`)
		if status != 200 || decode[inviteResult](t, body).Message != storyshelf.InvitationSent("friend@example.com", true) {
			t.Fatalf("%d %s", status, body)
		}
		l := list()
		if len(l.Invitations) != 1 {
			t.Fatalf("%+v", l.Invitations)
		}
		status, _ = as("DELETE", "/api/admin/people/invitations/"+l.Invitations[0].ID, "")
		if status != 204 || len(list().Invitations) != 0 {
			t.Fatalf("cancel: %d", status)
		}
		status, body = as("DELETE", "/api/admin/people/invitations/"+l.Invitations[0].ID, "")
		if status != 404 || decode[apiError](t, body).Error.Message != storyshelf.MsgInvitationGone.Text {
			t.Fatalf("cancel twice: %d %s", status, body)
		}
	})

	t.Run("OKRemoveEndsTheirSessions", func(t *testing.T) {
		l := list()
		status, body := as("DELETE", "/api/admin/people/"+l.People[1].ID, "")
		if status != 200 || !strings.Contains(body, "helper@example.com") {
			t.Fatalf("%d %s", status, body)
		}
		if helper.me(helperToken) != 401 {
			t.Fatal("the removed person's open tab still works")
		}
		if res, _ := helper.refresh(); res.StatusCode != 401 {
			t.Fatal("the removed person's refresh still works")
		}
		if res, _ := helper.login("helper@example.com", helperPassword); res.StatusCode != 401 {
			t.Fatal("the removed person can sign in")
		}
		_ = ctx
	})

	t.Run("ErrLastAccount", func(t *testing.T) {
		l := list()
		status, body := as("DELETE", "/api/admin/people/"+l.People[0].ID, "")
		if status != 409 || decode[apiError](t, body).Error.Message != storyshelf.MsgLastAccount.Text || owner.me(token) != 200 {
			t.Fatalf("%d %s", status, body)
		}
	})

	t.Run("OKRemoveYourself", func(t *testing.T) {
		mustCreateAdmin(t, ts, "second@example.com")
		second := newBrowser(t, ts)
		_, s := second.login("second@example.com", ownerPassword)
		res, body := second.do("DELETE", "/api/admin/people/"+s.User.ID, "", "Authorization", "Bearer "+s.AccessToken)
		if res.StatusCode != 200 || !decode[map[string]any](t, body)["you"].(bool) || second.me(s.AccessToken) != 401 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
		if second.cookie() != "" {
			t.Fatal("the refresh cookie was not cleared")
		}
		if l := list(); len(l.People) != 1 {
			t.Fatalf("%+v", l.People)
		}
	})
}

// One account sends at most 20 invitations an hour.
func TestInvitationsAreLimited(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	token := b.signedIn(firefoxOnWindows)
	for i := range 21 {
		res, body := b.do("POST", "/api/admin/people", fmt.Sprintf(`{"email":"friend%d@example.com"}`, i), "Authorization", "Bearer "+token)
		if want := map[bool]int{true: 200, false: 429}[i < 20]; res.StatusCode != want {
			t.Fatalf("invitation %d: %d %s", i+1, res.StatusCode, body)
		}
		if i == 20 && (res.Header.Get("Retry-After") != "3600" || !strings.Contains(body, `"key":"server.tooManyInvitations"`)) {
			t.Fatalf("the 21st is told to wait an hour: %q %s", res.Header.Get("Retry-After"), body)
		}
	}
}

// An invitation link opened after 48 hours, or after it was cancelled, says so.
func TestInvitationExpires(t *testing.T) {
	ts := newTestServer(t)
	mustCreateAdmin(t, ts, "owner@example.com")
	b := newBrowser(t, ts)
	token := b.signedIn(firefoxOnWindows)
	res, body := b.do("POST", "/api/admin/people", `{"email":"late@example.com"}`, "Authorization", "Bearer "+token)
	if res.StatusCode != 200 {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	tok, _ := url.QueryUnescape(inviteLink.FindStringSubmatch(decode[inviteResult](t, body).Link)[2])
	later := time.Now().Add(48*time.Hour + time.Minute)
	ts.Store.Now = func() time.Time { return later }
	res, body = b.do("POST", "/api/auth/invitation/check", `{"token":"`+tok+`"}`)
	if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != storyshelf.MsgInvitationExpired.Text {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
	res, body = b.do("POST", "/api/auth/invitation/accept", `{"token":"`+tok+`","password":"`+helperPassword+`"}`)
	if res.StatusCode != 400 || decode[apiError](t, body).Error.Message != storyshelf.MsgInvitationExpired.Text {
		t.Fatalf("%d %s", res.StatusCode, body)
	}
}

// mailsOfKind are the outbox's mails of one kind, newest first.
func mailsOfKind(t *testing.T, ts *testServer, kind string) []storyshelf.OutboxMail {
	t.Helper()
	out, err := ts.Store.Outbox(context.Background(), 50)
	must(t, err)
	var list []storyshelf.OutboxMail
	for _, m := range out {
		if m.Kind == kind {
			list = append(list, m)
		}
	}
	return list
}

// A sign-in from a device never seen for the account mails its address,
// with a link that signs that device out; a device seen before, the setup
// link's sign-in and a site without mail send nothing.
func TestNewDeviceMail(t *testing.T) {
	ts := newTestServer(t)
	newDevice := func() []storyshelf.OutboxMail { return mailsOfKind(t, ts, "account.new-device") }

	t.Run("NoneForTheSetupSignIn", func(t *testing.T) {
		ts.Mail.Env.SMTPURL = someMailServer
		token := auth.NewSecret()
		must(t, ts.Store.CreateSetupToken(context.Background(), auth.HashSecret(token)))
		res, body := newBrowser(t, ts).do("POST", "/api/auth/setup", `{"token":"`+token+`","email":"owner@example.com","password":"`+ownerPassword+`"}`)
		if res.StatusCode != 200 || len(newDevice()) != 0 {
			t.Fatalf("%d %s, %d new-device mails", res.StatusCode, body, len(newDevice()))
		}
	})
	t.Run("NoneWithoutMail", func(t *testing.T) {
		ts.Mail.Env.SMTPURL = ""
		newBrowser(t, ts).signedIn(firefoxOnWindows)
		if len(newDevice()) != 0 {
			t.Fatal("a new-device mail was queued without a mail server")
		}
	})

	relay := mailtest.NewServer(t)
	ts.Mail.Env.SMTPURL = relay.URL()
	phone := newBrowser(t, ts)
	var phoneToken, link string
	t.Run("OKNewDevice", func(t *testing.T) {
		phoneToken = phone.signedIn(safariOnIPhone)
		mails := deliver(t, ts, relay, 1)
		text := mailText(t, mails[0])
		m := signOutLink.FindStringSubmatch(text)
		if mails[0].To[0] != "owner@example.com" || m == nil || m[1] != ts.SiteURL || !strings.Contains(text, "Safari on iPhone") ||
			!strings.Contains(text, "Network: 127.0.0.1") || !strings.Contains(text, "When: ") {
			t.Fatalf("to %v:\n%s", mails[0].To, text)
		}
		link = strings.Replace(m[0], ts.SiteURL, ts.URL, 1)
	})
	t.Run("NoneForADeviceSeenBefore", func(t *testing.T) {
		phone.signedIn(safariOnIPhone)
		if n := len(newDevice()); n != 1 {
			t.Fatalf("%d new-device mails", n)
		}
	})
	t.Run("OKOpeningTheLinkChangesNothing", func(t *testing.T) {
		res, body := get(t, link)
		if res.StatusCode != 200 || !strings.Contains(body, `action="/account/sign-out-device"`) || !strings.Contains(body, "Safari on iPhone") ||
			phone.me(phoneToken) != 200 {
			t.Fatalf("%d %s", res.StatusCode, body)
		}
	})
	tok, _ := url.QueryUnescape(signOutLink.FindStringSubmatch(link)[2])
	signOut := func(form string, header ...string) (int, string) {
		res, body := newBrowser(t, ts).do("POST", "/account/sign-out-device", form,
			append([]string{"Content-Type", "application/x-www-form-urlencoded", "X-Requested-With", ""}, header...)...)
		return res.StatusCode, body
	}
	t.Run("ErrCrossSite", func(t *testing.T) {
		if status, _ := signOut("token="+url.QueryEscape(tok), "Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example"); status != 403 ||
			phone.me(phoneToken) != 200 {
			t.Fatalf("a cross-site post: %d", status)
		}
	})
	t.Run("OKSignsThatDeviceOut", func(t *testing.T) {
		status, body := signOut("token=" + url.QueryEscape(tok))
		if status != 200 || !strings.Contains(body, "Device signed out") || phone.me(phoneToken) != 401 {
			t.Fatalf("%d %s", status, body)
		}
		status, body = signOut("token=" + url.QueryEscape(tok))
		if status != 400 || !strings.Contains(body, "no longer works") {
			t.Fatalf("twice: %d %s", status, body)
		}
		if res, body := get(t, link); res.StatusCode != 400 || !strings.Contains(body, "no longer works") {
			t.Fatalf("the page after: %d %s", res.StatusCode, body)
		}
	})
}
