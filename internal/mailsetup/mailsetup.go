// Package mailsetup decides, each time mail is sent or the site says whether
// it can be, how the site sends mail: the server's own settings where it was
// given them (SMTP_URL, MAIL_FROM, OWNER_EMAIL: containers set these), else
// what the owner saved in Settings → Email. The owner's settings live in the
// database, so a change takes effect at once, on every instance.
package mailsetup

import (
	"context"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Env is what the server was given; each setting given wins over the
// owner's.
type Env struct {
	SMTPURL    string // SMTP_URL: the mail server
	MailFrom   string // MAIL_FROM, when it was set: the sender's address
	OwnerEmail string // OWNER_EMAIL: where contact messages go
}

// Source reads the mail setup in use.
type Source struct {
	Env Env
	// DefaultFrom is the sender's address when nobody chose one:
	// no-reply@ the site's host.
	DefaultFrom string
	Store       *store.Store
	// Box opens the owner's saved password (auth.SecretBox); nil opens
	// nothing.
	Box storyshelf.SecretSealer
}

// Setup is how mail is sent now.
type Setup struct {
	// Server is the mail server mail goes through; nil when there is none,
	// or the owner's lacks its password (Problem says so).
	Server *mail.Server
	From   string // the sender's address
	// ContactTo is where contact messages go ("" for nobody): OWNER_EMAIL,
	// else the owner's choice, else the Identity's contact email.
	ContactTo string

	// Saved is what the owner saved, and which of the server's settings
	// override it.
	Saved                         *storyshelf.MailSettings
	ServerFromEnv, FromFromEnv    bool
	ContactToFromEnv              bool
	EnvServer                     *mail.Server // SMTP_URL's server, password included: never sent out
	DefaultFrom, DefaultContactTo string
	Problem                       string // why the owner's mail server cannot be used yet, in words
}

// Ready says mail can be sent.
func (s Setup) Ready() bool { return s.Server != nil }

// MsgPasswordUnreadable explains a saved password this instance cannot open.
var MsgPasswordUnreadable = storyshelf.Msg{Key: "server.passwordUnreadable", Text: "The saved password cannot be read by this server (it was saved with another key). Enter it again."}

// MsgPasswordMissing explains a mail server with a user but no password, as
// a restored archive leaves it.
var MsgPasswordMissing = storyshelf.Msg{Key: "server.passwordMissing", Text: "The mail server's password is not saved. Enter it again."}

// Current reads the setup in use.
func (s *Source) Current(ctx context.Context) (Setup, error) {
	saved, err := s.Store.MailSettings(ctx, s.Box)
	if err != nil {
		return Setup{}, err
	}
	site, err := s.Store.SiteSettings(ctx)
	if err != nil {
		return Setup{}, err
	}
	set := Setup{Saved: saved, DefaultFrom: s.DefaultFrom, DefaultContactTo: site.Identity.ContactEmail}
	switch {
	case s.Env.SMTPURL != "":
		server, err := mail.ParseURL(s.Env.SMTPURL)
		if err != nil {
			return Setup{}, err // config.Validate checked it at start-up
		}
		set.Server, set.EnvServer, set.ServerFromEnv = &server, &server, true
	case saved.Host != "" && saved.PasswordUnreadable:
		set.Problem = MsgPasswordUnreadable.Text
	case saved.Host != "" && !saved.Usable():
		set.Problem = MsgPasswordMissing.Text
	case saved.Host != "":
		set.Server = &mail.Server{Host: saved.Host, Port: saved.Port, Security: saved.Security,
			Username: saved.Username, Password: saved.Password}
	}
	set.From = first(s.Env.MailFrom, saved.FromAddress, s.DefaultFrom)
	set.FromFromEnv = s.Env.MailFrom != ""
	set.ContactTo = first(s.Env.OwnerEmail, saved.ContactTo, site.Identity.ContactEmail)
	set.ContactToFromEnv = s.Env.OwnerEmail != ""
	return set, nil
}

// Ready says whether mail can be sent now.
func (s *Source) Ready(ctx context.Context) (bool, error) {
	set, err := s.Current(ctx)
	return set.Ready(), err
}

// Sender makes the sender for a setup's server.
func (s *Source) Sender(set Setup) (*mail.SMTP, error) {
	if set.Server == nil {
		return nil, mail.ErrNotConfigured
	}
	return mail.New(*set.Server, set.From)
}

// Send delivers m with the setup in use at this moment (mail.Sender), or
// answers mail.ErrNotConfigured when there is no mail server.
func (s *Source) Send(ctx context.Context, m mail.Message) error {
	smtp, err := s.now(ctx)
	if err != nil {
		return err
	}
	return smtp.Send(ctx, m)
}

// SendHandingOver is Send in two steps (mail.HandoverSender), with the
// setup in use at this moment: the newsletter's way of never sending a copy
// twice.
func (s *Source) SendHandingOver(ctx context.Context, m mail.Message, handOver func() error) error {
	smtp, err := s.now(ctx)
	if err != nil {
		return err
	}
	return smtp.SendHandingOver(ctx, m, handOver)
}

// now is the sender for the setup in use at this moment.
func (s *Source) now(ctx context.Context) (*mail.SMTP, error) {
	set, err := s.Current(ctx)
	if err != nil {
		return nil, err
	}
	return s.Sender(set)
}

var (
	_ mail.Sender         = (*Source)(nil)
	_ mail.HandoverSender = (*Source)(nil)
)

func first(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
