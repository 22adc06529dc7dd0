package hosted

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// row is one row for a Storyshelf table, in the values store.ImportTables
// takes: text, json.Number, bool, RFC 3339 times, nil.
type row map[string]any

// plan is the old site turned into Storyshelf's rows, before its files are
// fetched: each file address the rows hold is a fileUse to fetch and
// rewrite.
type plan struct {
	tables map[string][]row
	uses   []*fileUse
	report *Report
	now    time.Time
	books  map[string]bool // ids of the books brought in
	kits   map[string]bool // ids of the kits brought in
}

// fileUse is one column of one row that holds a file address.
type fileUse struct {
	table, id, field string
	row              row
	column           string
	raw              string
	role             role
}

// role is what a file is for, which decides where it is stored and how it
// is checked, as for an upload of that kind.
type role int

const (
	roleCover    role = iota // a book's or upcoming book's cover: an image, with widths
	roleImage                // a photo, thumbnail or hero image
	roleMaterial             // a material or a song or video file
	roleKit                  // a kit file: private, reached only through kit links
)

func (p *plan) add(table string, r row) {
	p.tables[table] = append(p.tables[table], r)
	p.report.Rows[table]++
}

// file records that r[column] holds an address to fetch.
func (p *plan) file(table, id, field string, r row, column string, role role) {
	raw, _ := r[column].(string)
	if raw != "" {
		p.uses = append(p.uses, &fileUse{table: table, id: id, field: field, row: r, column: column, raw: raw, role: role})
	}
}

func (p *plan) stamp(t time.Time) string {
	if t.IsZero() {
		t = p.now
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func num(n int) json.Number { return json.Number(strconv.Itoa(n)) }

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// makePlan maps every old row to Storyshelf's, leaving out (and naming)
// those that break its rules.
func makePlan(old *oldSite, withSamples bool, now time.Time) *plan {
	p := &plan{tables: map[string][]row{}, books: map[string]bool{}, kits: map[string]bool{}, now: now,
		report: &Report{Rows: map[string]int{}, Missing: old.missing, KeptSamples: withSamples}}
	for _, step := range []func(*oldSite){p.booksFrom, p.genres, p.materials, p.multimedia, p.testimonials,
		p.upcomingBooks, p.authorInfo, p.kitsFrom, p.kitFiles, p.kitSubscribers, p.newsletter, p.contact} {
		step(old)
	}
	return p
}

// booksFrom maps the books, keeping each id and, where Storyshelf could have
// made it, the old slug, so every old address stays as it was.
func (p *plan) booksFrom(old *oldSite) {
	slugs := map[string]string{}
	for _, o := range old.rows["books"] {
		id, title := strings.ToLower(o.str("id")), o.str("title")
		switch {
		case id == "":
			p.report.leaveOut("books", "", title, "it has no id")
			continue
		case title == "":
			p.report.leaveOut("books", id, "", "it has no title")
			continue
		case p.books[id]:
			p.report.leaveOut("books", id, title, "its id is used twice")
			continue
		}
		pages, ok := o.int("pages")
		if !ok {
			p.report.note("books", id, title, "its pages (%q) are not a number; left empty", o.str("pages"))
		}
		// The old slug keeps every old address exactly; one Storyshelf could
		// not have made is replaced by its own rule, and the old address
		// still finds the book by its short id.
		slug := o.str("slug")
		if !slugPattern.MatchString(slug) {
			// An old slug Storyshelf could not have made (spaces, capitals):
			// the book gets its own, and the old addresses redirect to it for
			// good. No later rename can make the old slug again, so these
			// redirects can never loop.
			newSlug := storyshelf.Slug(title)
			if slug != "" {
				for _, kind := range []string{"/books/", "/multimedia/"} {
					p.add("redirects", row{"from_path": kind + storyshelf.SlugWithID(slug, id),
						"to_path": kind + storyshelf.SlugWithID(newSlug, id), "created_at": p.stamp(time.Time{})})
				}
				p.report.note("books", id, title, "its old slug %q becomes %q; the old addresses redirect", slug, newSlug)
			}
			slug = newSlug
		}
		if other, dup := slugs[slug]; dup {
			p.report.note("books", id, title, "its slug %q is also the slug of book %s; each keeps its own address, which differs by id", slug, short(other))
		}
		slugs[slug] = id
		b := &storyshelf.Book{Title: title, Author: o.str("author"), Description: o.str("description"),
			PublishDate: o.str("publishdate"), ISBN: o.str("isbn"), Pages: pages, AgeRange: o.str("age_range"),
			CoverImage: o.str("coverimage"), AmazonLink: o.str("amazon_link"), ReviewLink: o.str("review_link")}
		storyshelf.NormalizeBook(b)
		if missing := formGaps(b); len(missing) > 0 {
			p.report.note("books", id, title, "the book form will ask for %s when it is next edited", strings.Join(missing, ", "))
		}
		p.books[id] = true
		r := row{"id": id, "slug": slug, "title": b.Title, "author": b.Author, "description": b.Description,
			"coverimage": b.CoverImage, "publishdate": b.PublishDate, "isbn": b.ISBN, "pages": num(b.Pages),
			"age_range": b.AgeRange, "amazon_link": b.AmazonLink, "review_link": b.ReviewLink,
			"created_at": p.stamp(o.time("created_at")), "updated_at": p.stamp(o.time("created_at"))}
		p.add("books", r)
		p.file("books", id, "cover", r, "coverimage", roleCover)
	}
}

// genres keeps each book's genres once, in their order.
func (p *plan) genres(old *oldSite) {
	genres := map[string][]string{}
	for _, o := range old.rows["book_genres"] {
		bookID, genre := strings.ToLower(o.str("book_id")), o.str("genre")
		if p.books[bookID] && genre != "" && !slices.Contains(genres[bookID], genre) {
			genres[bookID] = append(genres[bookID], genre)
			p.add("book_genres", row{"book_id": bookID, "genre": genre, "position": num(len(genres[bookID]) - 1)})
		}
	}
}

// materials maps each book's free materials, in their order.
func (p *plan) materials(old *oldSite) {
	positions := map[string]int{}
	for _, o := range old.rows["materials"] {
		id, bookID, title := strings.ToLower(o.str("id")), strings.ToLower(o.str("book_id")), o.str("title")
		typ := o.kind("type", storyshelf.MaterialPDF)
		switch {
		case !p.books[bookID]:
			p.report.leaveOut("materials", id, title, "its book is not brought in")
			continue
		case id == "":
			id = stableID("materials", bookID, o.str("fileurl"), title)
		}
		switch {
		case title == "":
			p.report.leaveOut("materials", id, "", "it has no title")
			continue
		case !slices.Contains([]string{storyshelf.MaterialPDF, storyshelf.MaterialAudio, storyshelf.MaterialVideo, storyshelf.MaterialImage, storyshelf.MaterialOther}, typ):
			p.report.leaveOut("materials", id, title, "its type %q is not one of pdf, audio, video, image, other", typ)
			continue
		}
		size := o.str("filesize")
		if size == "" {
			size = "0 KB"
		}
		r := row{"id": id, "book_id": bookID, "title": title, "description": o.str("description"), "type": typ,
			"fileurl": o.str("fileurl"), "filesize": size, "position": num(positions[bookID]), "created_at": p.stamp(o.time("created_at"))}
		positions[bookID]++
		p.add("materials", r)
		p.file("materials", id, "file", r, "fileurl", roleMaterial)
	}
}

// multimedia maps the videos and songs, leaving out the old site's samples
// unless the owner asks for them.
func (p *plan) multimedia(old *oldSite) {
	samples := sampleSet(old.rows["multimedia"])
	for _, o := range old.rows["multimedia"] {
		id, bookID, title := strings.ToLower(o.str("id")), strings.ToLower(o.str("book_id")), o.str("title")
		if samples[id] {
			p.report.Samples++
			if !p.report.KeptSamples {
				continue
			}
		}
		typ := o.kind("type", storyshelf.MultimediaVideo)
		switch {
		case !p.books[bookID]:
			p.report.leaveOut("multimedia", id, title, "its book is not brought in")
			continue
		case id == "":
			p.report.leaveOut("multimedia", "", title, "it has no id")
			continue
		case title == "":
			p.report.leaveOut("multimedia", id, "", "it has no title")
			continue
		case typ != storyshelf.MultimediaVideo && typ != storyshelf.MultimediaAudio:
			p.report.leaveOut("multimedia", id, title, "its type %q is neither video nor audio", typ)
			continue
		}
		lyrics := o.str("lyrics")
		if typ != storyshelf.MultimediaAudio {
			lyrics = ""
		}
		r := row{"id": id, "book_id": bookID, "type": typ, "title": title, "description": o.str("description"),
			"url": o.str("url"), "thumbnail": o.str("thumbnail"), "lyrics": lyrics, "created_at": p.stamp(o.time("created_at"))}
		if r["url"] == "" || r["thumbnail"] == "" || r["description"] == "" {
			p.report.note("multimedia", id, title, "it lacks a description, an address or a thumbnail; the form will ask for them when it is next edited")
		}
		p.add("multimedia", r)
		p.file("multimedia", id, "file", r, "url", roleMaterial)
		p.file("multimedia", id, "thumbnail", r, "thumbnail", roleImage)
	}
}

// testimonials maps the reviews; one rated outside 1 to 5 is left out.
func (p *plan) testimonials(old *oldSite) {
	for _, o := range old.rows["testimonials"] {
		id, bookID, name := strings.ToLower(o.str("id")), strings.ToLower(o.str("book_id")), o.str("reviewer_name")
		rating, ok := o.int("rating")
		if o.str("rating") == "" {
			rating = storyshelf.DefaultRating
		}
		date := dateOnly(o.str("date"))
		if date == "" {
			date = p.stamp(o.time("created_at"))[:10]
		}
		switch {
		case !p.books[bookID]:
			p.report.leaveOut("testimonials", id, name, "its book is not brought in")
			continue
		case id == "":
			p.report.leaveOut("testimonials", "", name, "it has no id")
			continue
		case !ok || rating < 1 || rating > storyshelf.MaxRating:
			p.report.leaveOut("testimonials", id, name, "its rating is %s; ratings are 1 to 5", o.str("rating"))
			continue
		case name == "" || o.str("content") == "":
			p.report.leaveOut("testimonials", id, name, "it has no reviewer name or no text")
			continue
		}
		p.add("testimonials", row{"id": id, "book_id": bookID, "rating": num(rating), "title": o.str("title"),
			"content": o.str("content"), "reviewer_name": name, "source": o.str("source"), "date": date,
			"verified_purchase": o.bool("verified_purchase"), "created_at": p.stamp(o.time("created_at"))})
	}
}

// upcomingBooks maps the books announced before release.
func (p *plan) upcomingBooks(old *oldSite) {
	for _, o := range old.rows["upcoming_books"] {
		id, title := strings.ToLower(o.str("id")), o.str("title")
		if id == "" || title == "" {
			p.report.leaveOut("upcoming_books", id, title, "it has no id or no title")
			continue
		}
		// The old field may carry a time after the date; Storyshelf's form
		// keeps the date.
		date := dateOnly(o.str("expected_release_date"))
		if date == "" && o.str("expected_release_date") != "" {
			p.report.note("upcoming_books", id, title, "its release date %q is not a date; left empty", o.str("expected_release_date"))
		}
		r := row{"id": id, "title": title, "author": o.str("author"), "description": o.str("description"),
			"cover_image_url": o.str("cover_image_url"), "expected_release_date": date, "preorder_url": o.str("preorder_url"),
			"created_at": p.stamp(o.time("created_at")), "updated_at": p.stamp(o.time("updated_at"))}
		p.add("upcoming_books", r)
		p.file("upcoming_books", id, "cover", r, "cover_image_url", roleCover)
	}
}

// authorInfo keeps one author profile: the newest, as the old site showed.
func (p *plan) authorInfo(old *oldSite) {
	if profiles := old.rows["author_info"]; len(profiles) > 0 {
		o := profiles[len(profiles)-1]
		id, name := strings.ToLower(o.str("id")), o.str("name")
		if id == "" || name == "" {
			p.report.leaveOut("author_info", id, name, "the newest author profile has no id or no name")
		} else {
			bio, _ := json.Marshal(o.paragraphs("bio"))
			process, _ := json.Marshal(o.paragraphs("creative_process"))
			r := row{"id": id, "name": name, "title": o.str("title"), "photo_url": o.str("photo_url"), "bio": string(bio),
				"quote": o.str("quote"), "creative_process": string(process), "created_at": p.stamp(o.time("created_at"))}
			p.add("author_info", r)
			p.file("author_info", id, "photo", r, "photo_url", roleImage)
			if len(profiles) > 1 {
				p.report.note("author_info", id, name, "the newest of %d profiles; the older ones are not brought in", len(profiles))
			}
		}
	}
}

// kitsFrom maps the kindness kits of the books brought in.
func (p *plan) kitsFrom(old *oldSite) {
	for _, o := range old.rows["kindness_kits"] {
		id, bookID, title := strings.ToLower(o.str("id")), strings.ToLower(o.str("book_id")), o.str("title")
		switch {
		case !p.books[bookID]:
			p.report.leaveOut("kindness_kits", id, title, "its book is not brought in")
			continue
		case id == "" || title == "":
			p.report.leaveOut("kindness_kits", id, title, "it has no id or no title")
			continue
		}
		p.kits[id] = true
		r := row{"id": id, "book_id": bookID, "active": o.bool("active"), "title": title, "headline": o.str("headline"),
			"subheadline": o.str("subheadline"), "hero_image_url": o.str("hero_image_url"),
			"mailerlite_group_id": o.str("mailerlite_group_id"),
			"created_at":          p.stamp(o.time("created_at")), "updated_at": p.stamp(o.time("updated_at"))}
		p.add("kindness_kits", r)
		p.file("kindness_kits", id, "hero image", r, "hero_image_url", roleImage)
	}
}

// kitFiles maps each kit's files in their sort order.
func (p *plan) kitFiles(old *oldSite) {
	kitFiles := slices.Clone(old.rows["kit_files"])
	slices.SortStableFunc(kitFiles, func(a, b oldRow) int {
		x, _ := a.int("sort_order")
		y, _ := b.int("sort_order")
		return x - y
	})
	for _, o := range kitFiles {
		id, kitID := strings.ToLower(o.str("id")), strings.ToLower(o.str("kit_id"))
		name, typ := o.str("file_name"), o.kind("file_type", "pdf")
		order, _ := o.int("sort_order")
		if name == "" {
			name = parseAddress(o.str("file_url")).fileName()
		}
		if !slices.Contains([]string{"pdf", "audio", "image", "other"}, typ) {
			typ = "other"
		}
		switch {
		case !p.kits[kitID]:
			p.report.leaveOut("kit_files", id, name, "its kit is not brought in")
			continue
		case id == "" || o.str("file_url") == "":
			p.report.leaveOut("kit_files", id, name, "it has no id or no file")
			continue
		}
		r := row{"id": id, "kit_id": kitID, "file_name": name, "file_type": typ, "file_url": o.str("file_url"),
			"sort_order": num(order), "created_at": p.stamp(o.time("created_at"))}
		p.add("kit_files", r)
		p.file("kit_files", id, "file", r, "file_url", roleKit)
	}
}

// kitSubscribers keeps each address once per kit.
func (p *plan) kitSubscribers(old *oldSite) {
	signedUp := map[string]bool{}
	for _, o := range old.rows["kit_subscribers"] {
		id, kitID, email := strings.ToLower(o.str("id")), strings.ToLower(o.str("kit_id")), storyshelf.NormalizeEmail(o.str("email"))
		switch {
		case !p.kits[kitID]:
			p.report.leaveOut("kit_subscribers", id, email, "its kit is not brought in")
			continue
		case id == "" || storyshelf.ValidateEmail(email) != nil:
			p.report.leaveOut("kit_subscribers", id, email, "it has no id or no valid email address")
			continue
		case signedUp[kitID+" "+email]:
			p.report.note("kit_subscribers", id, email, "signed up for this kit before; kept once")
			continue
		}
		signedUp[kitID+" "+email] = true
		p.add("kit_subscribers", row{"id": id, "kit_id": kitID, "email": email, "name": o.str("name"),
			"created_at": p.stamp(o.time("created_at"))})
	}
}

// newsletter brings the subscribers in marked as imported: the old site
// kept no consent record for them, and the owner's list shows that.
func (p *plan) newsletter(old *oldSite) {
	subscribed := map[string]bool{}
	for _, o := range old.rows["newsletter"] {
		id, email := strings.ToLower(o.str("id")), storyshelf.NormalizeEmail(o.str("email"))
		if id == "" {
			id = stableID("newsletter", email)
		}
		switch {
		case storyshelf.ValidateEmail(email) != nil:
			p.report.leaveOut("newsletter_subscribers", id, email, "it is not a valid email address")
			continue
		case subscribed[email]:
			p.report.note("newsletter_subscribers", id, email, "the address is on the old list twice; kept once")
			continue
		}
		subscribed[email] = true
		status, unsubscribedAt := storyshelf.SubscriberActive, any(nil)
		if gone := o.time("unsubscribed_at"); !gone.IsZero() || o.bool("unsubscribed") || strings.EqualFold(o.str("status"), "unsubscribed") {
			status, unsubscribedAt = storyshelf.SubscriberCancelled, p.stamp(gone)
		}
		joined := p.stamp(o.time("created_at"))
		p.add("newsletter_subscribers", row{"id": id, "email": email, "status": status, "source": storyshelf.SourceImported,
			"consent_at": joined, "consent_page": "", "consent_text": "", "unsubscribe_token": auth.NewSecret(),
			"created_at": joined, "unsubscribed_at": unsubscribedAt})
	}
}

// contact brings the messages in as read: the owner read them in the old
// site.
func (p *plan) contact(old *oldSite) {
	for _, o := range old.rows["contact"] {
		id := strings.ToLower(o.str("id"))
		if id == "" || o.str("message") == "" {
			p.report.leaveOut("contact_messages", id, o.str("email"), "it has no id or no message")
			continue
		}
		at := p.stamp(o.time("created_at"))
		p.add("contact_messages", row{"id": id, "name": o.str("name"), "email": o.str("email"), "subject": o.str("subject"),
			"message": o.str("message"), "created_at": at, "read_at": at})
	}
}

// formGaps names what the book form requires and the old row lacks.
func formGaps(b *storyshelf.Book) []string {
	fields := storyshelf.ErrorFields(storyshelf.ValidateBook(b))
	var gaps []string
	for _, f := range []struct{ key, name string }{{"author", "the author"}, {"description", "a description"},
		{"ageRange", "the age range"}, {"publishDate", "the publish date"}, {"isbn", "the ISBN"},
		{"pages", "the number of pages"}, {"coverImage", "a cover"}} {
		if _, bad := fields[f.key]; bad {
			gaps = append(gaps, f.name)
		}
	}
	return gaps
}

var datePrefix = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}`)

// dateOnly is the date part of a date that may carry a time.
func dateOnly(s string) string {
	return datePrefix.FindString(strings.TrimSpace(s))
}

// stableID makes the same id for the same old row on every run, for the
// rare old table without one.
func stableID(parts ...string) string {
	return auth.HashSecret(strings.Join(parts, "\x00"))[:32]
}

// sampleSet finds the old site's sample videos and songs: it added two
// videos and two songs to every book in one go when the table was empty, so
// they are the table's first rows, made within a minute, two of each kind
// per book. Anything else means the owner's own rows, and none are samples.
func sampleSet(rows []oldRow) map[string]bool {
	if len(rows) == 0 {
		return nil
	}
	first := rows[0].time("created_at")
	perBook := map[string][2]int{}
	ids := map[string]bool{}
	for _, o := range rows {
		if o.time("created_at").Sub(first) > time.Minute {
			break
		}
		n := perBook[o.str("book_id")]
		switch o.str("type") {
		case storyshelf.MultimediaVideo:
			n[0]++
		case storyshelf.MultimediaAudio:
			n[1]++
		}
		perBook[o.str("book_id")] = n
		ids[strings.ToLower(o.str("id"))] = true
	}
	for _, n := range perBook {
		if n != [2]int{2, 2} {
			return nil
		}
	}
	return ids
}
