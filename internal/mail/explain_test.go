package mail_test

import (
	"context"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/mail/mailtest"
)

// Explain words each way a send fails as the owner can act on it, and never
// with Go's error text.
func TestExplain(t *testing.T) {
	relay := mailtest.NewServer(t)
	relay.RequireAuth("books@example.com", "Right-Pass-1")
	host, portText, _ := net.SplitHostPort(relay.Addr())
	port, _ := strconv.Atoi(portText)
	silent, err := net.Listen("tcp", "127.0.0.1:0") // accepts, never answers
	if err != nil {
		t.Fatal(err)
	}
	defer silent.Close()
	silentPort := silent.Addr().(*net.TCPAddr).Port

	for _, tt := range []struct {
		name   string
		server mail.Server
		want   string
	}{
		{"WrongPassword", mail.Server{Host: host, Port: port, Security: mail.SecurityNone, Username: "books@example.com", Password: "Wrong-1"},
			"The mail server refused the user name or password. The server said: “535"},
		{"TLSToAPlainServer", mail.Server{Host: host, Port: port, Security: mail.SecurityTLS},
			"The mail server at " + relay.Addr() + " does not start with a secure connection."},
		{"NoSTARTTLS", mail.Server{Host: host, Port: port, Security: mail.SecurityStartTLS},
			"The mail server does not offer STARTTLS."},
		{"NoAnswer", mail.Server{Host: "127.0.0.1", Port: silentPort, Security: mail.SecurityNone},
			"The mail server at 127.0.0.1:" + strconv.Itoa(silentPort) + " did not answer in time."},
		{"NoSuchHost", mail.Server{Host: "mail.no-such-host.invalid", Port: 587, Security: mail.SecurityNone},
			"No mail server called mail.no-such-host.invalid was found."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := mail.New(tt.server, "books@example.com")
			if err != nil {
				t.Fatal(err)
			}
			// A minute for a send to fail on its own, on a busy machine too;
			// for the server that never answers, the deadline is the point.
			within := time.Minute
			if tt.name == "NoAnswer" {
				within = 2 * time.Second
			}
			ctx, cancel := context.WithTimeout(context.Background(), within)
			defer cancel()
			err = s.Send(ctx, kitMessage())
			if err == nil {
				t.Fatal("sent")
			}
			got := s.Explain(err)
			if !strings.HasPrefix(got, tt.want) {
				t.Fatalf("%q\nfor %v", got, err)
			}
			for _, goWords := range []string{"mail:", "dial tcp", "SMTP AUTH", "tls:", "context deadline"} {
				if strings.Contains(got, goWords) {
					t.Fatalf("Go's words %q in %q", goWords, got)
				}
			}
			if strings.Contains(got, "Wrong-1") {
				t.Fatal("the password is in the words")
			}
		})
	}
}
