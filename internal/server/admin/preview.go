package admin

import (
	"context"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server/preview"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) previewRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/preview/{kind}/{id}", Handler: s.handlePreviewLink},
	}
}

// previewLink is what the admin's Preview button opens and shares.
type previewLink struct {
	Path      string    `json:"path"`   // the English page with its preview parameter
	PathEs    string    `json:"pathEs"` // the Spanish one
	URL       string    `json:"url"`    // Path as a full address, to send to an editor
	URLEs     string    `json:"urlEs"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// GET /api/admin/preview/{kind}/{id}
//
// A signed preview link for a book, upcoming book, video or song, or kit
// (kind book, upcoming, multimedia or kit): the public page that shows it.
func (s *Admin) handlePreviewLink(w http.ResponseWriter, r *http.Request) error {
	ctx, id := r.Context(), r.PathValue("id")
	page, bookID, err := s.previewPage(ctx, r.PathValue("kind"), id)
	if err != nil {
		return err
	}
	ids := id
	if bookID != id {
		ids += preview.Join + bookID
	}
	key, err := preview.Key(ctx, s.Store)
	if err != nil {
		return err
	}
	until := s.Store.Now().Add(preview.LinkLife).Truncate(time.Second)
	query := "?" + preview.Param + "=" + preview.Sign(key, ids, until)
	link := previewLink{Path: page + query, PathEs: i18n.Spanish.Path(page) + query, ExpiresAt: until.UTC()}
	link.URL, link.URLEs = s.SiteURL+link.Path, s.SiteURL+link.PathEs
	toolkit.WriteJSON(w, http.StatusOK, link)
	return nil
}

var msgNothingToPreview = storyshelf.Msg{Key: "server.nothingToPreview", Text: "Nothing to preview."}

// previewPage is the public page that shows the item, and the book that page
// belongs to: a book's own page, the home page for an upcoming book (Coming
// Soon; its own id stands for the book), and the page of the book a video or
// song or a kit belongs to.
func (s *Admin) previewPage(ctx context.Context, kind, id string) (page, bookID string, err error) {
	var prefix string
	switch kind {
	case "book":
		bookID, prefix = id, "/books/"
	case "upcoming":
		_, err := s.Store.UpcomingBookByID(ctx, id)
		return "/", id, err
	case "multimedia":
		m, err := s.Store.MultimediaByID(ctx, id)
		if err != nil {
			return "", "", err
		}
		bookID, prefix = m.BookID, "/multimedia/"
	case "kit":
		k, err := s.Store.KitByID(ctx, id)
		if err != nil {
			return "", "", err
		}
		bookID, prefix = k.BookID, "/books/"
	default:
		return "", "", storyshelf.Fail(storyshelf.ENOTFOUND, msgNothingToPreview)
	}
	b, err := s.Store.BookByID(ctx, bookID)
	if err != nil {
		return "", "", err
	}
	return prefix + b.SlugWithID(), bookID, nil
}
