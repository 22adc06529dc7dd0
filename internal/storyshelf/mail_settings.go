package storyshelf

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// MailSettings is how the site sends mail, as the owner sets it in Settings →
// Email: the mail server, the sender's address and where contact messages
// go. The name shown beside the sender's address is the Emails section's
// (SiteMail). Settings the server was given (SMTP_URL, MAIL_FROM,
// OWNER_EMAIL) win over these.
type MailSettings struct {
	Host     string `json:"host"` // "" means no mail server
	Port     int    `json:"port"`
	Security string `json:"security"` // MailSecurityNone, …StartTLS or …TLS
	Username string `json:"username"` // "" means the server takes no login
	// Password is never sent to a browser, archived or logged; it is stored
	// sealed (SecretSealer).
	Password string `json:"-"`
	// PasswordSaved says a password is stored; PasswordUnreadable that it
	// was sealed with another key (an instance with a key of its own) and has
	// to be typed again.
	PasswordSaved      bool   `json:"passwordSaved"`
	PasswordUnreadable bool   `json:"passwordUnreadable"`
	FromAddress        string `json:"fromAddress"` // "" means the server's default
	ContactTo          string `json:"contactTo"`   // "" means the Identity's contact email
}

// How the connection to the mail server is secured.
const (
	MailSecurityNone     = "none"     // plain text: a relay on this machine or a private network
	MailSecurityStartTLS = "starttls" // plain, then STARTTLS before anything is said (port 587)
	MailSecurityTLS      = "tls"      // TLS from the first byte (port 465)
)

// DefaultMailPort is the usual port for each kind of security.
func DefaultMailPort(security string) int {
	switch security {
	case MailSecurityTLS:
		return 465
	case MailSecurityNone:
		return 25
	}
	return 587
}

// Usable says the settings name a mail server that mail can be sent through:
// a host, and the password when there is a user.
func (m *MailSettings) Usable() bool {
	return m.Host != "" && (m.Username == "" || m.Password != "")
}

// SecretSealer encrypts secrets before they are stored, with a key kept
// outside the database (auth.SecretBox). purpose binds a sealed secret to
// what it is for.
type SecretSealer interface {
	Seal(purpose, plain string) (string, error)
	Open(purpose, sealed string) (string, error)
}

// Mail settings messages.
var (
	MsgMailHostRequired   = Msg{Key: "server.mailHostRequired", Text: "Please enter the mail server's name, such as smtp.example.com."}
	MsgMailHost           = Msg{Key: "server.mailHost", Text: "Enter the mail server's name only, such as smtp.example.com."}
	MsgMailPort           = Msg{Key: "server.mailPort", Text: "Enter a port between 1 and 65535, such as 587."}
	MsgMailSecurity       = Msg{Key: "server.mailSecurity", Text: "Choose how the connection is secured."}
	MsgMailUsername       = Msg{Key: "server.mailUsername", Text: "The user name must be one line."}
	MsgMailPassword       = Msg{Key: "server.mailPassword", Text: "Please enter the password."}
	MsgMailSettingsSaved  = Msg{Key: "server.mailSettingsSaved", Text: "Email settings saved."}
	MsgMailSettingsActive = Msg{Key: "server.mailSettingsActive", Text: "Email settings saved. The site can send email now."}
)

// hostPattern is a host name (letters, digits, hyphens, dots) or an IPv4
// address; an IPv6 address may come in brackets or bare.
var hostPattern = regexp.MustCompile(`^(\[[0-9a-fA-F:.]+\]|[0-9a-fA-F:]*:[0-9a-fA-F:.]*|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.?)$`)

// Validate trims the settings and checks them. passwordSaved says a password
// is already stored, so an empty Password keeps it. Without a host there is
// no mail server, and the server's other fields are cleared.
func (m *MailSettings) Validate(passwordSaved bool) error {
	c := settingsCheck{}
	m.Host = strings.TrimSpace(m.Host)
	m.Security = strings.TrimSpace(m.Security)
	m.Username = strings.TrimSpace(m.Username)
	switch {
	case m.Host == "" && (m.Username != "" || m.Password != ""):
		c.add("host", MsgMailHostRequired)
	case utf8.RuneCountInString(m.Host) > 253:
		c.add("host", MsgTooLong(253))
	case m.Host != "" && !hostPattern.MatchString(m.Host):
		c.add("host", MsgMailHost)
	}
	if m.Security != MailSecurityNone && m.Security != MailSecurityStartTLS && m.Security != MailSecurityTLS {
		c.add("security", MsgMailSecurity)
	}
	if m.Port == 0 {
		m.Port = DefaultMailPort(m.Security)
	} else if m.Port < 1 || m.Port > 65535 {
		c.add("port", MsgMailPort)
	}
	c.text("username", &m.Username, 254, Msg{})
	if strings.IndexFunc(m.Username, func(r rune) bool { return r < 0x20 || r == 0x7f }) >= 0 {
		c.add("username", MsgMailUsername)
	}
	if utf8.RuneCountInString(m.Password) > 500 {
		c.add("password", MsgTooLong(500))
	} else if m.Username != "" && m.Password == "" && !passwordSaved {
		c.add("password", MsgMailPassword)
	}
	c.email("fromAddress", &m.FromAddress)
	c.email("contactTo", &m.ContactTo)
	if m.Host == "" {
		m.Port, m.Username, m.Password = DefaultMailPort(m.Security), "", ""
	}
	return c.err("host", "port", "security", "username", "password", "fromAddress", "contactTo")
}
