package server_test

import (
	"bytes"
	"context"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
	"github.com/storyshelf/storyshelf/internal/mailsetup"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// someMailServer makes mail sendable for a test that never sends any.
const someMailServer = "smtp://127.0.0.1:25?starttls=none"

// emailView is GET /api/admin/email's answer.
type emailView struct {
	Message  string
	Settings struct {
		Host, Security, Username, FromAddress, ContactTo string
		Port                                             int
		PasswordSaved, PasswordUnreadable                bool
	}
	Server struct {
		MailServer *struct {
			Host, Security, Username string
			Port                     int
			PasswordSet              bool
		}
		FromAddress, ContactTo string
	}
	Defaults   struct{ FromAddress, ContactTo string }
	SenderName string
	Ready      bool
	Problem    string
	Waiting    int
}

type testMailAnswer struct {
	Sent    bool
	Message string
}

// emailOwner is a signed-in owner on the Email section.
type emailOwner struct {
	t     *testing.T
	b     *browser
	token string
}

func newEmailOwner(t *testing.T, ts *testServer) emailOwner {
	t.Helper()
	b, token := ownerSession(t, ts)
	return emailOwner{t, b, token}
}

func (o emailOwner) do(method, path, body string) (int, string) {
	o.t.Helper()
	res, got := o.b.do(method, path, body, "Authorization", "Bearer "+o.token)
	return res.StatusCode, got
}

func (o emailOwner) view() emailView {
	o.t.Helper()
	return ownerGet[emailView](o, "/api/admin/email")
}

// ownerGet reads an admin answer the owner is sure to get.
func ownerGet[T any](o emailOwner, path string) T {
	o.t.Helper()
	status, body := o.do("GET", path, "")
	if status != 200 {
		o.t.Fatalf("GET %s: %d %s", path, status, body)
	}
	return decode[T](o.t, body)
}

// relayFields are the form's fields for a mailtest relay (plain text, as a
// relay on this machine is set).
func relayFields(relay *mailtest.Server, username, password string) string {
	host, port, _ := net.SplitHostPort(relay.Addr())
	return `"host":"` + host + `","port":` + port + `,"security":"none","username":"` + username + `","password":"` + password + `"`
}

func TestEmailSettingsSaveAndValidate(t *testing.T) {
	ts := newTestServer(t)
	owner := newEmailOwner(t, ts)
	v := owner.view()
	if v.Ready || v.Settings.Host != "" || v.Server.MailServer != nil || v.Defaults.FromAddress == "" || v.SenderName != "Storyshelf" {
		t.Fatalf("a new site: %+v", v)
	}

	t.Run("ErrFields", func(t *testing.T) {
		for _, c := range []struct{ body, field, msg string }{
			{`{"host":"smtp://mail.example.com","security":"starttls"}`, "host", storyshelf.MsgMailHost.Text},
			{`{"host":"mail example com","security":"starttls"}`, "host", storyshelf.MsgMailHost.Text},
			{`{"host":"mail.example.com","port":70000,"security":"starttls"}`, "port", storyshelf.MsgMailPort.Text},
			{`{"host":"mail.example.com","security":"ssl"}`, "security", storyshelf.MsgMailSecurity.Text},
			{`{"host":"mail.example.com"}`, "security", storyshelf.MsgMailSecurity.Text},
			{`{"host":"mail.example.com","security":"tls","username":"me"}`, "password", storyshelf.MsgMailPassword.Text},
			{`{"host":"","security":"tls","username":"me","password":"pw"}`, "host", storyshelf.MsgMailHostRequired.Text},
			{`{"host":"mail.example.com","security":"tls","fromAddress":"books at example.com"}`, "fromAddress", storyshelf.MsgEmailInvalid.Text},
			{`{"host":"mail.example.com","security":"tls","contactTo":"nobody"}`, "contactTo", storyshelf.MsgEmailInvalid.Text},
			{`{"host":"mail.example.com","port":"587","security":"tls"}`, "port", ""},
		} {
			status, body := owner.do("PUT", "/api/admin/email", c.body)
			got := decode[fieldsError](t, body).Error.Fields[c.field]
			if status != 400 || got == "" || c.msg != "" && got != c.msg {
				t.Errorf("%s: %d %s", c.body, status, body)
			}
		}
		if v := owner.view(); v.Settings.Host != "" {
			t.Fatalf("a refused save was stored: %+v", v.Settings)
		}
	})

	t.Run("OK", func(t *testing.T) {
		status, body := owner.do("PUT", "/api/admin/email", `{"host":" mail.example.com ","port":0,"security":"tls",
			"username":"books@example.com","password":"Secret-Pass-123","fromAddress":"books@example.com","contactTo":"me@example.com"}`)
		if status != 200 || strings.Contains(body, "Secret-Pass-123") {
			t.Fatalf("save: %d %s", status, body)
		}
		v := decode[emailView](t, body)
		if v.Message != storyshelf.MsgMailSettingsActive.Text || !v.Ready || v.Settings.Host != "mail.example.com" || v.Settings.Port != 465 ||
			!v.Settings.PasswordSaved || v.Settings.FromAddress != "books@example.com" || v.Settings.ContactTo != "me@example.com" {
			t.Fatalf("saved: %+v", v)
		}
		// Saved again without a password: the saved one stays.
		status, body = owner.do("PUT", "/api/admin/email", `{"host":"mail.example.com","port":465,"security":"tls",
			"username":"books@example.com","password":"","fromAddress":"","contactTo":""}`)
		if v := decode[emailView](t, body); status != 200 || !v.Settings.PasswordSaved || !v.Ready {
			t.Fatalf("kept: %d %s", status, body)
		}
		var stored string
		if err := ts.DB.QueryRow(`SELECT password FROM mail_settings`).Scan(&stored); err != nil || stored == "" ||
			strings.Contains(stored, "Secret-Pass-123") {
			t.Fatalf("stored password %q %v", stored, err)
		}
		// Cleared: no user, no password; no host, no mail server.
		status, body = owner.do("PUT", "/api/admin/email", `{"host":"","security":"starttls"}`)
		if v := decode[emailView](t, body); status != 200 || v.Ready || v.Settings.PasswordSaved || v.Message != storyshelf.MsgMailSettingsSaved.Text {
			t.Fatalf("cleared: %d %s", status, body)
		}
	})
}

func TestEmailSettingsNeedASession(t *testing.T) {
	ts := newTestServer(t)
	for _, r := range []struct{ method, path string }{
		{"GET", "/api/admin/email"}, {"PUT", "/api/admin/email"}, {"POST", "/api/admin/email/test"},
	} {
		res, body := newBrowser(t, ts).do(r.method, r.path, `{"host":"mail.example.com","security":"none"}`)
		if res.StatusCode != 401 {
			t.Errorf("%s %s without a session: %d %s", r.method, r.path, res.StatusCode, body)
		}
	}
}

func TestTestEmail(t *testing.T) {
	ts := newTestServer(t)
	var log syncLog
	ts.Logger = slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug}))
	owner := newEmailOwner(t, ts)
	relay := mailtest.NewServer(t)
	relay.RequireAuth("books@example.com", "Right-Pass-1")

	t.Run("OK", func(t *testing.T) {
		status, body := owner.do("POST", "/api/admin/email/test", `{`+relayFields(relay, "books@example.com", "Right-Pass-1")+`}`)
		if a := decode[testMailAnswer](t, body); status != 200 || !a.Sent || !strings.Contains(a.Message, "owner@example.com") {
			t.Fatalf("%d %s", status, body)
		}
		got := relay.WaitFor(t, 1, 10*time.Second)[0]
		if got.To[0] != "owner@example.com" || got.Header.Get("Subject") != "Test email from Storyshelf" ||
			!strings.Contains(got.Header.Get("From"), "no-reply@localhost") {
			t.Fatalf("test mail: to %v, header %v", got.To, got.Header)
		}
		if v := owner.view(); v.Settings.Host != "" {
			t.Fatal("a test mail saved the settings")
		}
	})

	t.Run("ToAnotherAddress", func(t *testing.T) {
		status, body := owner.do("POST", "/api/admin/email/test", `{`+relayFields(relay, "books@example.com", "Right-Pass-1")+
			`,"fromAddress":"books@example.com","to":"friend@example.com"}`)
		if a := decode[testMailAnswer](t, body); status != 200 || !a.Sent {
			t.Fatalf("%d %s", status, body)
		}
		got := relay.WaitFor(t, 2, 10*time.Second)[1]
		if got.To[0] != "friend@example.com" || got.From != "books@example.com" {
			t.Fatalf("to %v from %s", got.To, got.From)
		}
	})

	t.Run("WithTheSavedPassword", func(t *testing.T) {
		if status, body := owner.do("PUT", "/api/admin/email", `{`+relayFields(relay, "books@example.com", "Right-Pass-1")+`}`); status != 200 {
			t.Fatalf("save: %d %s", status, body)
		}
		status, body := owner.do("POST", "/api/admin/email/test", `{`+relayFields(relay, "books@example.com", "")+`}`)
		if a := decode[testMailAnswer](t, body); status != 200 || !a.Sent {
			t.Fatalf("%d %s", status, body)
		}
		relay.WaitFor(t, 3, 10*time.Second)
	})

	// The mail server's refusal, in plain words: what it means, and what the
	// server said, but never Go's error text.
	goWords := []string{"mail:", "SMTP AUTH", "dial tcp", "unable to", "go-mail", "%!"}
	plain := func(t *testing.T, body, want string) {
		t.Helper()
		a := decode[testMailAnswer](t, body)
		if a.Sent || !strings.HasPrefix(a.Message, want) {
			t.Fatalf("want %q…, got %s", want, body)
		}
		for _, w := range goWords {
			if strings.Contains(a.Message, w) {
				t.Fatalf("Go's words %q in %q", w, a.Message)
			}
		}
	}
	t.Run("WrongPassword", func(t *testing.T) {
		status, body := owner.do("POST", "/api/admin/email/test", `{`+relayFields(relay, "books@example.com", "Wrong-Pass-1")+`}`)
		if status != 200 {
			t.Fatalf("%d %s", status, body)
		}
		plain(t, body, "The mail server refused the user name or password. The server said: “535")
		if strings.Contains(body, "Wrong-Pass-1") {
			t.Fatal("the password came back")
		}
	})
	t.Run("NoLogin", func(t *testing.T) {
		_, body := owner.do("POST", "/api/admin/email/test", `{`+relayFields(relay, "", "")+`}`)
		plain(t, body, "The mail server asks for a user name and password.")
	})
	t.Run("NothingAnswers", func(t *testing.T) {
		_, port, _ := net.SplitHostPort(mailtest.RefusedAddr(t))
		_, body := owner.do("POST", "/api/admin/email/test", `{"host":"127.0.0.1","port":`+port+`,"security":"none"}`)
		plain(t, body, "Nothing answered at 127.0.0.1:"+port+": the connection was refused.")
	})
	t.Run("NoSTARTTLS", func(t *testing.T) {
		host, port, _ := net.SplitHostPort(relay.Addr())
		_, body := owner.do("POST", "/api/admin/email/test", `{"host":"`+host+`","port":`+port+`,"security":"starttls"}`)
		plain(t, body, "The mail server does not offer STARTTLS.")
	})
	t.Run("NeverInTheLog", func(t *testing.T) {
		got := log.String()
		if !strings.Contains(got, "test email not sent") || !strings.Contains(got, "test email sent") {
			t.Fatalf("the test mails were not logged:\n%s", got)
		}
		for _, password := range []string{"Right-Pass-1", "Wrong-Pass-1"} {
			if strings.Contains(got, password) {
				t.Fatalf("a password is in the log:\n%s", got)
			}
		}
	})
	t.Run("ErrNoHost", func(t *testing.T) {
		if status, body := owner.do("PUT", "/api/admin/email", `{"host":"","security":"none"}`); status != 200 {
			t.Fatalf("clear: %d %s", status, body)
		}
		status, body := owner.do("POST", "/api/admin/email/test", `{"host":"","security":"none"}`)
		if status != 400 || decode[fieldsError](t, body).Error.Fields["host"] != storyshelf.MsgMailHostRequired.Text {
			t.Fatalf("%d %s", status, body)
		}
		status, body = owner.do("POST", "/api/admin/email/test", `{`+relayFields(relay, "", "")+`,"to":"not an address"}`)
		if status != 400 || decode[fieldsError](t, body).Error.Fields["to"] != storyshelf.MsgEmailInvalid.Text {
			t.Fatalf("%d %s", status, body)
		}
	})
}

// Settings the server was given win over the owner's, and the form shows
// them without their password.
func TestEmailSettingsFromTheServerWin(t *testing.T) {
	ts := newTestServer(t)
	owner := newEmailOwner(t, ts)
	relay := mailtest.NewServer(t)
	relay.RequireAuth("env-user", "Env-Pass-9")
	u, _ := url.Parse(relay.URL())
	u.User = url.UserPassword("env-user", "Env-Pass-9")
	ts.Mail.Env = mailsetup.Env{SMTPURL: u.String(), MailFrom: "env-books@example.com", OwnerEmail: "env-owner@example.com"}
	status, body := owner.do("PUT", "/api/admin/email", `{"host":"owner.example.com","security":"tls","username":"me","password":"Mine-123",
		"fromAddress":"mine@example.com","contactTo":"mine@example.com"}`)
	if status != 200 {
		t.Fatalf("save: %d %s", status, body)
	}
	status, body = owner.do("GET", "/api/admin/email", "")
	if status != 200 || strings.Contains(body, "Env-Pass-9") || strings.Contains(body, "Mine-123") {
		t.Fatalf("GET: %d %s", status, body)
	}
	v := decode[emailView](t, body)
	host, port, _ := net.SplitHostPort(relay.Addr())
	if s := v.Server.MailServer; s == nil || s.Host != host || strconv.Itoa(s.Port) != port || s.Security != "none" ||
		s.Username != "env-user" || !s.PasswordSet || !v.Ready {
		t.Fatalf("server's mail server: %+v", v.Server.MailServer)
	}
	if v.Server.FromAddress != "env-books@example.com" || v.Server.ContactTo != "env-owner@example.com" || v.Settings.Host != "owner.example.com" {
		t.Fatalf("view: %+v", v)
	}
	// The test mail goes through the server's mail server, from its address.
	status, body = owner.do("POST", "/api/admin/email/test", `{"host":"owner.example.com","security":"tls","username":"me","password":"",
		"fromAddress":"mine@example.com"}`)
	if a := decode[testMailAnswer](t, body); status != 200 || !a.Sent {
		t.Fatalf("test: %d %s", status, body)
	}
	if got := relay.WaitFor(t, 1, 10*time.Second)[0]; got.Username != "env-user" || got.From != "env-books@example.com" {
		t.Fatalf("went through %q from %q", got.Username, got.From)
	}
	// Contact messages go where the server says.
	postJSON(t, ts.URL+"/api/contact", `{"name":"Pat","email":"pat@example.com","subject":"Other","message":"Hello"}`)
	if out, _ := ts.Store.Outbox(context.Background(), 1); len(out) != 1 || out[0].To != "env-owner@example.com" {
		t.Fatalf("contact mail: %+v", out)
	}
}

// Waiting mails go out once the owner sets a mail server, on whichever
// instance sends them, without a restart; mail nobody could send for a week
// is given up.
func TestWaitingMailGoesOutOnceMailIsSet(t *testing.T) {
	ts := newTestServer(t)
	owner := newEmailOwner(t, ts)
	ctx := context.Background()
	var log syncLog
	logger := slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelDebug}))
	ts.Logger = logger
	// Another instance's worker: its own Source on the same database and key.
	other := &mailsetup.Source{Store: ts.Store, Box: auth.NewSecretBox("", ts.KeyFileForTest()), DefaultFrom: "no-reply@localhost"}
	mailer := worker.NewMailer(ts.Store, other, logger)
	mailer.Ready = other.Ready

	postJSON(t, ts.URL+"/api/contact", `{"name":"Pat","email":"pat@example.com","subject":"Other","message":"Hello"}`)
	if _, err := ts.Store.Outbox(ctx, 1); err != nil {
		t.Fatal(err)
	}
	postJSON(t, ts.URL+"/api/newsletter", `{"email":"parent@example.com"}`)
	if n, err := mailer.RunOnce(ctx); err != nil || n != 0 {
		t.Fatalf("without a mail server: %d %v", n, err)
	}
	out, _ := ts.Store.Outbox(ctx, 10)
	if len(out) != 1 || out[0].Status != storyshelf.MailPending || out[0].Attempts != 0 {
		// No contact address is set, so only the welcome waits.
		t.Fatalf("waiting: %+v", out)
	}
	if v := owner.view(); v.Ready || v.Waiting != 1 {
		t.Fatalf("view: %+v", v)
	}

	relay := mailtest.NewServer(t)
	relay.RequireAuth("books@example.com", "Right-Pass-1")
	if status, body := owner.do("PUT", "/api/admin/email", `{`+relayFields(relay, "books@example.com", "Right-Pass-1")+
		`,"fromAddress":"books@example.com","contactTo":"owner@example.com"}`); status != 200 {
		t.Fatalf("save: %d %s", status, body)
	}
	if n, err := mailer.RunOnce(ctx); err != nil || n != 1 {
		t.Fatalf("once set: %d %v", n, err)
	}
	got := relay.WaitFor(t, 1, 10*time.Second)[0]
	if got.To[0] != "parent@example.com" || got.From != "books@example.com" || got.Username != "books@example.com" {
		t.Fatalf("welcome: to %v from %s as %s", got.To, got.From, got.Username)
	}
	if out, _ := ts.Store.Outbox(ctx, 10); out[0].Status != storyshelf.MailSent {
		t.Fatalf("after: %+v", out[0])
	}
	// A wrong password saved: the mailer's failures are logged, the password is not.
	if status, body := owner.do("PUT", "/api/admin/email", `{`+relayFields(relay, "books@example.com", "Saved-Wrong-7")+
		`,"contactTo":"owner@example.com"}`); status != 200 {
		t.Fatalf("save: %d %s", status, body)
	}
	postJSON(t, ts.URL+"/api/contact", `{"name":"Pat","email":"pat@example.com","subject":"Other","message":"Hi"}`)
	if n, err := mailer.RunOnce(ctx); err != nil || n != 1 {
		t.Fatalf("with a wrong password: %d %v", n, err)
	}
	if got := log.String(); !strings.Contains(got, "mail not sent, will retry") || strings.Contains(got, "Saved-Wrong-7") ||
		strings.Contains(got, "Right-Pass-1") {
		t.Fatalf("log:\n%s", got)
	}

	// Unset again: new mail waits, and after a week it is given up.
	if status, body := owner.do("PUT", "/api/admin/email", `{"host":"","security":"none","contactTo":"owner@example.com"}`); status != 200 {
		t.Fatalf("clear: %d %s", status, body)
	}
	postJSON(t, ts.URL+"/api/contact", `{"name":"Pat","email":"pat@example.com","subject":"Other","message":"Again"}`)
	if n, _ := mailer.RunOnce(ctx); n != 0 {
		t.Fatal("a mail went out without a mail server")
	}
	ts.Store.Now = func() time.Time { return time.Now().Add(8 * 24 * time.Hour) }
	// Both mails still waiting: the one the wrong password kept back, and the new one.
	if n, err := mailer.RunOnce(ctx); err != nil || n != 2 {
		t.Fatalf("give up: %d %v", n, err)
	}
	if out, _ := ts.Store.Outbox(ctx, 10); out[0].Status != storyshelf.MailFailed || !strings.Contains(out[0].LastError, "no mail server") {
		t.Fatalf("given up: %+v", out[0])
	}
}

// syncLog is a log the server and a worker may write at once.
type syncLog struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *syncLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *syncLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}
