package site

import (
	"context"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// kitView is what visitors see of a kit: no email-list group, no file
// addresses (kit files are private).
type kitView struct {
	ID            string        `json:"id"`
	BookID        string        `json:"bookId"`
	Title         string        `json:"title"`
	TitleEs       string        `json:"titleEs"`
	Headline      string        `json:"headline"`
	HeadlineEs    string        `json:"headlineEs"`
	Subheadline   string        `json:"subheadline"`
	SubheadlineEs string        `json:"subheadlineEs"`
	HeroImageURL  string        `json:"heroImageUrl"`
	Files         []kitFileView `json:"files"`
	// The sentence the form's agreement box shows: the site's (the "kit"
	// settings). The sign-up records it as the reader's page showed it
	// (kitConsent), never as a request says it.
	Agree   string `json:"agree"`
	AgreeEs string `json:"agreeEs"`
}

type kitFileView struct {
	ID         string `json:"id"`
	FileName   string `json:"fileName"`
	FileNameEs string `json:"fileNameEs"`
	FileType   string `json:"fileType"`
}

// kitDownloadView is one signed link of a sign-up.
type kitDownloadView struct {
	kitFileView
	URL string `json:"url"`
}

// bookKit is a book's kit as visitors see it, or nil when the book offers
// none (no active kit, or one without files).
func (s *Site) bookKit(ctx context.Context, bookID string) (*kitView, error) {
	k, err := s.Store.ActiveKit(ctx, bookID)
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	if len(k.Files) == 0 {
		return nil, nil
	}
	site := s.Site(ctx)
	v := &kitView{ID: k.ID, BookID: k.BookID, Title: k.Title, TitleEs: k.TitleEs, Headline: k.Headline,
		HeadlineEs: k.HeadlineEs, Subheadline: k.Subheadline, SubheadlineEs: k.SubheadlineEs, HeroImageURL: k.HeroImageURL,
		Agree: site.Kit.Agree, AgreeEs: site.Kit.AgreeEs}
	for _, f := range k.Files {
		v.Files = append(v.Files, kitFileView{ID: f.ID, FileName: f.FileName, FileNameEs: f.FileNameEs, FileType: f.FileType})
	}
	return v, nil
}

// kitSignUpForm is the form handleKitSignUp reads.
type kitSignUpForm struct {
	Email  string `json:"email"`
	Name   string `json:"name"`
	Agree  string `json:"agree"`
	Page   string `json:"page"`
	Altcha string `json:"altcha"`
}

// POST /api/kits/{id}/signup
//
// Body {"email", "name", "agree", "page", "altcha"}. Checks the form as the spec says,
// then the store's SignUpForKit records the sign-up, its place on the email
// list, its 24-hour download links and the mail that carries them in one
// transaction. Answers 201 {"message", "expiresAt", "downloads": [{id,
// fileName, fileType, url}]}.
func (s *Site) handleKitSignUp(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[kitSignUpForm](r)
	if err != nil {
		return err
	}
	email, name := strings.TrimSpace(form.Email), strings.TrimSpace(form.Name)
	agreed := form.Agree == "true" || form.Agree == "on"
	if err := storyshelf.ValidateKitSignUp(email, name, agreed); err != nil {
		return err
	}
	if err := s.checkChallenge(r.Context(), "kit", form.Altcha); err != nil {
		return err
	}
	// The page's language: the agreement is recorded as its box read, and
	// the mail with the links speaks it.
	lang := toolkit.RequestLang(r)
	rm := s.ReaderMail(r.Context())
	token := toolkit.NewToken()
	kit, grant, _, err := s.Store.SignUpForKit(r.Context(), rm, store.NewKitSignUp{KitID: r.PathValue("id"), Name: name, Token: token,
		Subscriber: &storyshelf.Subscriber{ID: uuid.NewString(), Email: email, Source: "kit", ConsentPage: consentPage(form.Page),
			ConsentText: kitConsent(rm.Site.Settings, lang), Lang: string(lang), UnsubscribeToken: toolkit.NewToken()}})
	if err != nil {
		return err
	}
	s.WakeWorkers()
	downloads := make([]kitDownloadView, len(kit.Files))
	for i, f := range kit.Files {
		downloads[i] = kitDownloadView{kitFileView{f.ID, f.FileName, f.FileNameEs, f.FileType}, mails.KitDownloadPath(token, f.ID)}
	}
	toolkit.WriteJSON(w, http.StatusCreated, map[string]any{
		"message":   toolkit.Say(lang, storyshelf.MsgKitReady),
		"expiresAt": grant.ExpiresAt,
		"downloads": downloads,
	})
	return nil
}

// GET /kit-downloads/{token}
//
// The page a kit link from the owner's generator opens: every file of the
// kit, each through the same signed link. Like every page a kit link opens,
// it speaks the language of its reader's sign-up.
func (s *Site) handleKitDownloadPage(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	token := r.PathValue("token")
	grant, err := s.Store.DownloadGrantByToken(ctx, auth.HashSecret(token))
	if err != nil {
		s.RenderNoticeError(w, r, toolkit.RequestLang(r), "notice.linkUnknown", err)
		return
	}
	lang := i18n.Parse(grant.Lang)
	if s.kitLinkExpired(w, r, grant) {
		return
	}
	kit, err := s.Store.KitByID(ctx, grant.KitID)
	if err != nil {
		s.RenderNoticeError(w, r, lang, "notice.linkUnknown", err)
		return
	}
	kitTitle, _ := storyshelf.InLang(string(lang), kit.Title, kit.TitleEs)
	v := toolkit.NoticeView{Lang: lang, Title: lang.T("notice.kit.title", i18n.Args{"kit": kitTitle}),
		Text: lang.T("notice.kit.text", i18n.Args{"until": untilTime(lang, grant.ExpiresAt)})}
	for _, f := range kit.Files {
		v.Files = append(v.Files, toolkit.NoticeLink{Href: mails.KitDownloadPath(token, f.ID), Text: f.NameIn(string(lang))})
	}
	s.RenderNotice(w, r, http.StatusOK, v)
}

// spanishMonths name the months as a Spanish date writes them.
var spanishMonths = [...]string{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
	"agosto", "septiembre", "octubre", "noviembre", "diciembre"}

// untilTime is when a link stops working, as a reader of lang writes a date
// and time (in UTC, which the words say).
func untilTime(lang i18n.Lang, t time.Time) string {
	t = t.UTC()
	if lang == i18n.Spanish {
		return fmt.Sprintf("%d de %s de %d, %s UTC", t.Day(), spanishMonths[t.Month()-1], t.Year(), t.Format("15:04"))
	}
	return t.Format("January 2, 2006 at 15:04 UTC")
}

// kitLinkExpired answers an expired link with a page that leads back to the
// kit's book, and reports whether it did.
func (s *Site) kitLinkExpired(w http.ResponseWriter, r *http.Request, grant *storyshelf.DownloadGrant) bool {
	if time.Now().Before(grant.ExpiresAt) {
		return false
	}
	ctx := r.Context()
	lang := i18n.Parse(grant.Lang)
	v := toolkit.NoticeView{Lang: lang, Title: lang.T("notice.kitExpired.title"), Text: toolkit.Say(lang, storyshelf.MsgKitLinkExpired)}
	if kit, err := s.Store.KitByID(ctx, grant.KitID); err == nil {
		if b, err := s.Store.BookByID(ctx, kit.BookID); err == nil {
			v.Link, v.LinkText = lang.Path("/books/"+b.SlugWithID()), lang.T("notice.kitExpired.link", i18n.Args{"book": b.Title})
		}
	}
	s.RenderNotice(w, r, http.StatusGone, v)
	return true
}

// GET /kit-downloads/{token}/{file}
//
// One kit file through a sign-up's signed link, as an attachment. People
// open these from their mail, so failures are a plain page, in the
// language of the reader's sign-up: 404 for a link that never existed, 410
// once its 24 hours are over.
func (s *Site) handleKitDownload(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	grant, file, err := s.Store.KitDownload(ctx, auth.HashSecret(r.PathValue("token")), r.PathValue("file"))
	if err != nil {
		s.RenderNoticeError(w, r, toolkit.RequestLang(r), "notice.linkUnknown", err)
		return
	}
	if s.kitLinkExpired(w, r, grant) {
		return
	}
	lang := i18n.Parse(grant.Lang)
	gone := toolkit.NoticeView{Lang: lang, Title: lang.T("notice.fileGone.title"), Text: lang.T("notice.fileGone.text")}
	if !blob.ValidKey(file.FileURL) {
		// Imported kits may point at files outside Storyshelf's storage.
		if u, err := url.Parse(file.FileURL); err == nil && (u.Scheme == "https" || u.Scheme == "http") {
			http.Redirect(w, r, file.FileURL, http.StatusFound)
			return
		}
		s.RenderNotice(w, r, http.StatusNotFound, gone)
		return
	}
	f, err := s.Blobs.Open(ctx, file.FileURL)
	if err != nil {
		status, _ := s.Failure(r, err)
		s.RenderNotice(w, r, status, gone)
		return
	}
	defer f.Close()
	if r.Header.Get("Range") == "" { // a resumed download is the same download
		if err := s.Store.CountKitDownload(ctx, grant.ID); err != nil {
			s.Logger.WarnContext(r.Context(), "kit download not counted", "err", err)
		}
	}
	ext := path.Ext(file.FileURL)
	name := file.NameIn(grant.Lang) // saved under the name its reader's page and mail gave it
	if path.Ext(name) == "" {
		name += ext
	}
	h := w.Header()
	if ct := mime.TypeByExtension(ext); ct != "" {
		h.Set("Content-Type", ct)
	}
	h.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	h.Set("Cache-Control", "private, no-store")
	h.Set("X-Robots-Tag", "noindex")
	http.ServeContent(w, r, "", f.ModTime(), f)
}
