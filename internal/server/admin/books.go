package admin

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) booksRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/books", Handler: s.handleAdminBooks},
		{Pattern: "POST /api/admin/books", Handler: s.handleCreateBook, MaxBody: 1 << 20},
		{Pattern: "GET /api/admin/books/{id}", Handler: s.handleAdminBook},
		{Pattern: "PUT /api/admin/books/{id}", Handler: s.handleUpdateBook, MaxBody: 1 << 20},
		{Pattern: "DELETE /api/admin/books/{id}", Handler: s.handleDeleteBook},
	}
}

// decodeBook reads, tidies and checks a book form. previousCover is the
// book's stored cover: an inline (data:) cover from imported data may stay
// as it is, but no new one is accepted (DESIGN.md difference 4).
func decodeBook(r *http.Request, previousCover string) (*storyshelf.Book, error) {
	b := &storyshelf.Book{}
	if err := toolkit.DecodeJSON(r, b); err != nil {
		return nil, err
	}
	// The server owns these, whatever the form sent.
	b.ID, b.Slug, b.CreatedAt, b.OtherEdition, b.GenresEs = "", "", time.Time{}, nil, nil
	if b.Genres == nil {
		b.Genres = []string{}
	}
	storyshelf.NormalizeBook(b)
	err := storyshelf.ValidateBook(b)
	if strings.HasPrefix(b.CoverImage, "data:") && b.CoverImage != previousCover {
		var e *storyshelf.Error
		if errors.As(err, &e) && e.Fields != nil {
			e.Fields["coverImage"] = storyshelf.MsgCoverNotImage
		} else {
			err = storyshelf.FieldError("coverImage", storyshelf.MsgCoverNotImage)
		}
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// GET /api/admin/books
//
// Every book, in the order of /books (the owner's, else newest first), with its
// genres.
func (s *Admin) handleAdminBooks(w http.ResponseWriter, r *http.Request) error {
	books, err := s.Store.Books(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, books)
	return nil
}

// GET /api/admin/books/{id}
//
// One book with its genres and materials, for the edit form.
func (s *Admin) handleAdminBook(w http.ResponseWriter, r *http.Request) error {
	b, err := s.Store.BookByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, b)
	return nil
}

// POST /api/admin/books
//
// Adds a book with its genres and materials; answers 201 with the book.
func (s *Admin) handleCreateBook(w http.ResponseWriter, r *http.Request) error {
	b, err := decodeBook(r, "")
	if err != nil {
		return err
	}
	if err := s.Store.CreateBook(r.Context(), b); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, b)
	return nil
}

// PUT /api/admin/books/{id}
//
// Saves an edited book; its genres and materials become the form's.
func (s *Admin) handleUpdateBook(w http.ResponseWriter, r *http.Request) error {
	old, err := s.Store.BookByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	b, err := decodeBook(r, old.CoverImage)
	if err != nil {
		return err
	}
	b.ID = old.ID
	if err := s.Store.UpdateBook(r.Context(), b); err != nil {
		return err
	}
	replaced := []string{old.CoverImage}
	for _, m := range old.DownloadMaterials {
		replaced = append(replaced, m.FileURL)
	}
	s.removeUnusedFiles(r.Context(), replaced)
	toolkit.WriteJSON(w, http.StatusOK, b)
	return nil
}

// DELETE /api/admin/books/{id}
//
// Removes a book with everything that belongs to it: genres, materials,
// videos and songs, reviews and kits, and then the stored files nothing
// else uses any more.
func (s *Admin) handleDeleteBook(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	id := r.PathValue("id")
	refs, err := s.Store.BookFiles(ctx, id)
	if err != nil {
		return err
	}
	if err := s.Store.DeleteBook(ctx, id); err != nil {
		return err
	}
	s.removeUnusedFiles(ctx, refs)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// removeUnusedFiles deletes the stored files behind refs that no row points
// at any more. The rows are already gone, so a failure here only leaves a
// file behind: it is logged, not reported.
func (s *Admin) removeUnusedFiles(ctx context.Context, refs []string) {
	for _, ref := range refs {
		key := blob.KeyFromURL(ref)
		if key == "" {
			continue // a web address or imported inline data: nothing of ours
		}
		used, err := s.Store.FileInUse(ctx, key)
		if err == nil && !used {
			err = s.Blobs.Delete(ctx, key)
		}
		if err != nil {
			s.Logger.WarnContext(ctx, "could not remove an unused file", "key", key, "err", err)
		}
	}
}
