package admin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) bookOrderRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "PUT /api/admin/books/featured", Handler: s.handlePinFeaturedBook},
		{Pattern: "DELETE /api/admin/books/featured", Handler: s.handleUnpinFeaturedBook},
		{Pattern: "PUT /api/admin/books/order", Handler: s.handleSetBookOrder},
		{Pattern: "DELETE /api/admin/books/order", Handler: s.handleResetBookOrder},
	}
}

var msgChooseBookToPin = storyshelf.Msg{Key: "server.chooseBookToPin", Text: "Choose the book to pin."}

// PUT /api/admin/books/featured  {"bookId"}
//
// Pins the book as the home page's featured book (its 'Latest Book').
// Answers {"message", "settings"}.
func (s *Admin) handlePinFeaturedBook(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		BookID string `json:"bookId"`
	}
	if err := toolkit.DecodeJSON(r, &in); err != nil {
		return err
	}
	if in.BookID == "" {
		return storyshelf.FieldError("bookId", msgChooseBookToPin)
	}
	b, err := s.Store.BookByID(r.Context(), in.BookID)
	if err != nil {
		return err
	}
	if err := s.Store.SetFeaturedBook(r.Context(), b.ID); err != nil {
		return err
	}
	return s.catalogueAnswer(w, r, storyshelf.MsgFeaturedPinned)
}

// DELETE /api/admin/books/featured
//
// Unpins the featured book: the home page shows the newest again.
// Answers {"message", "settings"}.
func (s *Admin) handleUnpinFeaturedBook(w http.ResponseWriter, r *http.Request) error {
	if err := s.Store.SetFeaturedBook(r.Context(), ""); err != nil {
		return err
	}
	return s.catalogueAnswer(w, r, storyshelf.MsgFeaturedUnpinned)
}

// catalogueAnswer answers a pin or an unpin with the settings now in use.
func (s *Admin) catalogueAnswer(w http.ResponseWriter, r *http.Request, message storyshelf.Msg) error {
	site, err := s.Store.SiteSettings(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"message": message.Text, "settings": site})
	return nil
}

// PUT /api/admin/books/order  {"ids": [every book's id, first to last]}
//
// Sets the order of /books. A list that is not every book once (the page
// was out of date) is refused: 409. Answers {"message", "books"}.
func (s *Admin) handleSetBookOrder(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		IDs []string `json:"ids"`
	}
	if err := toolkit.DecodeJSON(r, &in); err != nil {
		return err
	}
	if err := s.Store.SetBookOrder(r.Context(), in.IDs); err != nil {
		return err
	}
	return s.orderAnswer(w, r, storyshelf.MsgOrderSaved)
}

// DELETE /api/admin/books/order
//
// Forgets the owner's order: /books is newest first again (the spec's).
// Answers {"message", "books"}.
func (s *Admin) handleResetBookOrder(w http.ResponseWriter, r *http.Request) error {
	if err := s.Store.ResetBookOrder(r.Context()); err != nil {
		return err
	}
	return s.orderAnswer(w, r, storyshelf.MsgOrderReset)
}

// orderAnswer answers a change of the order with the books in their new one.
func (s *Admin) orderAnswer(w http.ResponseWriter, r *http.Request, message storyshelf.Msg) error {
	books, err := s.Store.Books(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"message": message.Text, "books": books})
	return nil
}
