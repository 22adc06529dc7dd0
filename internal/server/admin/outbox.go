package admin

import (
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) outboxRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/outbox", Handler: s.handleOutbox, Owner: true},
	}
}

// outboxItem is what the owner sees of a mail: never its body, which may
// hold a reset link.
type outboxItem struct {
	ID        string     `json:"id"`
	Kind      string     `json:"kind"`
	To        string     `json:"to"`
	Subject   string     `json:"subject"`
	Status    string     `json:"status"`
	Attempts  int        `json:"attempts"`
	LastError string     `json:"lastError,omitempty"`
	CreatedAt time.Time  `json:"createdAt"`
	SentAt    *time.Time `json:"sentAt,omitempty"`
}

type failedSync struct {
	ID        string    `json:"id"`
	LastError string    `json:"lastError"`
	Attempts  int       `json:"attempts"`
	CreatedAt time.Time `json:"createdAt"`
}

// GET /api/admin/outbox
//
// The latest emails and whether they were sent, are waiting for a retry or
// failed, and the email-list syncs that failed: what happened, for the owner.
func (s *Admin) handleOutbox(w http.ResponseWriter, r *http.Request) error {
	mails, err := s.Store.Outbox(r.Context(), 20)
	if err != nil {
		return err
	}
	jobs, err := s.Store.Jobs(r.Context(), storyshelf.JobFailed, 20)
	if err != nil {
		return err
	}
	out := struct {
		Mail       []outboxItem `json:"mail"`
		FailedSync []failedSync `json:"failedSync"`
	}{Mail: []outboxItem{}, FailedSync: []failedSync{}}
	for _, m := range mails {
		out.Mail = append(out.Mail, outboxItem{m.ID, m.Kind, m.To, m.Subject, m.Status, m.Attempts, m.LastError, m.CreatedAt, m.SentAt})
	}
	for _, j := range jobs {
		out.FailedSync = append(out.FailedSync, failedSync{j.ID, j.LastError, j.Attempts, j.CreatedAt})
	}
	toolkit.WriteJSON(w, http.StatusOK, out)
	return nil
}
