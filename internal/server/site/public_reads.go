package site

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"

	"github.com/storyshelf/storyshelf/internal/server/readcache"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A publicRead is one read the app makes of the public API, described once:
// the route that answers it, the key the app's query cache holds the answer
// under, and the one fetch that makes the answer. The route's JSON and the
// data a page embeds for the app's first render (page_data.go) both come from
// that fetch. The app names the same reads in web/src/config/paths.ts
// (apiPaths, queryKeys); the server's web_app_test.go fails when the two sides differ.
type publicRead[T any] struct {
	pattern  string   // its line in the route table
	key      []string // a part "{name}" stands for the path value name
	params   []string // the query parameters fetch reads (see cachedRead)
	variants int      // answers kept per address, for a read that picks at random (see cachedRead)
	fetch    func(s *Site, ctx context.Context, args readArgs) (T, error)
}

// readArgs are a read's path values and query parameters, by name.
type readArgs map[string]string

var (
	readBooks = publicRead[[]*storyshelf.Book]{pattern: "GET /api/books", key: []string{"books"},
		fetch: (*Site).fetchBooks}
	readBook = publicRead[*storyshelf.Book]{pattern: "GET /api/books/{ref}", key: []string{"book", "{ref}"},
		fetch: (*Site).fetchBook}
	readBookTestimonials = publicRead[testimonialsPage]{pattern: "GET /api/books/{id}/testimonials",
		key: []string{"book-testimonials", "{id}"}, params: []string{"limit"}, fetch: (*Site).fetchBookTestimonials}
	readBookMultimedia = publicRead[[]storyshelf.Multimedia]{pattern: "GET /api/books/{id}/multimedia",
		key: []string{"book-multimedia", "{id}"}, fetch: (*Site).fetchBookMultimedia}
	readBookKit = publicRead[*kitView]{pattern: "GET /api/books/{id}/kit", key: []string{"book-kit", "{id}"},
		fetch: (*Site).fetchBookKit}
	readUpcomingBooks = publicRead[[]storyshelf.UpcomingBook]{pattern: "GET /api/upcoming-books",
		key: []string{"upcoming-books"}, fetch: (*Site).fetchUpcomingBooks}
	readFeaturedTestimonials = publicRead[[]storyshelf.Testimonial]{pattern: "GET /api/testimonials/featured",
		key: []string{"testimonials", "featured"}, variants: readcache.RandomVariants, fetch: (*Site).fetchFeaturedTestimonials}
	readAuthor = publicRead[*storyshelf.AuthorInfo]{pattern: "GET /api/author", key: []string{"author"},
		fetch: (*Site).fetchAuthor}
	readSite = publicRead[storyshelf.PublicSite]{pattern: "GET /api/site", key: []string{"site"},
		fetch: (*Site).fetchSite}
)

// GET /api/books
//
// Every book, in the owner's order where she set one, else newest first, with
// its genres.
func (s *Site) fetchBooks(ctx context.Context, _ readArgs) ([]*storyshelf.Book, error) {
	return s.Store.Books(ctx)
}

// GET /api/books/{ref}
//
// One book with its genres and materials, by "{slug}-{shortid}". When the
// slug is out of date (the title changed) the book is still found by its short
// id; the app then redirects to the canonical address.
//
// An edition made without materials offers its story's: the other edition's,
// each still its own book's (bookId), so the page shows it in the reader's
// language where the owner wrote it, as it does the story's kit and videos.
func (s *Site) fetchBook(ctx context.Context, args readArgs) (*storyshelf.Book, error) {
	slug, short, err := storyshelf.ParseSlugWithID(args["ref"])
	if err != nil {
		return nil, err
	}
	b, err := s.Store.BookBySlug(ctx, slug, short)
	if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
		b, err = s.Store.BookByShortID(ctx, short)
	}
	if err == nil && len(b.DownloadMaterials) == 0 && b.OtherEditionID != "" {
		b.DownloadMaterials, err = s.Store.Materials(ctx, b.OtherEditionID)
	}
	return b, err
}

// testimonialsPage is a book's reviews with their total.
type testimonialsPage struct {
	Testimonials []storyshelf.Testimonial `json:"testimonials"`
	Count        int                      `json:"count"`
}

var msgLimitNotNumber = storyshelf.Msg{Key: "server.limitNotNumber", Text: "limit must be a whole number"}

// GET /api/books/{id}/testimonials?limit=N
//
// A book's reviews, newest first, and how many there are.
func (s *Site) fetchBookTestimonials(ctx context.Context, args readArgs) (testimonialsPage, error) {
	limit := 0
	if v := args["limit"]; v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return testimonialsPage{}, storyshelf.Fail(storyshelf.EINVALID, msgLimitNotNumber)
		}
		limit = n
	}
	id := args["id"]
	if _, err := s.Store.BookByID(ctx, id); err != nil {
		return testimonialsPage{}, err
	}
	list, err := s.Store.Testimonials(ctx, id, limit)
	if err != nil {
		return testimonialsPage{}, err
	}
	count, err := s.Store.CountTestimonials(ctx, id)
	if err != nil {
		return testimonialsPage{}, err
	}
	return testimonialsPage{Testimonials: list, Count: count}, nil
}

// GET /api/books/{id}/multimedia
//
// A book's videos and songs, newest first.
func (s *Site) fetchBookMultimedia(ctx context.Context, args readArgs) ([]storyshelf.Multimedia, error) {
	if _, err := s.Store.BookByID(ctx, args["id"]); err != nil {
		return nil, err
	}
	return s.Store.Multimedia(ctx, args["id"])
}

// GET /api/books/{id}/kit
//
// The book's kindness kit, or null when it offers none.
func (s *Site) fetchBookKit(ctx context.Context, args readArgs) (*kitView, error) {
	if _, err := s.Store.BookByID(ctx, args["id"]); err != nil {
		return nil, err
	}
	return s.bookKit(ctx, args["id"])
}

// GET /api/upcoming-books
//
// Announced books, soonest expected release first.
func (s *Site) fetchUpcomingBooks(ctx context.Context, _ readArgs) ([]storyshelf.UpcomingBook, error) {
	list, err := s.Store.UpcomingBooks(ctx)
	for i := range list {
		list[i].Release = storyshelf.Release{Genres: []string{}} // the owner's plan, not the readers'
	}
	return list, err
}

// GET /api/testimonials/featured
//
// Three random reviews rated 4 or more, with their book's title and address,
// for the home page.
func (s *Site) fetchFeaturedTestimonials(ctx context.Context, _ readArgs) ([]storyshelf.Testimonial, error) {
	return s.Store.RandomTestimonials(ctx, storyshelf.HomeMinRating, storyshelf.HomeTestimonials)
}

// GET /api/author
//
// The newest author profile; 404 'No author profile found.' when there is
// none, and the app then shows its built-in author.
func (s *Site) fetchAuthor(ctx context.Context, _ readArgs) (*storyshelf.AuthorInfo, error) {
	return s.Store.AuthorInfo(ctx)
}

// GET /api/site
//
// The site's identity for the app: the settings without the mail section.
// Every page carries the same, made from the settings it was built with
// (page_data.go).
func (s *Site) fetchSite(ctx context.Context, _ readArgs) (storyshelf.PublicSite, error) {
	site, err := s.Store.SiteSettings(ctx)
	if err != nil {
		return storyshelf.PublicSite{}, err
	}
	return site.Public(), nil
}

// routeOn is the read's line in the route table: its route, answered from
// the read cache.
func (rd publicRead[T]) routeOn(s *Site) toolkit.Route {
	return toolkit.Route{Pattern: rd.pattern, Handler: s.cachedRead(rd.variants, rd.handler(s), rd.params...)}
}

// handler answers the read's route with its fetch's answer as JSON.
func (rd publicRead[T]) handler(s *Site) toolkit.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		args := readArgs{}
		for _, part := range strings.Split(rd.pattern, "/") {
			if name, ok := pathValueName(part); ok {
				args[name] = r.PathValue(name)
			}
		}
		for _, name := range rd.params {
			args[name] = r.URL.Query().Get(name)
		}
		v, err := rd.fetch(s, r.Context(), args)
		if err != nil {
			return err
		}
		writePublic(w, v)
		return nil
	}
}

// keyFor is the read's query key for args.
func (rd publicRead[T]) keyFor(args readArgs) []string {
	key := make([]string, len(rd.key))
	for i, part := range rd.key {
		if name, ok := pathValueName(part); ok {
			part = args[name]
		}
		key[i] = part
	}
	return key
}

// pathValueName is the name in a pattern's or a key's part "{name}".
func pathValueName(part string) (string, bool) {
	if strings.HasPrefix(part, "{") && strings.HasSuffix(part, "}") {
		return part[1 : len(part)-1], true
	}
	return "", false
}

// publicCacheControl lets browsers keep a public read but check it every time
// (a write shows up at once), while a CDN may serve it for 30 s and refresh in
// the background.
const publicCacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=60"

// writePublic answers a public read. The read cache in front of it adds the
// ETag and answers conditional requests (cachedRead).
func writePublic(w http.ResponseWriter, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		http.Error(w, "encoding failed", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Cache-Control", publicCacheControl)
	h.Set("Vary", "Accept-Encoding")
	h.Set("Content-Type", "application/json; charset=utf-8")
	w.Write(body)
	w.Write([]byte("\n"))
}
