package mail

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/textproto"
	"strconv"
	"strings"
	"syscall"
	"unicode/utf8"

	gomail "github.com/wneessen/go-mail"
)

// Explain says in plain words why Send failed, for the owner who set up the
// mail server: what went wrong, what to check, and the server's own reply
// when it gave one. Never Go's error text, which names packages and wraps.
func (s *SMTP) Explain(err error) string {
	where := net.JoinHostPort(s.host, strconv.Itoa(s.port))
	msg := err.Error()
	var (
		reply       *textproto.Error
		sendErr     *gomail.SendError
		dnsErr      *net.DNSError
		netErr      net.Error
		unknownCA   x509.UnknownAuthorityError
		wrongHost   x509.HostnameError
		badCert     x509.CertificateInvalidError
		notTLS      tls.RecordHeaderError
		hasReply    = errors.As(err, &reply)
		replyWords  = ""
		refusedAuth = strings.Contains(msg, "SMTP AUTH failed")
	)
	if hasReply {
		replyWords = said(strconv.Itoa(reply.Code) + " " + reply.Msg)
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout():
		return fmt.Sprintf("The mail server at %s did not answer in time. Check its name and port.", where)
	case errors.As(err, &dnsErr):
		return fmt.Sprintf("No mail server called %s was found. Check its name.", s.host)
	case errors.Is(err, syscall.ECONNREFUSED):
		return fmt.Sprintf("Nothing answered at %s: the connection was refused. Check the port.", where)
	case errors.As(err, &unknownCA), errors.As(err, &badCert):
		return fmt.Sprintf("The mail server's certificate could not be trusted, so nothing was sent over the connection to %s.", where)
	case errors.As(err, &wrongHost):
		return fmt.Sprintf("The mail server's certificate is not for %s. Use the name the mail provider gives for its server.", s.host)
	case errors.As(err, &notTLS):
		return fmt.Sprintf("The mail server at %s does not start with a secure connection. Choose STARTTLS (usually port 587) instead of TLS.", where)
	case strings.Contains(msg, "does not support STARTTLS"):
		return "The mail server does not offer STARTTLS. Choose TLS (usually port 465), or None for a mail server on this computer or a private network."
	case strings.Contains(msg, "server does not support SMTP AUTH") || errors.Is(err, gomail.ErrNoSupportedAuthDiscovered) ||
		errors.Is(err, gomail.ErrPlainAuthNotSupported) || errors.Is(err, gomail.ErrLoginAuthNotSupported):
		return "The mail server does not take a user name and password on this connection. Check the security setting, or leave the user name empty."
	case refusedAuth && hasReply && reply.Code >= 500:
		return "The mail server refused the user name or password." + replyWords
	case refusedAuth && hasReply:
		return "The mail server could not check the password just now. Try again in a few minutes." + replyWords
	case errors.As(err, &sendErr):
		return explainSend(sendErr, s.from.Address)
	case hasReply && reply.Code == 530:
		return "The mail server asks for a user name and password." + replyWords
	case hasReply && reply.Code < 500:
		return "The mail server is busy or refused for now. Try again in a few minutes." + replyWords
	case hasReply:
		return "The mail server refused the mail." + replyWords
	case errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET):
		return fmt.Sprintf("The mail server at %s closed the connection. Check the port and the security setting.", where)
	}
	return fmt.Sprintf("The mail could not be sent through %s. Check the server's name, port and security setting.", where)
}

// explainSend words a refusal after the login: of the sender, a recipient
// or the message. go-mail keeps the server's reply in its text only.
func explainSend(e *gomail.SendError, from string) string {
	reply := e.Error()
	if _, after, ok := strings.Cut(reply, ": "); ok {
		reply = after
	}
	reply, _, _ = strings.Cut(reply, ", affected ")
	words := said(reply)
	switch {
	case e.Reason == gomail.ErrSMTPMailFrom && (e.ErrorCode() == 530 || strings.Contains(strings.ToLower(reply), "authenticat")):
		return "The mail server asks for a user name and password." + words
	case e.Reason == gomail.ErrSMTPMailFrom:
		return fmt.Sprintf("The mail server refused to send from %s. Use an address the mail provider lets you send from.", from) + words
	case e.Reason == gomail.ErrSMTPRcptTo:
		return "The mail server refused the address the mail was for." + words
	case e.IsTemp():
		return "The mail server is busy or refused for now. Try again in a few minutes." + words
	}
	return "The mail server refused the mail." + words
}

// said quotes the server's reply, on one line and not too long.
func said(reply string) string {
	reply = strings.Join(strings.FieldsFunc(reply, func(r rune) bool { return r < 0x20 || r == 0x7f }), " ")
	reply = strings.TrimSpace(strings.ReplaceAll(reply, `"`, ""))
	if reply == "" {
		return ""
	}
	if utf8.RuneCountInString(reply) > 200 {
		reply = string([]rune(reply)[:200]) + "…"
	}
	return " The server said: “" + reply + "”."
}
