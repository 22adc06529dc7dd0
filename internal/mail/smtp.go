package mail

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	netmail "net/mail"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// sendTimeout bounds each step of an SMTP session, so a stuck relay cannot
// hold an outbox worker for long.
const sendTimeout = 30 * time.Second

// security is how the connection to the relay is encrypted.
type security int

const (
	startTLSRequired      security = iota // smtp:// (the default): STARTTLS or no send
	startTLSOpportunistic                 // ?starttls=opportunistic: STARTTLS when offered
	startTLSNone                          // ?starttls=none: plain text, for local relays
	implicitTLS                           // smtps://: TLS from the first byte
)

// SMTP sends mail through an SMTP relay. It holds settings only: each Send
// opens its own connection, so one SMTP may be used by many goroutines.
type SMTP struct {
	host     string
	port     int
	security security
	username string
	password string
	from     *netmail.Address
	rootCAs  *x509.CertPool // nil means the system's roots; tests set their own
}

var _ Sender = (*SMTP)(nil)

// Server is a mail server to send through, as the owner sets it in the admin
// or SMTP_URL gives it.
type Server struct {
	Host     string
	Port     int    // 0: the usual port for Security
	Security string // SecurityNone, SecurityStartTLS, SecurityTLS, or SecurityStartTLSOptional (SMTP_URL only)
	Username string // "": no login
	Password string
}

// How the connection to the server is secured.
const (
	SecurityNone             = "none"
	SecurityStartTLS         = "starttls"
	SecurityStartTLSOptional = "starttls-optional"
	SecurityTLS              = "tls"
)

var securities = map[string]security{
	SecurityNone: startTLSNone, SecurityStartTLS: startTLSRequired,
	SecurityStartTLSOptional: startTLSOpportunistic, SecurityTLS: implicitTLS,
}

// NewSMTP checks the relay URL and the From address once, at start-up.
//
//	smtp://user:pass@host:587                 STARTTLS required (port 587 by default)
//	smtp://host:25?starttls=opportunistic     STARTTLS when the relay offers it
//	smtp://host:1025?starttls=none            no TLS: local relays and tests
//	smtps://user:pass@host:465                implicit TLS (port 465 by default)
//
// A user in the URL turns on SMTP AUTH (PLAIN, else LOGIN). from may carry
// a name: "Storyshelf <books@example.com>".
func NewSMTP(rawURL, from string) (*SMTP, error) {
	server, err := ParseURL(rawURL)
	if err != nil {
		return nil, err
	}
	return New(server, from)
}

// New sends through server, from the address from (which may carry a name).
func New(server Server, from string) (*SMTP, error) {
	sec, ok := securities[server.Security]
	if !ok {
		return nil, fmt.Errorf("mail: unknown security %q", server.Security)
	}
	if strings.TrimSpace(server.Host) == "" {
		return nil, errors.New("mail: no mail server is set")
	}
	s := &SMTP{host: server.Host, port: server.Port, security: sec, username: server.Username, password: server.Password}
	if s.port == 0 {
		s.port = gomail.DefaultPortTLS
		if sec == implicitTLS {
			s.port = gomail.DefaultPortSSL
		}
	}
	if strings.TrimSpace(from) == "" {
		return nil, errors.New("mail: MAIL_FROM is not set")
	}
	var err error
	s.from, err = netmail.ParseAddress(from)
	if err != nil {
		return nil, fmt.Errorf("mail: MAIL_FROM %q is not a valid address: %w", from, err)
	}
	return s, nil
}

// ParseURL reads an SMTP_URL (see NewSMTP).
func ParseURL(rawURL string) (Server, error) {
	s, err := parseSMTPURL(rawURL)
	if err != nil {
		return Server{}, err
	}
	server := Server{Host: s.host, Port: s.port, Username: s.username, Password: s.password}
	for name, sec := range securities {
		if sec == s.security {
			server.Security = name
		}
	}
	return server, nil
}

func parseSMTPURL(rawURL string) (*SMTP, error) {
	if strings.TrimSpace(rawURL) == "" {
		return nil, errors.New("mail: SMTP_URL is not set")
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		// url.Error repeats the whole URL, password included: keep the reason only.
		var urlErr *url.Error
		if errors.As(err, &urlErr) {
			err = urlErr.Err
		}
		return nil, fmt.Errorf("mail: SMTP_URL is not a valid URL: %w", err)
	}
	s := &SMTP{host: u.Hostname()}
	switch u.Scheme {
	case "smtp":
		s.port, s.security = gomail.DefaultPortTLS, startTLSRequired
	case "smtps":
		s.port, s.security = gomail.DefaultPortSSL, implicitTLS
	default:
		return nil, fmt.Errorf("mail: SMTP_URL must start with smtp:// or smtps://, not %q", u.Scheme+"://")
	}
	if s.host == "" {
		return nil, errors.New("mail: SMTP_URL has no host")
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return nil, fmt.Errorf("mail: SMTP_URL port %q is not a valid port", p)
		}
		s.port = n
	}
	if u.Opaque != "" || (u.Path != "" && u.Path != "/") {
		return nil, errors.New("mail: SMTP_URL must not have a path")
	}
	q := u.Query()
	for key := range q {
		if key != "starttls" {
			return nil, fmt.Errorf("mail: SMTP_URL has an unknown setting %q (only starttls is known)", key)
		}
	}
	if q.Has("starttls") {
		if s.security == implicitTLS {
			return nil, errors.New("mail: SMTP_URL starttls applies to smtp:// only; smtps:// is encrypted from the start")
		}
		switch v := q.Get("starttls"); v {
		case "required":
			s.security = startTLSRequired
		case "opportunistic":
			s.security = startTLSOpportunistic
		case "none":
			s.security = startTLSNone
		default:
			return nil, fmt.Errorf("mail: SMTP_URL starttls must be required, opportunistic or none, not %q", v)
		}
	}
	if u.User != nil {
		s.username = u.User.Username()
		s.password, _ = u.User.Password()
	}
	return s, nil
}

// Send delivers m over one new connection to the relay.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg, err := s.message(m)
	if err != nil {
		return fmt.Errorf("mail: unable to send: %w", err)
	}

	client, stop, err := s.client(ctx)
	if err != nil {
		return fmt.Errorf("mail: unable to send: %w", err)
	}
	defer stop()
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("mail: unable to send: %w: %w", ctx.Err(), err)
		}
		return fmt.Errorf("mail: unable to send: %w", err)
	}
	return nil
}

// client is a go-mail client for the relay with this SMTP's encryption and
// login; stop ends the watch on ctx once the session is over.
func (s *SMTP) client(ctx context.Context) (client *gomail.Client, stop func(), err error) {
	// go-mail watches ctx only while dialling. Closing the connection when
	// ctx ends is what stops a session that stalls later.
	var mu sync.Mutex
	stops := []func() bool{}
	stop = func() {
		mu.Lock()
		defer mu.Unlock()
		for _, f := range stops {
			f()
		}
	}
	dial := func(dialCtx context.Context, network, _ string) (net.Conn, error) {
		// Our own address, not go-mail's: it would not bracket an IPv6 host.
		addr := net.JoinHostPort(s.host, strconv.Itoa(s.port))
		var conn net.Conn
		var err error
		if s.security == implicitTLS {
			conn, err = (&tls.Dialer{Config: s.tlsConfig()}).DialContext(dialCtx, network, addr)
		} else {
			conn, err = (&net.Dialer{}).DialContext(dialCtx, network, addr)
		}
		if err != nil {
			return nil, err
		}
		mu.Lock()
		stops = append(stops, context.AfterFunc(ctx, func() { conn.Close() }))
		mu.Unlock()
		return conn, nil
	}
	client, err = gomail.NewClient(s.host, s.options(dial)...)
	return client, stop, err
}

func (s *SMTP) options(dial gomail.DialContextFunc) []gomail.Option {
	opts := []gomail.Option{
		gomail.WithPort(s.port),
		gomail.WithTimeout(sendTimeout),
		gomail.WithTLSConfig(s.tlsConfig()),
		gomail.WithDialContextFunc(dial),
	}
	switch s.security {
	case startTLSRequired:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case startTLSOpportunistic:
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	case startTLSNone:
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	case implicitTLS:
		// The dialler above does the TLS; this keeps go-mail from trying STARTTLS on top.
		opts = append(opts, gomail.WithSSL())
	}
	if s.username == "" {
		return opts
	}
	opts = append(opts, gomail.WithUsername(s.username), gomail.WithPassword(s.password))
	if s.security == startTLSNone {
		// The URL says the link is plain text (a relay on a private network):
		// PLAIN or LOGIN may then send the password unencrypted.
		return append(opts, gomail.WithOpportunisticSMTPAuth(gomail.SMTPAuthPlainNoEnc, gomail.SMTPAuthLoginNoEnc))
	}
	// Not go-mail's auto-discovery: without TLS done by go-mail itself it
	// never picks PLAIN or LOGIN. These two refuse an unencrypted link
	// (except to localhost), and a relay offering neither falls back to
	// auto-discovery.
	return append(opts, gomail.WithOpportunisticSMTPAuth(gomail.SMTPAuthPlain, gomail.SMTPAuthLogin))
}

func (s *SMTP) tlsConfig() *tls.Config {
	return &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12, RootCAs: s.rootCAs}
}

// message builds the MIME message: From is always ours, the plain-text part
// always present.
func (s *SMTP) message(m Message) (*gomail.Msg, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	msg := gomail.NewMsg(gomail.WithNoDefaultUserAgent())
	from := s.from
	if m.FromName != "" {
		from = &netmail.Address{Name: m.FromName, Address: s.from.Address}
	}
	msg.FromMailAddress(from)
	if err := msg.To(m.To); err != nil {
		return nil, err
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return nil, err
		}
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	// go-mail's default uses this machine's host name, often a container id;
	// the sender's own domain is what receivers expect.
	msg.SetMessageIDWithValue(rand.Text() + "@" + domain(s.from.Address))
	for name, value := range m.Headers {
		if isASCII(value) {
			msg.SetGenHeaderPreformatted(gomail.Header(name), value)
		} else {
			msg.SetGenHeader(gomail.Header(name), value) // RFC 2047-encoded
		}
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	return msg, nil
}

func domain(address string) string {
	return address[strings.LastIndex(address, "@")+1:]
}
