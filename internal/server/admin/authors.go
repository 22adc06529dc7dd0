package admin

import (
	"net/http"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) authorsRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/authors", Handler: s.handleAdminAuthors},
		{Pattern: "PUT /api/admin/authors", Handler: s.handleRenameAuthor, MaxBody: 4 << 10},
		{Pattern: "DELETE /api/admin/authors", Handler: s.handleDeleteAuthor},
		{Pattern: "GET /api/admin/author-profile", Handler: s.handleAdminAuthorProfile},
		{Pattern: "PUT /api/admin/author-profile", Handler: s.handleSaveAuthorProfile, MaxBody: 256 << 10},
	}
}

// GET /api/admin/authors
//
// The author names on the books, with a book count each.
func (s *Admin) handleAdminAuthors(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.Authors(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, list)
	return nil
}

// renameAuthorForm is the form handleRenameAuthor reads.
type renameAuthorForm struct {
	OldName string `json:"oldName"`
	NewName string `json:"newName"`
}

// PUT /api/admin/authors
//
// Body {"oldName", "newName"}: renames an author on every book (admin spec
// §5). The same name changes nothing. Answers {"name", "booksUpdated"}.
func (s *Admin) handleRenameAuthor(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[renameAuthorForm](r)
	if err != nil {
		return err
	}
	oldName, newName := strings.TrimSpace(form.OldName), strings.TrimSpace(form.NewName)
	switch {
	case oldName == "":
		err = storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgAuthorNamesNeeded)
	case newName == "":
		err = storyshelf.FieldError("newName", storyshelf.MsgAuthorNameEmpty)
	}
	if err != nil {
		return err
	}
	n := 0
	if newName != oldName {
		if n, err = s.Store.RenameAuthor(r.Context(), oldName, newName); err != nil {
			return err
		}
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"name": newName, "booksUpdated": n})
	return nil
}

// DELETE /api/admin/authors?name=…
//
// Authors exist only through their books, and an author with books cannot
// be deleted (admin spec §5), so this refuses with the spec's message or
// says there is no such author.
func (s *Admin) handleDeleteAuthor(w http.ResponseWriter, r *http.Request) error {
	name := strings.TrimSpace(r.URL.Query().Get("name"))
	if name == "" {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgAuthorNameRequired)
	}
	authors, err := s.Store.Authors(r.Context())
	if err != nil {
		return err
	}
	for _, a := range authors {
		if a.Name == name {
			return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgAuthorHasBooks)
		}
	}
	return storyshelf.Failf(storyshelf.ENOTFOUND, storyshelf.MsgNoBooksForAuthor, name)
}

// GET /api/admin/author-profile
//
// The profile /about shows; 404 'No author profile found.' before the
// first save.
func (s *Admin) handleAdminAuthorProfile(w http.ResponseWriter, r *http.Request) error {
	a, err := s.Store.AuthorInfo(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, a)
	return nil
}

// PUT /api/admin/author-profile
//
// Saves the profile (photo from an upload with kind=image). Answers
// {"message", "profile"}.
func (s *Admin) handleSaveAuthorProfile(w http.ResponseWriter, r *http.Request) error {
	a := &storyshelf.AuthorInfo{}
	if err := toolkit.DecodeJSON(r, a); err != nil {
		return err
	}
	a.ID, a.CreatedAt = "", time.Time{}
	if err := storyshelf.ValidateAuthorInfo(a); err != nil {
		return err
	}
	old, _ := s.Store.AuthorInfo(r.Context()) // none before the first save
	if err := s.Store.SaveAuthorInfo(r.Context(), a); err != nil {
		return err
	}
	if old != nil {
		s.removeUnusedFiles(r.Context(), []string{old.PhotoURL})
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"message": storyshelf.MsgAuthorSaved.Text, "profile": a})
	return nil
}
