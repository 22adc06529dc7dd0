package admin

import (
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) upcomingBooksRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/upcoming-books", Handler: s.handleAdminUpcomingBooks},
		{Pattern: "POST /api/admin/upcoming-books", Handler: s.handleCreateUpcomingBook, MaxBody: 64 << 10},
		{Pattern: "GET /api/admin/upcoming-books/{id}", Handler: s.handleAdminUpcomingBook},
		{Pattern: "PUT /api/admin/upcoming-books/{id}", Handler: s.handleUpdateUpcomingBook, MaxBody: 64 << 10},
		{Pattern: "DELETE /api/admin/upcoming-books/{id}", Handler: s.handleDeleteUpcomingBook},
		{Pattern: "POST /api/admin/upcoming-books/{id}/release", Handler: s.handleReleaseUpcomingBook},
	}
}

func decodeUpcomingBook(r *http.Request) (*storyshelf.UpcomingBook, error) {
	// A release sent without its newsletter choice prepares the draft, the
	// form's default.
	u := &storyshelf.UpcomingBook{Release: storyshelf.Release{NewsletterDraft: true}}
	if err := toolkit.DecodeJSON(r, u); err != nil {
		return nil, err
	}
	u.ID, u.CreatedAt, u.UpdatedAt = "", time.Time{}, time.Time{} // the server's to set
	if err := storyshelf.ValidateUpcomingBook(u); err != nil {
		return nil, err
	}
	return u, nil
}

// GET /api/admin/upcoming-books
//
// Announced books, soonest expected release first (as the storefront shows
// them).
func (s *Admin) handleAdminUpcomingBooks(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.UpcomingBooks(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, list)
	return nil
}

// GET /api/admin/upcoming-books/{id}
func (s *Admin) handleAdminUpcomingBook(w http.ResponseWriter, r *http.Request) error {
	u, err := s.Store.UpcomingBookByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, u)
	return nil
}

// POST /api/admin/upcoming-books
func (s *Admin) handleCreateUpcomingBook(w http.ResponseWriter, r *http.Request) error {
	u, err := decodeUpcomingBook(r)
	if err != nil {
		return err
	}
	if err := s.Store.CreateUpcomingBook(r.Context(), u); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, u)
	return nil
}

// PUT /api/admin/upcoming-books/{id}
func (s *Admin) handleUpdateUpcomingBook(w http.ResponseWriter, r *http.Request) error {
	u, err := decodeUpcomingBook(r)
	if err != nil {
		return err
	}
	old, err := s.Store.UpcomingBookByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	u.ID = old.ID
	if err := s.Store.UpdateUpcomingBook(r.Context(), u); err != nil {
		return err
	}
	s.removeUnusedFiles(r.Context(), []string{old.CoverImageURL})
	saved, err := s.Store.UpcomingBookByID(r.Context(), u.ID)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, saved)
	return nil
}

// DELETE /api/admin/upcoming-books/{id}
func (s *Admin) handleDeleteUpcomingBook(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	cover, err := s.Store.DeleteUpcomingBook(r.Context(), id)
	if err != nil {
		return err
	}
	s.removeUnusedFiles(r.Context(), []string{cover})
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// POST /api/admin/upcoming-books/{id}/release
//
// Makes the upcoming book a published book now (store.ReleaseUpcomingBook), answering the
// book's id and public path segment and the newsletter draft's id ("" when
// none was asked for); 400 with the release form's field errors when the
// book's details are missing. The cover is the book's now: nothing removes
// it.
func (s *Admin) handleReleaseUpcomingBook(w http.ResponseWriter, r *http.Request) error {
	rel, err := s.Store.ReleaseUpcomingBook(r.Context(), r.PathValue("id"), s.SiteURL)
	if err != nil {
		return err
	}
	answer := releaseAnswer{BookID: rel.Book.ID, Slug: rel.Book.SlugWithID(), IssueID: rel.IssueID}
	if rel.Spanish != nil {
		answer.SpanishBookID, answer.SpanishTitle = rel.Spanish.ID, rel.Spanish.Title
	}
	toolkit.WriteJSON(w, http.StatusOK, answer)
	return nil
}

// releaseAnswer is what "Release now" links to: the book, its Spanish
// edition if it made one, and its draft.
type releaseAnswer struct {
	BookID        string `json:"bookId"`
	Slug          string `json:"slug"`
	SpanishBookID string `json:"spanishBookId,omitempty"`
	SpanishTitle  string `json:"spanishTitle,omitempty"`
	IssueID       string `json:"issueId"`
}
