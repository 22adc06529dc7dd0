package admin

import (
	"net/http"
	"strconv"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) messagesRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/messages", Handler: s.handleAdminMessages},
		{Pattern: "GET /api/admin/messages/unread-count", Handler: s.handleUnreadCount},
		{Pattern: "GET /api/admin/messages/{id}", Handler: s.handleAdminMessage},
		{Pattern: "PUT /api/admin/messages/{id}", Handler: s.handleMarkMessage},
		{Pattern: "DELETE /api/admin/messages/{id}", Handler: s.handleDeleteMessage},
	}
}

// GET /api/admin/messages?page=&subject=&state=read|unread&lang=&q=
//
// The owner's inbox: contact messages newest first, a page at a time, each
// with its sender's language and whether the owner was mailed about it;
// answers {messages, totalCount, totalPages, page, unread}.
func (s *Admin) handleAdminMessages(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	lang, err := listLang(r)
	if err != nil {
		return err
	}
	page, _ := strconv.Atoi(q.Get("page"))
	p, err := s.Store.Inbox(r.Context(), storyshelf.InboxFilter{Subject: q.Get("subject"), State: q.Get("state"), Lang: lang, Query: q.Get("q")},
		page, storyshelf.AdminMessagesPage)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, p)
	return nil
}

// GET /api/admin/messages/unread-count
//
// How many messages the owner has not opened, for the menu's badge:
// answers {"unread": n}.
func (s *Admin) handleUnreadCount(w http.ResponseWriter, r *http.Request) error {
	n, err := s.Store.UnreadMessages(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]int{"unread": n})
	return nil
}

// GET /api/admin/messages/{id}
func (s *Admin) handleAdminMessage(w http.ResponseWriter, r *http.Request) error {
	m, err := s.Store.InboxMessage(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, m)
	return nil
}

// What a mark that says neither read nor unread is told.
var (
	msgSayRead             = storyshelf.Msg{Key: "server.sayRead", Text: "Say whether the message is read."}
	msgExpectedTrueOrFalse = storyshelf.Msg{Key: "server.expectedTrueOrFalse", Text: "Expected true or false."}
)

// PUT /api/admin/messages/{id}
//
// Body {"read": true|false}: marks the message read or unread; answers it.
func (s *Admin) handleMarkMessage(w http.ResponseWriter, r *http.Request) error {
	var body struct {
		Read *bool `json:"read"`
	}
	if err := toolkit.DecodeJSON(r, &body); err != nil {
		return err
	}
	if body.Read == nil {
		return storyshelf.FailFields(storyshelf.EINVALID, msgSayRead, map[string]storyshelf.Msg{"read": msgExpectedTrueOrFalse})
	}
	if err := s.Store.MarkMessage(r.Context(), r.PathValue("id"), *body.Read); err != nil {
		return err
	}
	return s.handleAdminMessage(w, r)
}

// DELETE /api/admin/messages/{id}
func (s *Admin) handleDeleteMessage(w http.ResponseWriter, r *http.Request) error {
	if err := s.Store.DeleteMessage(r.Context(), r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
