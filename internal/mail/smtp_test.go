package mail_test

import (
	"context"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
)

const from = "Storyshelf <books@example.com>"

// unsubscribe is long on purpose: a header folded at 78 characters would no
// longer match what the unsubscribe handler signed.
const unsubscribe = "<https://books.example.com/api/newsletter/unsubscribe?token=" +
	"c2lnbmVkLXRva2VuLWZvci1hbm4tcmVhZGVyLWV4YW1wbGUtY29tLTIwMjYtMDEtMDE>, " +
	"<mailto:unsubscribe@example.com?subject=unsubscribe>"

func kitMessage() mail.Message {
	return mail.Message{
		To:      "Ann Reader <ann@example.com>",
		ReplyTo: "Author <author@example.com>",
		Subject: "Your kindness kit is ready",
		Text:    "Hello Ann,\nyour kit is ready.\n",
		Headers: map[string]string{
			"List-Unsubscribe":      unsubscribe,
			"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
		},
	}
}

func mustSMTP(t *testing.T, rawURL string) *mail.SMTP {
	t.Helper()
	s, err := mail.NewSMTP(rawURL, from)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// withLogin puts a username and password into an smtp:// URL.
func withLogin(t *testing.T, rawURL, username, password string) string {
	t.Helper()
	u, err := url.Parse(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	u.User = url.UserPassword(username, password)
	return u.String()
}

// sameText compares bodies the way a reader sees them: CRLF line ends, no
// trailing blank lines.
func sameText(got, want string) bool {
	want = strings.ReplaceAll(want, "\n", "\r\n")
	return strings.TrimRight(got, "\r\n") == strings.TrimRight(want, "\r\n")
}

// parts returns each MIME part's content type and decoded body; a message
// with one part has no multipart wrapper.
func parts(t *testing.T, r mailtest.Received) map[string]string {
	t.Helper()
	msg, err := netmail.ReadMessage(strings.NewReader(string(r.Data)))
	if err != nil {
		t.Fatal(err)
	}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	if !strings.HasPrefix(mediaType, "multipart/") {
		if enc := msg.Header.Get("Content-Transfer-Encoding"); enc != "quoted-printable" {
			t.Fatalf("Content-Transfer-Encoding = %q", enc)
		}
		b, err := io.ReadAll(quotedprintable.NewReader(msg.Body))
		if err != nil {
			t.Fatal(err)
		}
		got[mediaType] = string(b)
		return got
	}
	if mediaType != "multipart/alternative" {
		t.Fatalf("Content-Type = %q, want multipart/alternative", mediaType)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		partType, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		b, _ := io.ReadAll(p)
		got[partType] = string(b)
	}
	return got
}

func TestSMTP_Send(t *testing.T) {
	t.Run("OK", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		if err := mustSMTP(t, srv.URL()).Send(context.Background(), kitMessage()); err != nil {
			t.Fatal(err)
		}
		r := srv.WaitFor(t, 1, 5*time.Second)[0]

		if r.From != "books@example.com" || len(r.To) != 1 || r.To[0] != "ann@example.com" {
			t.Fatalf("envelope from %q to %q", r.From, r.To)
		}
		for name, want := range map[string]string{
			"From":     `"Storyshelf" <books@example.com>`,
			"To":       `"Ann Reader" <ann@example.com>`,
			"Reply-To": `"Author" <author@example.com>`,
			"Subject":  "Your kindness kit is ready",
		} {
			if got := r.Header.Get(name); got != want {
				t.Errorf("%s = %q, want %q", name, got, want)
			}
		}
		if id := r.Header.Get("Message-Id"); !strings.HasSuffix(id, "@example.com>") {
			t.Errorf("Message-ID = %q, want one at the sender's domain", id)
		}
		if _, err := r.Header.Date(); err != nil {
			t.Errorf("Date: %v", err)
		}
		// Verbatim on the wire: one line each, not folded, not encoded.
		for _, line := range []string{
			"\r\nList-Unsubscribe: " + unsubscribe + "\r\n",
			"\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n",
		} {
			if !strings.Contains(string(r.Data), line) {
				t.Errorf("message lacks the line %q:\n%s", line, r.Data)
			}
		}
		if got := parts(t, r); len(got) != 1 || !sameText(got["text/plain"], "Hello Ann,\nyour kit is ready.") {
			t.Errorf("parts = %q", got)
		}
	})

	t.Run("OKWithHTML", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		m := kitMessage()
		m.HTML = `<p>Hello Ann, your <a href="https://books.example.com/kits/1">kit</a> is ready.</p>`
		if err := mustSMTP(t, srv.URL()).Send(context.Background(), m); err != nil {
			t.Fatal(err)
		}
		got := parts(t, srv.WaitFor(t, 1, 5*time.Second)[0])
		if len(got) != 2 || !sameText(got["text/plain"], "Hello Ann,\nyour kit is ready.") || !sameText(got["text/html"], m.HTML) {
			t.Errorf("parts = %q", got)
		}
	})

	t.Run("OKNonASCII", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		m := kitMessage()
		m.Subject = "Zoë’s kindness kit 📚"
		m.Text = "Grüße, Zoë!"
		m.Headers = map[string]string{"X-Book": "Der kleine Bär"}
		if err := mustSMTP(t, srv.URL()).Send(context.Background(), m); err != nil {
			t.Fatal(err)
		}
		r := srv.WaitFor(t, 1, 5*time.Second)[0]
		dec := new(mime.WordDecoder)
		if got, err := dec.DecodeHeader(r.Header.Get("Subject")); err != nil || got != m.Subject {
			t.Errorf("Subject = %q (%v), want %q", got, err, m.Subject)
		}
		if got, err := dec.DecodeHeader(r.Header.Get("X-Book")); err != nil || got != "Der kleine Bär" {
			t.Errorf("X-Book = %q (%v)", got, err)
		}
		if got := parts(t, r)["text/plain"]; !sameText(got, m.Text) {
			t.Errorf("text = %q, want %q", got, m.Text)
		}
	})

	t.Run("TheSiteNamesTheSender", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		m := kitMessage()
		m.FromName = "Zoë's Books, Ltd"
		if err := mustSMTP(t, srv.URL()).Send(context.Background(), m); err != nil {
			t.Fatal(err)
		}
		r := srv.WaitFor(t, 1, 5*time.Second)[0]
		from, err := (&netmail.AddressParser{WordDecoder: new(mime.WordDecoder)}).Parse(r.Header.Get("From"))
		if err != nil || from.Name != m.FromName || from.Address != "books@example.com" || r.From != "books@example.com" {
			t.Fatalf("From = %q (%v), envelope %q", r.Header.Get("From"), err, r.From)
		}
	})

	t.Run("ErrSenderNameOnTwoLines", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		m := kitMessage()
		m.FromName = "Books\r\nBcc: someone@example.com"
		if err := mustSMTP(t, srv.URL()).Send(context.Background(), m); err == nil || !strings.Contains(err.Error(), "sender name must be one line") {
			t.Fatalf("err = %v", err)
		}
	})

	t.Run("ErrInvalidMessage", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		m := kitMessage()
		m.Headers = map[string]string{"X-Note": "hi\r\nBcc: someone@example.com"}
		err := mustSMTP(t, srv.URL()).Send(context.Background(), m)
		if err == nil || err.Error() != "mail: unable to send: mail: header X-Note must be one line" {
			t.Fatalf("err = %v", err)
		}
		if n := len(srv.Messages()); n != 0 {
			t.Fatalf("%d messages arrived", n)
		}
	})
}

func TestSMTP_Auth(t *testing.T) {
	t.Run("OK", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		srv.RequireAuth("mailer", "p@ss/word:1")
		s := mustSMTP(t, withLogin(t, srv.URL(), "mailer", "p@ss/word:1"))
		if err := s.Send(context.Background(), kitMessage()); err != nil {
			t.Fatal(err)
		}
		if r := srv.WaitFor(t, 1, 5*time.Second)[0]; r.Username != "mailer" {
			t.Fatalf("logged in as %q", r.Username)
		}
	})

	t.Run("ErrWrongPassword", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		srv.RequireAuth("mailer", "right")
		err := mustSMTP(t, withLogin(t, srv.URL(), "mailer", "wrong")).Send(context.Background(), kitMessage())
		if err == nil || !strings.HasPrefix(err.Error(), "mail: unable to send: ") || !strings.Contains(err.Error(), "535") {
			t.Fatalf("err = %v", err)
		}
		if n := len(srv.Messages()); n != 0 {
			t.Fatalf("%d messages arrived", n)
		}
	})

	t.Run("ErrNoLogin", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		srv.RequireAuth("mailer", "right")
		if err := mustSMTP(t, srv.URL()).Send(context.Background(), kitMessage()); err == nil {
			t.Fatal("sent without logging in")
		}
	})
}

func TestSMTP_TLS(t *testing.T) {
	t.Run("OKSTARTTLS", func(t *testing.T) {
		srv := mailtest.NewSTARTTLSServer(t)
		srv.RequireAuth("mailer", "secret")
		s := mustSMTP(t, withLogin(t, srv.URL(), "mailer", "secret"))
		s.SetRootCAsForTest(srv.RootCAs())
		if err := s.Send(context.Background(), kitMessage()); err != nil {
			t.Fatal(err)
		}
		if r := srv.WaitFor(t, 1, 5*time.Second)[0]; r.Username != "mailer" {
			t.Fatalf("logged in as %q", r.Username)
		}
	})

	t.Run("OKSMTPS", func(t *testing.T) {
		srv := mailtest.NewSMTPSServer(t)
		srv.RequireAuth("mailer", "secret")
		s := mustSMTP(t, withLogin(t, srv.URL(), "mailer", "secret"))
		s.SetRootCAsForTest(srv.RootCAs())
		if err := s.Send(context.Background(), kitMessage()); err != nil {
			t.Fatal(err)
		}
		if r := srv.WaitFor(t, 1, 5*time.Second)[0]; r.Username != "mailer" {
			t.Fatalf("logged in as %q", r.Username)
		}
	})

	t.Run("OKOpportunisticWithoutTLS", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		s := mustSMTP(t, "smtp://"+srv.Addr()+"?starttls=opportunistic")
		if err := s.Send(context.Background(), kitMessage()); err != nil {
			t.Fatal(err)
		}
		srv.WaitFor(t, 1, 5*time.Second)
	})

	t.Run("ErrSTARTTLSNotOffered", func(t *testing.T) {
		srv := mailtest.NewServer(t)
		err := mustSMTP(t, "smtp://"+srv.Addr()).Send(context.Background(), kitMessage())
		if err == nil || !strings.Contains(err.Error(), "STARTTLS") {
			t.Fatalf("err = %v", err)
		}
		if n := len(srv.Messages()); n != 0 {
			t.Fatalf("%d messages arrived in plain text", n)
		}
	})

	t.Run("ErrUntrustedCertificate", func(t *testing.T) {
		srv := mailtest.NewSTARTTLSServer(t)
		err := mustSMTP(t, srv.URL()).Send(context.Background(), kitMessage())
		if err == nil || !strings.Contains(err.Error(), "certificate") {
			t.Fatalf("err = %v", err)
		}
	})
}

func TestSMTP_ServerDown(t *testing.T) {
	srv := mailtest.NewServer(t)
	s := mustSMTP(t, srv.URL())
	srv.Close()
	err := s.Send(context.Background(), kitMessage())
	if err == nil || !strings.HasPrefix(err.Error(), "mail: unable to send: ") {
		t.Fatalf("err = %v", err)
	}
	if err := srv.Restart(); err != nil {
		t.Fatal(err)
	}
	if err := s.Send(context.Background(), kitMessage()); err != nil {
		t.Fatalf("after restart: %v", err)
	}
	srv.WaitFor(t, 1, 5*time.Second)
}

func TestSMTP_Context(t *testing.T) {
	// A relay that accepts connections and then says nothing.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		for {
			conn, err := l.Accept()
			if err != nil {
				return
			}
			defer conn.Close()
		}
	}()
	s := mustSMTP(t, "smtp://"+l.Addr().String()+"?starttls=none")

	t.Run("ErrDeadline", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		start := time.Now()
		err := s.Send(ctx, kitMessage())
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v", err)
		}
		// Ignoring ctx, it would have returned after its own 30 s step
		// timeout, with ctx's error too.
		if d := time.Since(start); d >= 15*time.Second {
			t.Fatalf("Send returned after %v: not when its context ended", d)
		}
	})

	t.Run("ErrCanceled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := s.Send(ctx, kitMessage()); !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v", err)
		}
	})
}

func TestNewSMTP(t *testing.T) {
	for _, tt := range []struct {
		name string
		url  string
		from string
		addr string // host:port dialled, for OK cases
		err  string // error text, for Err cases
	}{
		{name: "OK", url: "smtp://user:pass@mail.example.com", from: from, addr: "mail.example.com:587"},
		{name: "OKPort", url: "smtp://mail.example.com:2525?starttls=opportunistic", from: from, addr: "mail.example.com:2525"},
		{name: "OKSMTPS", url: "SMTPS://user:pass@mail.example.com", from: "books@example.com", addr: "mail.example.com:465"},
		{name: "OKNone", url: "smtp://localhost:25?starttls=none", from: from, addr: "localhost:25"},
		{name: "OKIPv6", url: "smtp://[::1]:1025?starttls=none", from: from, addr: "[::1]:1025"},
		{name: "ErrURLNotSet", url: "", from: from, err: "mail: SMTP_URL is not set"},
		{name: "ErrBadScheme", url: "https://mail.example.com", from: from, err: `mail: SMTP_URL must start with smtp:// or smtps://, not "https://"`},
		{name: "ErrNoScheme", url: "mail.example.com:587", from: from, err: `mail: SMTP_URL must start with smtp:// or smtps://, not "mail.example.com://"`},
		{name: "ErrMissingHost", url: "smtp://user:pass@:587", from: from, err: "mail: SMTP_URL has no host"},
		{name: "ErrBadPort", url: "smtp://mail.example.com:0", from: from, err: `mail: SMTP_URL port "0" is not a valid port`},
		{name: "ErrPath", url: "smtp://mail.example.com/inbox", from: from, err: "mail: SMTP_URL must not have a path"},
		{name: "ErrBadSTARTTLS", url: "smtp://mail.example.com?starttls=maybe", from: from, err: `mail: SMTP_URL starttls must be required, opportunistic or none, not "maybe"`},
		{name: "ErrSTARTTLSWithSMTPS", url: "smtps://mail.example.com?starttls=none", from: from, err: "mail: SMTP_URL starttls applies to smtp:// only; smtps:// is encrypted from the start"},
		{name: "ErrUnknownSetting", url: "smtp://mail.example.com?startls=none", from: from, err: `mail: SMTP_URL has an unknown setting "startls" (only starttls is known)`},
		{name: "ErrUnparsable", url: "smtp://user:s3cret%zz@mail.example.com", from: from, err: `mail: SMTP_URL is not a valid URL: invalid URL escape "%zz"`},
		{name: "ErrFromNotSet", url: "smtp://mail.example.com", from: " ", err: "mail: MAIL_FROM is not set"},
		{name: "ErrBadFrom", url: "smtp://mail.example.com", from: "Storyshelf books.example.com", err: `mail: MAIL_FROM "Storyshelf books.example.com" is not a valid address: mail: no angle-addr`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := mail.NewSMTP(tt.url, tt.from)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("err = %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := s.AddrForTest(); got != tt.addr {
				t.Fatalf("addr = %q, want %q", got, tt.addr)
			}
		})
	}
}
