// Package mailtest runs a real SMTP server inside a test, so code that sends
// mail is tested against the protocol rather than a mock.
package mailtest

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/mail"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Received is one message as the server got it.
type Received struct {
	From     string      // envelope sender (MAIL FROM)
	To       []string    // envelope recipients (RCPT TO)
	Data     []byte      // everything after DATA, CRLF line endings kept
	Header   mail.Header // Data's header, parsed by net/mail
	Username string      // who logged in with AUTH PLAIN; "" when nobody did
}

// Server is an SMTP relay on 127.0.0.1 that keeps every message it accepts.
type Server struct {
	addr        string
	tlsConfig   *tls.Config // nil for a plain server
	implicitTLS bool
	rootCAs     *x509.CertPool

	mu       sync.Mutex
	listener net.Listener // the relay's port, held from start to end, closed or not
	srv      *smtp.Server // nil while closed
	gate     *gate        // hands srv the connections listener accepts; nil while closed
	messages []Received
	arrived  chan struct{} // closed and replaced whenever a message arrives
	username string        // set by RequireAuth
	password string
	refusals map[string]int // recipient → the reply code to the message's final dot (Refuse)
	hangUps  []hangUp       // the messages to get no answer (HangUpAfterDot), oldest first
}

// NewServer starts a plain-text relay (no STARTTLS) on a random port. It
// offers AUTH PLAIN and takes any login, or none, until RequireAuth.
func NewServer(t testing.TB) *Server {
	t.Helper()
	return start(t, &Server{})
}

// NewSTARTTLSServer starts a relay that offers STARTTLS with a self-signed
// certificate for 127.0.0.1; clients must trust RootCAs.
func NewSTARTTLSServer(t testing.TB) *Server {
	t.Helper()
	config, pool := selfSigned(t)
	return start(t, &Server{tlsConfig: config, rootCAs: pool})
}

// NewSMTPSServer starts a relay that speaks TLS from the first byte (smtps)
// with a self-signed certificate for 127.0.0.1; clients must trust RootCAs.
func NewSMTPSServer(t testing.TB) *Server {
	t.Helper()
	config, pool := selfSigned(t)
	return start(t, &Server{tlsConfig: config, rootCAs: pool, implicitTLS: true})
}

// Listen starts a plain-text relay, as NewServer does, outside a test: the
// end-to-end tests run one with the smtpd command. It runs until the
// program ends.
func Listen(addr string) (*Server, error) {
	s := &Server{arrived: make(chan struct{})}
	if err := s.listen(addr); err != nil {
		return nil, fmt.Errorf("mailtest: unable to listen: %w", err)
	}
	return s, nil
}

func start(t testing.TB, s *Server) *Server {
	t.Helper()
	s.arrived = make(chan struct{})
	if err := s.listen("127.0.0.1:0"); err != nil {
		t.Fatalf("mailtest: unable to listen: %v", err)
	}
	t.Cleanup(func() {
		s.Close()
		s.listener.Close()
	})
	return s
}

// URL is the address to hand to mail.NewSMTP: smtp://…?starttls=none for
// NewServer, smtp://… for NewSTARTTLSServer, smtps://… for NewSMTPSServer.
func (s *Server) URL() string {
	switch {
	case s.implicitTLS:
		return "smtps://" + s.addr
	case s.tlsConfig != nil:
		return "smtp://" + s.addr
	}
	return "smtp://" + s.addr + "?starttls=none"
}

// Addr is the server's host:port.
func (s *Server) Addr() string { return s.addr }

// RootCAs holds the certificate of a TLS server; nil for a plain one.
func (s *Server) RootCAs() *x509.CertPool { return s.rootCAs }

// RequireAuth makes the server refuse mail from clients that have not
// logged in with exactly this username and password.
func (s *Server) RequireAuth(username, password string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.username, s.password = username, password
}

// Refuse makes the server answer code (a 4xx or 5xx) to the final dot of
// every message to address, and keep none of them.
func (s *Server) Refuse(address string, code int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.refusals == nil {
		s.refusals = map[string]int{}
	}
	s.refusals[address] = code
}

func (s *Server) refusal(to []string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, addr := range to {
		if code := s.refusals[addr]; code != 0 {
			return code
		}
	}
	return 0
}

// hangUp is one message HangUpAfterDot waits for.
type hangUp struct{ to, subject string }

// HangUpAfterDot makes the server read the next message to address (with
// that subject, unless it is "") whole, final dot included, then close the
// connection without answering, as a relay that crashed at that moment
// would: the sender cannot tell whether it arrived. That message is not
// kept; the ones after it are, as usual.
func (s *Server) HangUpAfterDot(address, subject string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.hangUps = append(s.hangUps, hangUp{address, subject})
}

// hangsUp says whether a message to these recipients with this subject gets
// no answer, and crosses it off.
func (s *Server) hangsUp(to []string, subject string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, h := range s.hangUps {
		if slices.Contains(to, h.to) && (h.subject == "" || h.subject == subject) {
			s.hangUps = slices.Delete(s.hangUps, k, k+1)
			return true
		}
	}
	return false
}

// Messages returns a copy of what has arrived so far, oldest first.
func (s *Server) Messages() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.messages...)
}

// WaitFor waits until at least n messages have arrived and returns them; it
// fails the test after timeout.
func (s *Server) WaitFor(t testing.TB, n int, timeout time.Duration) []Received {
	t.Helper()
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		s.mu.Lock()
		got, arrived := len(s.messages), s.arrived
		s.mu.Unlock()
		if got >= n {
			return s.Messages()
		}
		select {
		case <-arrived:
		case <-deadline.C:
			t.Fatalf("mailtest: %d message(s) arrived within %v, want %d", got, timeout, n)
			return nil
		}
	}
}

// Close takes the relay down as a relay going down would: open connections
// are dropped, and new ones are closed as they arrive. Messages already
// received are kept. The port stays the relay's, so no other program can
// take it before Restart.
func (s *Server) Close() {
	s.mu.Lock()
	srv, g := s.srv, s.gate
	s.srv, s.gate = nil, nil
	s.mu.Unlock()
	if srv != nil {
		g.Close() // here too: srv only learns of it once Serve runs
		srv.Close()
	}
}

// Restart closes the relay if it runs and brings it back on the same port.
func (s *Server) Restart() error {
	s.Close()
	s.serve()
	return nil
}

// listen takes the relay's port and serves on it until the program ends.
func (s *Server) listen(addr string) error {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	if s.implicitTLS {
		l = tls.NewListener(l, s.tlsConfig)
	}
	s.addr, s.listener = l.Addr().String(), l
	go s.accept()
	s.serve()
	return nil
}

// accept hands each connection to the running SMTP server, or closes it
// while the relay is down, until the listener is closed.
func (s *Server) accept() {
	for {
		c, err := s.listener.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		g := s.gate
		s.mu.Unlock()
		if g == nil {
			c.Close()
			continue
		}
		select {
		case g.conns <- c:
		case <-g.done:
			c.Close()
		}
	}
}

// serve starts an SMTP server on a new gate.
func (s *Server) serve() {
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{server: s, conn: c}, nil
	}))
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	srv.MaxMessageBytes = 10 << 20
	srv.ErrorLog = log.New(io.Discard, "", 0) // dropped connections are the point of Close
	if !s.implicitTLS {
		srv.TLSConfig = s.tlsConfig // offers STARTTLS when set
	}
	g := &gate{addr: s.listener.Addr(), conns: make(chan net.Conn), done: make(chan struct{})}
	s.mu.Lock()
	s.srv, s.gate = srv, g
	s.mu.Unlock()
	go srv.Serve(g)
}

// gate is a listener for one run of the SMTP server: it hands over what the
// relay's own listener accepts, and closing it ends that run only.
type gate struct {
	addr  net.Addr
	conns chan net.Conn
	done  chan struct{}
	once  sync.Once
}

func (g *gate) Accept() (net.Conn, error) {
	select {
	case c := <-g.conns:
		return c, nil
	case <-g.done:
		return nil, net.ErrClosed
	}
}

func (g *gate) Close() error {
	g.once.Do(func() { close(g.done) })
	return nil
}

func (g *gate) Addr() net.Addr { return g.addr }

func (s *Server) checkLogin(username, password string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.username == "" || (username == s.username && password == s.password)
}

func (s *Server) authRequired() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.username != ""
}

func (s *Server) add(r Received) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.messages = append(s.messages, r)
	close(s.arrived)
	s.arrived = make(chan struct{})
}

// session is one client connection.
type session struct {
	server   *Server
	conn     *smtp.Conn
	username string
	from     string
	to       []string
}

func (ss *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (ss *session) Auth(mech string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if !ss.server.checkLogin(username, password) {
			return smtp.ErrAuthFailed
		}
		ss.username = username
		return nil
	}), nil
}

func (ss *session) Mail(from string, opts *smtp.MailOptions) error {
	if ss.username == "" && ss.server.authRequired() {
		return smtp.ErrAuthRequired
	}
	ss.from = from
	return nil
}

func (ss *session) Rcpt(to string, opts *smtp.RcptOptions) error {
	ss.to = append(ss.to, to)
	return nil
}

func (ss *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	msg, err := mail.ReadMessage(bytes.NewReader(data))
	if err == nil && ss.server.hangsUp(ss.to, msg.Header.Get("Subject")) {
		ss.conn.Conn().Close() // the reply go-smtp then writes goes nowhere
		return errors.New("mailtest: hung up after the final dot, as the test asked")
	}
	if code := ss.server.refusal(ss.to); code != 0 {
		return &smtp.SMTPError{Code: code, EnhancedCode: smtp.EnhancedCode{code / 100, 1, 1},
			Message: "mailtest: refused as the test asked"}
	}
	if err != nil {
		// Refused, so the sender's test sees a broken message as an error.
		return &smtp.SMTPError{Code: 554, EnhancedCode: smtp.EnhancedCode{5, 6, 0},
			Message: "mailtest: message does not parse: " + strings.ReplaceAll(err.Error(), "\n", " ")}
	}
	ss.server.add(Received{
		From: ss.from, To: append([]string(nil), ss.to...), Data: data,
		Header: msg.Header, Username: ss.username,
	})
	return nil
}

func (ss *session) Reset() {
	ss.from, ss.to = "", nil
}

func (ss *session) Logout() error { return nil }
