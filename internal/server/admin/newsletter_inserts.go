package admin

import (
	"context"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// What the newsletter editor inserts for a book or a kit, and the draft that
// announces a book, are written here by the server (mails.BookCard,
// KitCard, Announcement): in the version's language, linking that
// language's edition of the book, with the site's configured address.

// edition is b in lang: its edition in that language when the story has
// one, else b itself.
func (s *Admin) edition(ctx context.Context, b *storyshelf.Book, lang i18n.Lang) (*storyshelf.Book, error) {
	if b.Language == string(lang) || b.OtherEditionID == "" {
		return b, nil
	}
	other, err := s.Store.BookByID(ctx, b.OtherEditionID)
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return b, nil
	}
	return other, err
}

// GET /api/admin/newsletter/inserts/books/{id}?lang=es
//
// The book's card for the version in lang (en when not given): {"html"}.
func (s *Admin) handleBookInsert(w http.ResponseWriter, r *http.Request) error {
	lang, err := listLang(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	b, err := s.Store.BookByID(ctx, r.PathValue("id"))
	if err != nil {
		return err
	}
	if b, err = s.edition(ctx, b, i18n.Parse(lang)); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"html": mails.BookCard(s.SiteURL, i18n.Parse(lang), b)})
	return nil
}

// GET /api/admin/newsletter/inserts/kits/{id}?lang=es
//
// The kit's invitation for the version in lang (en when not given), linking
// the sign-up form on its book's page: {"html"}.
func (s *Admin) handleKitInsert(w http.ResponseWriter, r *http.Request) error {
	lang, err := listLang(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	k, err := s.Store.KitByID(ctx, r.PathValue("id"))
	if err != nil {
		return err
	}
	b, err := s.Store.BookByID(ctx, k.BookID)
	if err != nil {
		return err
	}
	if b, err = s.edition(ctx, b, i18n.Parse(lang)); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"html": mails.KitCard(s.SiteURL, i18n.Parse(lang), k, b)})
	return nil
}

var msgChooseBookToAnnounce = storyshelf.Msg{Key: "server.chooseBookToAnnounce", Text: "Please choose the book to announce."}

// POST /api/admin/newsletter/announcements
//
// Body {bookId}: starts a draft announcing the book, with a version for each
// of its editions; answers 201 with the issue, as POST .../issues does.
func (s *Admin) handleAnnounceBook(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		BookID string `json:"bookId"`
	}
	if err := toolkit.DecodeStrictJSON(r, &in); err != nil {
		return err
	}
	if in.BookID == "" {
		return storyshelf.FieldError("bookId", msgChooseBookToAnnounce)
	}
	ctx := r.Context()
	b, err := s.Store.BookByID(ctx, in.BookID)
	if err != nil {
		return err
	}
	editions := []*storyshelf.Book{b}
	if b.OtherEditionID != "" {
		other, err := s.Store.BookByID(ctx, b.OtherEditionID)
		if err != nil && storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			return err
		}
		editions = append(editions, other) // nil when it was deleted meanwhile
	}
	i := mails.Announcement(s.SiteURL, editions...)
	if err := i.NormalizeDraft(); err != nil {
		return err
	}
	if err := s.Store.CreateIssue(ctx, i); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, i)
	return nil
}
