package admin

import (
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) kitsRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/kits", Handler: s.handleAdminKits},
		{Pattern: "POST /api/admin/kits", Handler: s.handleCreateKit, MaxBody: 64 << 10},
		{Pattern: "GET /api/admin/kits/{id}", Handler: s.handleAdminKit},
		{Pattern: "PUT /api/admin/kits/{id}", Handler: s.handleUpdateKit, MaxBody: 64 << 10},
		{Pattern: "DELETE /api/admin/kits/{id}", Handler: s.handleDeleteKit},
		{Pattern: "POST /api/admin/kits/{id}/files", Handler: s.handleAddKitFile, MaxBody: 16 << 10},
		{Pattern: "PUT /api/admin/kits/{id}/files/{file}", Handler: s.handleRenameKitFile, MaxBody: 16 << 10},
		{Pattern: "DELETE /api/admin/kits/{id}/files/{file}", Handler: s.handleDeleteKitFile},
		{Pattern: "POST /api/admin/kits/{id}/download-link", Handler: s.handleKitDownloadLink},
	}
}

// decodeKit reads and checks the kit form; the book must exist.
func (s *Admin) decodeKit(r *http.Request) (*storyshelf.KindnessKit, error) {
	k := &storyshelf.KindnessKit{}
	if err := toolkit.DecodeJSON(r, k); err != nil {
		return nil, err
	}
	k.ID, k.Files, k.CreatedAt, k.UpdatedAt = "", nil, time.Time{}, time.Time{} // the server's to set
	if err := storyshelf.ValidateKit(k); err != nil {
		return nil, err
	}
	if _, err := s.Store.BookByID(r.Context(), k.BookID); storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return nil, storyshelf.FieldError("bookId", storyshelf.MsgSelectBook)
	} else if err != nil {
		return nil, err
	}
	return k, nil
}

// GET /api/admin/kits
//
// Every kit, newest first, with its book's title and its file and sign-up
// counts.
func (s *Admin) handleAdminKits(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.Kits(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, list)
	return nil
}

// kitDetail is a kit for the owner: with its files' storage keys.
type kitDetail struct {
	*storyshelf.KindnessKit
	Files []kitFileDetail `json:"files"`
}

type kitFileDetail struct {
	storyshelf.KitFile
	FileURL string `json:"fileUrl"`
}

func newKitDetail(k *storyshelf.KindnessKit) kitDetail {
	d := kitDetail{KindnessKit: k, Files: []kitFileDetail{}}
	for _, f := range k.Files {
		d.Files = append(d.Files, kitFileDetail{f, f.FileURL})
	}
	return d
}

// GET /api/admin/kits/{id}
func (s *Admin) handleAdminKit(w http.ResponseWriter, r *http.Request) error {
	k, err := s.Store.KitByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, newKitDetail(k))
	return nil
}

// POST /api/admin/kits
//
// Adds a kit (files come after, one by one); answers 201 with it.
func (s *Admin) handleCreateKit(w http.ResponseWriter, r *http.Request) error {
	k, err := s.decodeKit(r)
	if err != nil {
		return err
	}
	if err := s.Store.CreateKit(r.Context(), k); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, newKitDetail(k))
	return nil
}

// PUT /api/admin/kits/{id}
func (s *Admin) handleUpdateKit(w http.ResponseWriter, r *http.Request) error {
	k, err := s.decodeKit(r)
	if err != nil {
		return err
	}
	old, err := s.Store.KitByID(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	k.ID = old.ID
	if err := s.Store.UpdateKit(r.Context(), k); err != nil {
		return err
	}
	s.removeUnusedFiles(r.Context(), []string{old.HeroImageURL})
	saved, err := s.Store.KitByID(r.Context(), k.ID)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, newKitDetail(saved))
	return nil
}

// DELETE /api/admin/kits/{id}
//
// Removes a kit with its files, sign-ups and links, then the stored files
// nothing else uses.
func (s *Admin) handleDeleteKit(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	k, err := s.Store.KitByID(ctx, r.PathValue("id"))
	if err != nil {
		return err
	}
	if err := s.Store.DeleteKit(ctx, k.ID); err != nil {
		return err
	}
	refs := []string{k.HeroImageURL}
	for _, f := range k.Files {
		refs = append(refs, f.FileURL)
	}
	s.removeUnusedFiles(ctx, refs)
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// POST /api/admin/kits/{id}/files
//
// Body {"fileName", "fileNameEs", "fileType", "fileUrl"} (the key an upload
// with kind=kit answered). Adds the file at the end of the kit.
func (s *Admin) handleAddKitFile(w http.ResponseWriter, r *http.Request) error {
	var form struct{ FileName, FileNameEs, FileType, FileURL string }
	if err := toolkit.DecodeJSON(r, &form); err != nil {
		return err
	}
	f := &storyshelf.KitFile{KitID: r.PathValue("id"), FileName: form.FileName, FileNameEs: form.FileNameEs,
		FileType: form.FileType, FileURL: form.FileURL}
	if err := storyshelf.ValidateKitFile(f); err != nil {
		return err
	}
	if err := s.Store.AddKitFile(r.Context(), f); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, kitFileDetail{*f, f.FileURL})
	return nil
}

// PUT /api/admin/kits/{id}/files/{file}
//
// Body {"fileName", "fileNameEs"}: the file's names, in English and in
// Spanish (optional). Answers the file.
func (s *Admin) handleRenameKitFile(w http.ResponseWriter, r *http.Request) error {
	var form struct{ FileName, FileNameEs string }
	if err := toolkit.DecodeJSON(r, &form); err != nil {
		return err
	}
	f := &storyshelf.KitFile{ID: r.PathValue("file"), KitID: r.PathValue("id"), FileName: form.FileName, FileNameEs: form.FileNameEs}
	if err := storyshelf.ValidateKitFileNames(f); err != nil {
		return err
	}
	if err := s.Store.RenameKitFile(r.Context(), f); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, f)
	return nil
}

// DELETE /api/admin/kits/{id}/files/{file}
func (s *Admin) handleDeleteKitFile(w http.ResponseWriter, r *http.Request) error {
	f, err := s.Store.DeleteKitFile(r.Context(), r.PathValue("id"), r.PathValue("file"))
	if err != nil {
		return err
	}
	s.removeUnusedFiles(r.Context(), []string{f.FileURL})
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// kitLinkForm is the download link's form: the address it is made for, if
// any.
type kitLinkForm struct {
	Email string `json:"email"`
}

// POST /api/admin/kits/{id}/download-link
//
// Body {"email"} (optional). The owner's secure-link generator: one link to
// a page listing the kit's files, valid 24 hours. Answers 201 {url,
// expiresAt}.
func (s *Admin) handleKitDownloadLink(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[kitLinkForm](r)
	if err != nil {
		return err
	}
	if email := form.Email; email != "" {
		if err := storyshelf.ValidateEmail(email); err != nil {
			return err
		}
	}
	token := toolkit.NewToken()
	g := &storyshelf.DownloadGrant{KitID: r.PathValue("id"), Email: form.Email, TokenHash: auth.HashSecret(token)}
	if err := s.Store.GrantKitDownload(r.Context(), g); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, map[string]any{"url": s.SiteURL + "/kit-downloads/" + token, "expiresAt": g.ExpiresAt})
	return nil
}
