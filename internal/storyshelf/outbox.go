package storyshelf

import (
	"encoding/json"
	"time"
)

// Outbox statuses. While no mail server is set up, mail stays pending (it goes
// out once one is). "logged" is what older versions marked such mail with:
// written to the log, never sent.
const (
	MailPending = "pending"
	MailSent    = "sent"
	MailFailed  = "failed"
	MailLogged  = "logged"
)

// OutboxMail is a message waiting in, or sent from, the outbox.
type OutboxMail struct {
	ID            string            `json:"id"`
	Kind          string            `json:"kind"`
	To            string            `json:"to"`
	ReplyTo       string            `json:"replyTo"`
	FromName      string            `json:"fromName,omitempty"` // the sender's name; the address is the mail setup's
	Subject       string            `json:"subject"`
	Text          string            `json:"text"`
	HTML          string            `json:"html,omitempty"`
	Headers       map[string]string `json:"headers,omitempty"`
	Status        string            `json:"status"`
	Attempts      int               `json:"attempts"`
	LastError     string            `json:"lastError,omitempty"`
	NextAttemptAt time.Time         `json:"nextAttemptAt"`
	CreatedAt     time.Time         `json:"createdAt"`
	SentAt        *time.Time        `json:"sentAt,omitempty"`
	// Unconfirmed: the address never confirmed it wants mail from the site;
	// such mail is sent at most UnconfirmedMailPerHour an hour.
	Unconfirmed bool `json:"unconfirmed,omitempty"`
}

// UnconfirmedMailPerHour caps the mail sent to addresses that never
// confirmed (sign-up confirmations, kit links to a pending address), site-wide.
// A site gets nowhere near it from real readers; past it, such mail waits for
// the next hour, and mail to readers who confirmed goes on.
const UnconfirmedMailPerHour = 200

// Job is a unit of retryable background work, such as syncing a subscriber
// to the email-list provider.
type Job struct {
	ID            string    `json:"id"`
	Kind          string    `json:"kind"`
	Payload       string    `json:"payload"` // JSON
	Ref           string    `json:"ref"`     // whose address it is about, if anyone's
	Status        string    `json:"status"`
	Attempts      int       `json:"attempts"`
	LastError     string    `json:"lastError,omitempty"`
	NextAttemptAt time.Time `json:"nextAttemptAt"`
	CreatedAt     time.Time `json:"createdAt"`
}

// Job kinds and statuses.
const (
	JobEmailListSync   = "emaillist.sync"
	JobEmailListForget = "emaillist.forget" // payload {"email"}: erase them at the provider
	JobPending         = "pending"
	JobDone            = "done"
	JobFailed          = "failed"
)

// Backoff is how long to wait before attempt n+1 after n failures: one
// minute, doubling, at most six hours.
func Backoff(attempts int) time.Duration {
	d := time.Minute
	for i := 1; i < attempts && d < 6*time.Hour; i++ {
		d *= 2
	}
	return min(d, 6*time.Hour)
}

// emailListSyncPayload is an email-list sync job's work: bring the provider
// in line with the built-in list for one address.
type emailListSyncPayload struct {
	Email        string   `json:"email"`
	Name         string   `json:"name,omitempty"`
	Groups       []string `json:"groups,omitempty"`
	Unsubscribed bool     `json:"unsubscribed"`
}

// EmailListSync is the job that tells the email-list provider of an
// address joining groups (empty ones are left out), or leaving.
func EmailListSync(email, name string, unsubscribed bool, groups ...string) Job {
	var gs []string
	for _, g := range groups {
		if g != "" {
			gs = append(gs, g)
		}
	}
	payload, _ := json.Marshal(emailListSyncPayload{Email: email, Name: name, Groups: gs, Unsubscribed: unsubscribed})
	return Job{Kind: JobEmailListSync, Payload: string(payload), Ref: NormalizeEmail(email)}
}
