package admin

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) subscribersRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/subscribers", Handler: s.handleAdminSubscribers, Owner: true},
		{Pattern: "GET /api/admin/subscribers/export", Handler: s.handleExportSubscribers, Owner: true},
		{Pattern: "POST /api/admin/subscribers/{id}/unsubscribe", Handler: s.handleAdminUnsubscribe, Owner: true},
		{Pattern: "POST /api/admin/people/forget", Handler: s.handleForgetPerson, Owner: true},
		{Pattern: "GET /api/admin/kits/{id}/signups", Handler: s.handleKitSignUps, Owner: true},
		{Pattern: "GET /api/admin/kits/{id}/signups/export", Handler: s.handleExportKitSignUps, Owner: true},
	}
}

func subscriberFilter(r *http.Request) (storyshelf.SubscriberFilter, error) {
	q := r.URL.Query()
	lang, err := listLang(r)
	return storyshelf.SubscriberFilter{Status: q.Get("status"), Source: q.Get("source"), Lang: lang, Query: q.Get("q")}, err
}

// GET /api/admin/subscribers?page=&status=&source=&lang=&q=
//
// The built-in email list newest first, with each person's consent record,
// language, kits and email-list sync state; answers {subscribers,
// totalCount, totalPages, page}.
func (s *Admin) handleAdminSubscribers(w http.ResponseWriter, r *http.Request) error {
	f, err := subscriberFilter(r)
	if err != nil {
		return err
	}
	page, _ := strconv.Atoi(r.URL.Query().Get("page"))
	p, err := s.Store.Subscribers(r.Context(), f, page, storyshelf.AdminSubscribersPage)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, p)
	return nil
}

// GET /api/admin/subscribers/export?status=&source=&lang=&q=
//
// The same list, every match, as CSV with the consent and language columns.
func (s *Admin) handleExportSubscribers(w http.ResponseWriter, r *http.Request) error {
	f, err := subscriberFilter(r)
	if err != nil {
		return err
	}
	p, err := s.Store.Subscribers(r.Context(), f, 1, 0)
	if err != nil {
		return err
	}
	if err := history.Note(r.Context(), s.Deps, storyshelf.HistorySubscriber, "exported the subscriber list", "", ""); err != nil {
		return err // the list leaves the site only with its record
	}
	rows := make([][]string, len(p.Subscribers))
	for i, l := range p.Subscribers {
		rows[i] = []string{l.Email, l.Name, l.Status, l.Source, strings.Join(l.Kits, "; "), toolkit.CSVTime(&l.CreatedAt),
			toolkit.CSVTime(&l.ConsentAt), l.ConsentPage, l.ConsentText, toolkit.CSVTime(l.UnsubscribedAt), toolkit.CSVTime(l.ConfirmedAt), l.SyncStatus, l.Lang}
	}
	toolkit.WriteCSV(w, "subscribers", []string{"email", "name", "status", "source", "kits", "signed_up_at",
		"consent_at", "consent_page", "consent_text", "unsubscribed_at", "confirmed_at", "sync_status", "language"}, rows)
	return nil
}

// POST /api/admin/subscribers/{id}/unsubscribe
//
// The owner takes someone off the list (they asked by mail or phone); the
// email-list provider is told too. Answers the subscriber.
func (s *Admin) handleAdminUnsubscribe(w http.ResponseWriter, r *http.Request) error {
	sub, err := s.Store.UnsubscribeByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	s.WakeWorkers()
	toolkit.WriteJSON(w, http.StatusOK, sub)
	return nil
}

// POST /api/admin/people/forget
//
// Body {"email"}: a privacy request. Deletes the address from every table
// that holds it and queues its erasure at the email-list provider; answers
// what was removed, table by table.
func (s *Admin) handleForgetPerson(w http.ResponseWriter, r *http.Request) error {
	email, err := toolkit.DecodeAddress(r)
	if err != nil {
		return err
	}
	payload, _ := json.Marshal(map[string]string{"email": email})
	removed, err := s.Store.Forget(r.Context(), email, storyshelf.Job{Kind: storyshelf.JobEmailListForget, Payload: string(payload)})
	if err != nil {
		return err
	}
	s.WakeWorkers()
	toolkit.WriteJSON(w, http.StatusOK, removed)
	return nil
}

// kitSignUps reads a kit's sign-ups as the request's ?lang= narrows them.
func (s *Admin) kitSignUps(r *http.Request) ([]storyshelf.KitSignUp, error) {
	lang, err := listLang(r)
	if err != nil {
		return nil, err
	}
	return s.Store.KitSignUps(r.Context(), r.PathValue("id"), storyshelf.KitSignUpFilter{Lang: lang})
}

// GET /api/admin/kits/{id}/signups?lang=
//
// Who signed up for a kit, newest first, with their consent, language and
// how many files their links downloaded.
func (s *Admin) handleKitSignUps(w http.ResponseWriter, r *http.Request) error {
	list, err := s.kitSignUps(r)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, list)
	return nil
}

// GET /api/admin/kits/{id}/signups/export?lang=
//
// The same as CSV.
func (s *Admin) handleExportKitSignUps(w http.ResponseWriter, r *http.Request) error {
	list, err := s.kitSignUps(r)
	if err != nil {
		return err
	}
	kit, err := s.Store.KitByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	// The list leaves the site: recorded before it is sent.
	if err := history.Note(r.Context(), s.Deps, storyshelf.HistoryKit, "exported the sign-ups of", kit.ID, kit.Title); err != nil {
		return err
	}
	rows := make([][]string, len(list))
	for i, k := range list {
		rows[i] = []string{k.Email, k.Name, toolkit.CSVTime(&k.CreatedAt), toolkit.CSVTime(k.ConsentAt), k.ConsentPage, k.ConsentText,
			strconv.Itoa(k.Downloads), k.Lang}
	}
	toolkit.WriteCSV(w, "kit-sign-ups", []string{"email", "name", "signed_up_at", "consent_at", "consent_page", "consent_text", "downloads", "language"}, rows)
	return nil
}
