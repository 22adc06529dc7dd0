// Package demo loads a believable catalogue so a fresh install has something
// to show: books with drawn covers, real small files, reviews, upcoming books,
// songs and videos, a kindness kit and an author profile. Loading twice
// changes nothing the second time: ids and file keys are derived from names.
package demo

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// namespace makes the demo's ids stable across runs and machines.
var namespace = uuid.MustParse("6f1c3a52-8d4e-4b7a-9c11-5e2f7a9d0b34")

func id(kind, name string) string {
	return uuid.NewSHA1(namespace, []byte(kind+":"+name)).String()
}

// Summary counts what a run added.
type Summary struct {
	Books, Materials, Upcoming, Testimonials, Multimedia, Kits, Authors, Files int
}

func (s Summary) String() string {
	return fmt.Sprintf("%d books, %d materials, %d upcoming books, %d testimonials, %d videos and songs, %d kindness kits, %d author profiles, %d files",
		s.Books, s.Materials, s.Upcoming, s.Testimonials, s.Multimedia, s.Kits, s.Authors, s.Files)
}

type loader struct {
	st    *store.Store
	blobs blob.Storage
	base  time.Time
	sum   Summary
}

// Load adds whatever part of the demo catalogue is missing.
func Load(ctx context.Context, st *store.Store, blobs blob.Storage) (Summary, error) {
	l := &loader{st: st, blobs: blobs, base: baseFor(st.Now())}
	err := l.load(ctx)
	return l.sum, err
}

func (l *loader) load(ctx context.Context) error {
	for i, b := range catalogue {
		if err := l.book(ctx, l.base.AddDate(0, i, 0), b); err != nil {
			return err
		}
	}
	for _, b := range editions {
		if err := l.book(ctx, b.added(l.base), b); err != nil {
			return err
		}
	}
	if err := l.genreNames(ctx); err != nil {
		return err
	}
	for _, u := range upcoming {
		if err := l.upcomingBook(ctx, u); err != nil {
			return err
		}
	}
	if err := l.kit(ctx); err != nil {
		return err
	}
	if err := l.identity(ctx); err != nil {
		return err
	}
	return l.author(ctx)
}

// genreNames gives the English books' genres their Spanish names, where the
// owner has not named them herself.
func (l *loader) genreNames(ctx context.Context) error {
	list, err := l.st.GenreNames(ctx)
	if err != nil {
		return err
	}
	names := []storyshelf.GenreName{}
	for _, n := range list {
		if es := genresEs[n.Genre]; n.GenreEs == "" && es != "" {
			names = append(names, storyshelf.GenreName{Genre: n.Genre, GenreEs: es})
		}
	}
	if len(names) == 0 {
		return nil
	}
	return l.st.SetGenreNames(ctx, names)
}

// identity gives the demo site its contact addresses and accounts elsewhere,
// unless the owner has set their own.
func (l *loader) identity(ctx context.Context) error {
	site, err := l.st.SiteSettings(ctx)
	if err != nil {
		return err
	}
	defaults := storyshelf.DefaultSiteSettings()
	if site.Identity == defaults.Identity {
		identity := site.Identity
		identity.ContactEmail = "hello@storyshelf.example"
		identity.VisitsEmail = "visits@storyshelf.example"
		identity.MediaEmail = "media@storyshelf.example"
		if err := l.st.SaveSiteSection(ctx, storyshelf.SectionIdentity, &identity); err != nil {
			return err
		}
	}
	if len(site.Social.Links) == 0 {
		social := storyshelf.SiteSocial{Links: []storyshelf.SocialLink{
			{Kind: "tiktok", URL: "https://www.tiktok.com/@storyshelfbooks"},
			{Kind: "instagram", URL: "https://www.instagram.com/storyshelfbooks"},
			{Kind: "youtube", URL: "https://www.youtube.com/@storyshelfbooks"},
		}}
		if err := l.st.SaveSiteSection(ctx, storyshelf.SectionSocial, &social); err != nil {
			return err
		}
	}
	return nil
}

// put stores a file unless it is already there and returns its public URL
// (or, for private files, its key).
func (l *loader) put(ctx context.Context, folder, ext, contentType string, data []byte) (string, error) {
	key := blob.ContentKey(folder, data, ext)
	if f, err := l.blobs.Open(ctx, key); err == nil {
		f.Close()
	} else if storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
		return "", err
	} else {
		if err := blob.PutBytes(ctx, l.blobs, key, data, contentType); err != nil {
			return "", err
		}
		l.sum.Files++
	}
	return blob.URLForKey(key), nil
}

func (l *loader) exists(ctx context.Context, table, id string) (bool, error) {
	return l.st.Exists(ctx, table, id)
}

// demoBook is one title of the catalogue with what hangs off it.
type demoBook struct {
	title, description, ageRange, published, isbn string
	genres                                        []string
	pages                                         int
	palette                                       palette
	motif                                         motif
	activities                                    []string
	reviews                                       []demoReview
	// An edition in another language names its language and the title
	// of its English edition; a catalogue book leaves both empty.
	language, editionOf string
}

// words are the texts around a book in its edition's language.
func (d demoBook) words() bookWords {
	if d.language == storyshelf.BookSpanish {
		return spanishWords
	}
	return englishWords
}

// added is when an edition was added: the day before its English edition,
// so the newest book, which the home page features, stays an English one.
func (d demoBook) added(base time.Time) time.Time {
	for i, b := range catalogue {
		if b.title == d.editionOf {
			return base.AddDate(0, i, -1)
		}
	}
	return base
}

type demoReview struct {
	name, title, content, source, date string
	rating                             int
	verified                           bool
}

// baseFor is when the demo's oldest book was added: the newest book lands
// about a week before now, a month after the one before it, so the
// catalogue has a clear newest title and the dashboard looks alive. Times are
// only written on the first load; loading again changes nothing.
func baseFor(now time.Time) time.Time {
	day := now.UTC().Truncate(24 * time.Hour)
	return day.AddDate(0, -(len(catalogue) - 1), -7).Add(10 * time.Hour)
}

func (l *loader) book(ctx context.Context, added time.Time, d demoBook) error {
	bookID := id("book", d.title)
	if ok, err := l.exists(ctx, "books", bookID); err != nil || ok {
		return err
	}
	w := d.words()
	cover, err := l.put(ctx, "covers", ".png", "image/png", drawCover(d.title, Author, d.palette, d.motif))
	if err != nil {
		return err
	}
	sheet := makePDF(d.title+": "+w.sheet, d.activities)
	sheetURL, err := l.put(ctx, "materials", ".pdf", "application/pdf", sheet)
	if err != nil {
		return err
	}
	page := drawColoringPage(d.title, d.motif)
	pageURL, err := l.put(ctx, "materials", ".png", "image/png", page)
	if err != nil {
		return err
	}
	b := &storyshelf.Book{
		ID: bookID, Title: d.title, Author: Author, Description: d.description,
		Genres: d.genres, AgeRange: d.ageRange, CoverImage: cover, PublishDate: d.published,
		Pages: d.pages, ISBN: d.isbn,
		AmazonLink: "https://www.amazon.com/s?k=" + url.QueryEscape(d.title),
		ReviewLink: "https://www.goodreads.com/search?q=" + url.QueryEscape(d.title),
		CreatedAt:  added,
		Language:   d.language,
		DownloadMaterials: []storyshelf.Material{
			{ID: id("material", d.title+"/sheet"), Title: w.sheet, Description: w.sheetAbout,
				Type: storyshelf.MaterialPDF, FileURL: sheetURL, FileSize: fileSize(sheet)},
			{ID: id("material", d.title+"/coloring"), Title: w.coloring, Description: w.coloringAbout,
				Type: storyshelf.MaterialImage, FileURL: pageURL, FileSize: fileSize(page)},
		},
	}
	if d.editionOf != "" {
		b.OtherEditionID = id("book", d.editionOf) // the store links the English edition back
	}
	if d.language != storyshelf.BookSpanish { // an English book's materials have their Spanish names too
		es := spanishWords
		sheets := b.DownloadMaterials
		sheets[0].TitleEs, sheets[0].DescriptionEs = es.sheet, es.sheetAbout
		sheets[1].TitleEs, sheets[1].DescriptionEs = es.coloring, es.coloringAbout
	}
	if err := l.st.CreateBook(ctx, b); err != nil {
		return err
	}
	l.sum.Books++
	l.sum.Materials += len(b.DownloadMaterials)
	for j, r := range d.reviews {
		t := &storyshelf.Testimonial{ID: id("review", fmt.Sprintf("%s/%d", d.title, j)), BookID: bookID,
			Rating: r.rating, Title: r.title, Content: r.content, ReviewerName: r.name, Source: r.source,
			Date: r.date, VerifiedPurchase: r.verified, CreatedAt: b.CreatedAt.Add(time.Duration(j+1) * time.Hour)}
		if err := l.st.CreateTestimonial(ctx, t); err != nil {
			return err
		}
		l.sum.Testimonials++
	}
	return l.multimedia(ctx, b, d)
}

// multimedia adds the demo's two videos and two songs to a book. The videos
// are the players' own documented example clips; the songs are synthesised.
func (l *loader) multimedia(ctx context.Context, b *storyshelf.Book, d demoBook) error {
	w := d.words()
	thumb, err := l.put(ctx, "covers", ".png", "image/png", drawCover(b.Title, w.videosAndSongs, d.palette, d.motif))
	if err != nil {
		return err
	}
	twinkleURL, err := l.put(ctx, "media", ".wav", "audio/wav", makeSong(twinkle, 0.45))
	if err != nil {
		return err
	}
	rowURL, err := l.put(ctx, "media", ".wav", "audio/wav", makeSong(rowYourBoat, 0.4))
	if err != nil {
		return err
	}
	items := []storyshelf.Multimedia{
		{Type: storyshelf.MultimediaVideo, Title: w.readAlong + b.Title,
			Description: w.readAlongAbout, URL: "https://www.youtube.com/watch?v=M7lc1UVf-VE"},
		{Type: storyshelf.MultimediaVideo, Title: w.pictures,
			Description: w.picturesAbout, URL: "https://vimeo.com/76979871"},
		{Type: storyshelf.MultimediaAudio, Title: w.twinkle,
			Description: w.twinkleAbout, URL: twinkleURL, Lyrics: w.twinkleLyrics},
		{Type: storyshelf.MultimediaAudio, Title: w.row,
			Description: w.rowAbout, URL: rowURL, Lyrics: w.rowLyrics},
	}
	for j, m := range items {
		m.ID = id("multimedia", fmt.Sprintf("%s/%d", b.Title, j))
		m.BookID = b.ID
		m.Thumbnail = thumb
		m.CreatedAt = b.CreatedAt.Add(time.Duration(j+1) * time.Minute)
		if err := l.st.CreateMultimedia(ctx, &m); err != nil {
			return err
		}
		l.sum.Multimedia++
	}
	return nil
}

func (l *loader) upcomingBook(ctx context.Context, u demoUpcoming) error {
	upID := id("upcoming", u.title)
	if ok, err := l.exists(ctx, "upcoming_books", upID); err != nil || ok {
		return err
	}
	cover, err := l.put(ctx, "covers", ".png", "image/png", drawCover(u.title, Author, u.palette, u.motif))
	if err != nil {
		return err
	}
	err = l.st.CreateUpcomingBook(ctx, &storyshelf.UpcomingBook{ID: upID, Title: u.title, Author: Author,
		Description: u.description, CoverImageURL: cover, ExpectedReleaseDate: u.date,
		TitleEs: u.titleEs, DescriptionEs: u.descriptionEs,
		PreorderURL: "https://www.amazon.com/s?k=" + url.QueryEscape(u.title), CreatedAt: l.base})
	if err == nil {
		l.sum.Upcoming++
	}
	return err
}

// kit adds one active kindness kit, tied to the newest book. Its files are
// private (stored under kits/, reached through signed links).
func (l *loader) kit(ctx context.Context) error {
	newest := catalogue[len(catalogue)-1]
	kitID := id("kit", newest.title)
	if ok, err := l.exists(ctx, "kindness_kits", kitID); err != nil || ok {
		return err
	}
	guide := makePDF("Kindness Kit: Parent Guide", []string{
		"1. Read the story together and pause on each page.",
		"2. Ask: how did the cloud help its friends?",
		"3. Plan one small kind act for tomorrow.",
		"4. Colour the kindness chart each day you share a kind act.",
	})
	guideKey, err := l.put(ctx, blob.PrivateFolder, ".pdf", "application/pdf", guide)
	if err != nil {
		return err
	}
	chartKey, err := l.put(ctx, blob.PrivateFolder, ".png", "image/png", drawColoringPage("My Kindness Chart", motifHeart))
	if err != nil {
		return err
	}
	songKey, err := l.put(ctx, blob.PrivateFolder, ".wav", "audio/wav", makeSong(twinkle, 0.5))
	if err != nil {
		return err
	}
	heroURL, err := l.put(ctx, "covers", ".png", "image/png", drawCover("Kindness Kit", Author, newest.palette, motifHeart))
	if err != nil {
		return err
	}
	created := l.base.AddDate(0, len(catalogue)-1, 1)
	k := &storyshelf.KindnessKit{ID: kitID, BookID: id("book", newest.title), Active: true,
		Title: "The Kindness Cloud Kit", Headline: storyshelf.DefaultKitHeadline,
		Subheadline: storyshelf.DefaultKitSubheadline, HeroImageURL: heroURL, CreatedAt: created,
		TitleEs:       "Kit de La nube de la bondad",
		HeadlineEs:    "¡Empieza tu ola de bondad con un kit gratis!",
		SubheadlineEs: "Descarga el audiolibro, páginas para colorear y actividades tranquilas.",
		Files: []storyshelf.KitFile{
			{ID: id("kitfile", "guide"), FileName: "Parent Guide", FileNameEs: "Guía para familias", FileType: "pdf", FileURL: guideKey, SortOrder: 1},
			{ID: id("kitfile", "chart"), FileName: "Kindness Chart", FileNameEs: "Tabla de la bondad", FileType: "image", FileURL: chartKey, SortOrder: 2},
			{ID: id("kitfile", "song"), FileName: "Kindness Song", FileNameEs: "Canción de la bondad", FileType: "audio", FileURL: songKey, SortOrder: 3},
		}}
	if err := l.st.CreateKit(ctx, k); err != nil {
		return err
	}
	l.sum.Kits++
	return nil
}

func (l *loader) author(ctx context.Context) error {
	authorID := id("author", Author)
	if ok, err := l.exists(ctx, "author_info", authorID); err != nil || ok {
		return err
	}
	photo, err := l.put(ctx, "authors", ".png", "image/png", drawPortrait())
	if err != nil {
		return err
	}
	a := profile
	a.ID, a.PhotoURL, a.CreatedAt = authorID, photo, l.base
	if err := l.st.CreateAuthorInfo(ctx, &a); err != nil {
		return err
	}
	l.sum.Authors++
	return nil
}

// fileSize words a size as the spec's materials do ("12 KB").
func fileSize(data []byte) string {
	return storyshelf.FileSizeText(int64(len(data)))
}
