package admin

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) emailRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/email", Handler: s.handleEmailSettings, Owner: true},
		{Pattern: "PUT /api/admin/email", Handler: s.Limit(s.Limits.Auth, s.handleSaveEmailSettings), MaxBody: 8 << 10, Owner: true},
		{Pattern: "POST /api/admin/email/test", Handler: s.Limit(s.Limits.Auth, s.handleTestEmail), MaxBody: 8 << 10, Owner: true},
	}
}

// Settings → Email: the mail server, the sender's address and where contact
// messages go, as the owner sets them, under whatever the server's own
// settings fix. The password goes in and is never sent back.

// emailSettingsInput is what the form sends. Password is empty to keep the
// saved one.
type emailSettingsInput struct {
	Host        string `json:"host"`
	Port        int    `json:"port"`
	Security    string `json:"security"`
	Username    string `json:"username"`
	Password    string `json:"password"`
	FromAddress string `json:"fromAddress"`
	ContactTo   string `json:"contactTo"`
	To          string `json:"to"` // the test mail's address ("" for the owner's own)
}

func (in emailSettingsInput) settings() *storyshelf.MailSettings {
	return &storyshelf.MailSettings{Host: in.Host, Port: in.Port, Security: in.Security, Username: in.Username,
		Password: in.Password, FromAddress: in.FromAddress, ContactTo: in.ContactTo}
}

// serverMailServer is the mail server the server's settings fix, as the form
// shows it: never its password, only that there is one.
type serverMailServer struct {
	Host        string `json:"host"`
	Port        int    `json:"port"`
	Security    string `json:"security"`
	Username    string `json:"username"`
	PasswordSet bool   `json:"passwordSet"`
}

// emailSettingsView is what the Email section shows.
type emailSettingsView struct {
	// Settings are what the owner saved (the password only as saved or not).
	Settings *storyshelf.MailSettings `json:"settings"`
	// Server holds what the server's own settings fix, each empty when they
	// do not: the form shows those read-only.
	Server struct {
		MailServer  *serverMailServer `json:"mailServer"`
		FromAddress string            `json:"fromAddress"`
		ContactTo   string            `json:"contactTo"`
	} `json:"server"`
	// Defaults are what an empty sender's address and contact address mean.
	Defaults struct {
		FromAddress string `json:"fromAddress"`
		ContactTo   string `json:"contactTo"`
	} `json:"defaults"`
	SenderName string `json:"senderName"` // from the Emails section
	Ready      bool   `json:"ready"`      // mail can be sent now
	Problem    string `json:"problem"`    // why the saved mail server cannot be used yet
	Waiting    int    `json:"waiting"`    // mails waiting to be sent
}

func (s *Admin) emailSettingsView(ctx context.Context) (*emailSettingsView, error) {
	set, err := s.Mail.Current(ctx)
	if err != nil {
		return nil, err
	}
	v := &emailSettingsView{Settings: set.Saved, SenderName: s.Site(ctx).MailFromName(), Ready: set.Ready(), Problem: set.Problem}
	if env := set.EnvServer; env != nil {
		v.Server.MailServer = &serverMailServer{Host: env.Host, Port: env.Port, Security: env.Security,
			Username: env.Username, PasswordSet: env.Password != ""}
	}
	if set.FromFromEnv {
		v.Server.FromAddress = set.From
	}
	if set.ContactToFromEnv {
		v.Server.ContactTo = set.ContactTo
	}
	v.Defaults.FromAddress, v.Defaults.ContactTo = set.DefaultFrom, set.DefaultContactTo
	if v.Waiting, err = s.Store.WaitingMail(ctx); err != nil {
		return nil, err
	}
	return v, nil
}

// GET /api/admin/email
//
// The Email section: what the owner saved, what the server's settings fix,
// whether mail can be sent and how many mails wait.
func (s *Admin) handleEmailSettings(w http.ResponseWriter, r *http.Request) error {
	v, err := s.emailSettingsView(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

// PUT /api/admin/email
//
// Body {host, port, security, username, password, fromAddress, contactTo}; an
// empty password keeps the saved one, an empty host means no mail server.
// The password is stored sealed. Answers {"message", ...the section}; mail
// that was waiting goes out at once when a mail server is now set.
func (s *Admin) handleSaveEmailSettings(w http.ResponseWriter, r *http.Request) error {
	var in emailSettingsInput
	if err := toolkit.DecodeJSON(r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	saved, err := s.Store.MailSettings(ctx, s.Mail.Box)
	if err != nil {
		return err
	}
	m := in.settings()
	if err := m.Validate(saved.PasswordSaved && !saved.PasswordUnreadable); err != nil {
		return err
	}
	if err := s.Store.SaveMailSettings(ctx, m, s.Mail.Box); err != nil {
		return err
	}
	v, err := s.emailSettingsView(ctx)
	if err != nil {
		return err
	}
	message := storyshelf.MsgMailSettingsSaved
	if v.Ready {
		message = storyshelf.MsgMailSettingsActive
		s.WakeWorkers()
	}
	toolkit.WriteJSON(w, http.StatusOK, struct {
		Message string `json:"message"`
		*emailSettingsView
	}{message.Text, v})
	return nil
}

// testMailTimeout bounds the test mail: the owner waits for its answer.
const testMailTimeout = 15 * time.Second

// POST /api/admin/email/test
//
// Body: the form's values, as for PUT, and "to" ("" for the owner's own
// address). Sends one mail at once through those settings (the server's own
// where it fixes them), without saving them, and answers {"sent", "message"}:
// that it went, or what the mail server said, in plain words.
func (s *Admin) handleTestEmail(w http.ResponseWriter, r *http.Request) error {
	var in emailSettingsInput
	if err := toolkit.DecodeJSON(r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	set, err := s.Mail.Current(ctx)
	if err != nil {
		return err
	}
	saved := set.Saved
	m := in.settings()
	problems := map[string]storyshelf.Msg{}
	var invalid *storyshelf.Error
	if err := m.Validate(saved.PasswordSaved && !saved.PasswordUnreadable); errors.As(err, &invalid) {
		problems = invalid.Fields
	} else if err != nil {
		return err
	}
	to := in.To
	if to == "" {
		to = toolkit.CurrentUser(r).Email
	} else if err := storyshelf.ValidateEmail(to); err != nil {
		problems["to"] = storyshelf.MsgEmailInvalid
	}
	if _, bad := problems["host"]; !bad && !set.ServerFromEnv && m.Host == "" {
		problems["host"] = storyshelf.MsgMailHostRequired
	}
	if err := storyshelf.FieldErrors(problems, "host", "port", "security", "username", "password", "fromAddress", "contactTo", "to"); err != nil {
		return err
	}
	// What the form says, over what is saved and under what the server fixes.
	if !set.ServerFromEnv {
		if m.Password == "" && m.Username != "" {
			m.Password = saved.Password
		}
		set.Server = &mail.Server{Host: m.Host, Port: m.Port, Security: m.Security, Username: m.Username, Password: m.Password}
	}
	if !set.FromFromEnv && m.FromAddress != "" {
		set.From = m.FromAddress
	} else if !set.FromFromEnv {
		set.From = set.DefaultFrom
	}
	sender, err := s.Mail.Sender(set)
	if err != nil {
		return err
	}
	site := s.Site(ctx)
	msg := mail.Message{To: to, FromName: site.MailFromName(), Subject: "Test email from " + site.Identity.Name,
		Text: "This is a test email from " + site.Identity.Name + " (" + s.SiteURL + ").\n\n" +
			"It came through " + set.Server.Host + ", so the site can send password resets, kit links, newsletter welcomes " +
			"and notices of contact messages."}
	sendCtx, cancel := context.WithTimeout(ctx, testMailTimeout)
	defer cancel()
	answer := struct {
		Sent    bool   `json:"sent"`
		Message string `json:"message"`
	}{Sent: true, Message: "A test email was sent to " + to + ". It may take a minute or two to arrive."}
	if err := sender.Send(sendCtx, msg); err != nil {
		answer.Sent, answer.Message = false, sender.Explain(err)
		s.Logger.InfoContext(ctx, "test email not sent", "host", set.Server.Host, "to", to, "reason", answer.Message)
	} else {
		s.Logger.InfoContext(ctx, "test email sent", "host", set.Server.Host, "to", to)
		// Only a test that went is History's.
		if err := history.Note(ctx, s.Deps, storyshelf.HistoryEmailSettings, "sent a test mail", "", ""); err != nil {
			return err
		}
	}
	toolkit.WriteJSON(w, http.StatusOK, answer)
	return nil
}
