package site

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/storyshelf/storyshelf/internal/analytics"
	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

var eventNames = map[string]bool{
	storyshelf.EventPageView: true, storyshelf.EventBookView: true,
	storyshelf.EventKitDownload: true, storyshelf.EventFormSubmit: true,
	storyshelf.EventMaterialDownload: true, storyshelf.EventStoreClick: true,
}

// maxRefID fits a material's file address, a Material Download's refId; a
// longer one is cut and then matches no material.
const maxRefID = 2000

// saltCache keeps the day's salt so most events cost one insert.
type saltCache struct {
	mu        sync.Mutex
	day, salt string
}

// knownRefsCache keeps what the statistics count by (the site's pages,
// books, kits, materials and forms) for one content version, so an event
// costs a version check that concurrent requests share (the read cache's),
// never a read of the catalogue.
type knownRefsCache struct {
	mu      sync.Mutex
	version int64
	refs    *storyshelf.KnownRefs
}

// eventForm is the form handleEvent reads.
type eventForm struct {
	Name        string  `json:"name"`
	Path        string  `json:"path"`
	Label       string  `json:"label"`
	RefID       string  `json:"refId"`
	Referrer    string  `json:"referrer"`
	Entry       string  `json:"entry"`
	UtmSource   string  `json:"utmSource"`
	UtmMedium   string  `json:"utmMedium"`
	UtmCampaign string  `json:"utmCampaign"`
	Success     *string `json:"success"` // nil when not sent
}

// What an event the site does not count is told.
var (
	msgUnknownEvent = storyshelf.Msg{Key: "server.unknownEvent", Text: "Unknown event."}
	msgUnknownStore = storyshelf.Msg{Key: "server.unknownStore", Text: "Unknown store."}
)

// POST /api/events
//
// Body {"name", "path", "referrer", "refId", "label", "success", "entry",
// "utmSource", "utmMedium", "utmCampaign"}: a page view, one of the spec's
// events, a Material Download or a Store Click. Answers 204 whether or not it
// was counted: bots, Do Not Track / Global Privacy Control and admin pages are
// not. A page, id or label the site does not know is stored as "other"
// (storyshelf.KnownRefs.Fold), and a book's or kit's title is the site's,
// never the one sent: strangers add counts, never rows or words of their
// own to the statistics. Of the request it keeps the referring site's
// domain, and for the first page view of a page load (entry) its campaign
// tags and where it came from; of the browser only whether it is a phone, a
// tablet or a computer.
func (s *Site) handleEvent(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[eventForm](r)
	if err != nil {
		return err
	}
	name, path := form.Name, form.Path
	if !eventNames[name] {
		return storyshelf.Fail(storyshelf.EINVALID, msgUnknownEvent)
	}
	if _, ok := storyshelf.StoreClickNames[form.Label]; name == storyshelf.EventStoreClick && !ok {
		return storyshelf.Fail(storyshelf.EINVALID, msgUnknownStore)
	}
	ua := r.Header.Get("User-Agent")
	if analytics.OptedOut(r) || analytics.IsBot(ua) || !analytics.Counted(path) || !strings.HasPrefix(path, "/") {
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
	day := s.Store.Now().UTC().Format("2006-01-02")
	salt, err := s.daySalt(r, day)
	if err != nil {
		return err
	}
	lang, _ := i18n.PathLang(path)
	e := &storyshelf.Event{Name: name, Path: clip(path, 300), Day: day,
		Visitor: analytics.VisitorHash(salt, s.ClientIP(r), ua, s.SiteURL),
		RefID:   clip(form.RefID, maxRefID), Label: clip(form.Label, 200),
		Referrer: clip(analytics.ReferrerDomain(form.Referrer, hostOf(s.SiteURL)), 200),
		Device:   analytics.DeviceOf(ua), Lang: string(lang)}
	if name == storyshelf.EventPageView && form.Entry == "true" {
		e.UTMSource, e.UTMMedium, e.UTMCampaign = utmTag(form.UtmSource), utmTag(form.UtmMedium), utmTag(form.UtmCampaign)
		e.Source = analytics.SourceOf(e.Referrer, e.UTMSource, e.UTMMedium)
	}
	if form.Success != nil {
		b := *form.Success == "true"
		e.Success = &b
	}
	known, err := s.knownRefs(r.Context())
	if err != nil {
		return err
	}
	known.Fold(e)
	if err := s.Store.RecordEvent(r.Context(), e); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// knownRefs is what the statistics count by, as of the content version
// now: read again after any write to the catalogue, by the one request that
// finds it out of date while the others wait for it.
func (s *Site) knownRefs(ctx context.Context) (*storyshelf.KnownRefs, error) {
	version, err := s.reads.Version(ctx)
	if err != nil {
		return nil, err
	}
	s.known.mu.Lock()
	defer s.known.mu.Unlock()
	if s.known.refs != nil && s.known.version == version {
		return s.known.refs, nil
	}
	refs, err := s.Store.KnownRefs(ctx)
	if err != nil {
		return nil, err
	}
	s.known.version, s.known.refs = version, refs
	return refs, nil
}

func (s *Site) daySalt(r *http.Request, day string) (string, error) {
	s.salts.mu.Lock()
	defer s.salts.mu.Unlock()
	if s.salts.day == day {
		return s.salts.salt, nil
	}
	salt, err := s.Store.DailySalt(r.Context(), day)
	if err != nil {
		return "", err
	}
	s.salts.day, s.salts.salt = day, salt
	return salt, nil
}

// utmTag is a campaign tag as the statistics keep it: at most
// storyshelf.MaxUTM characters, without "|", which joins the three tags into
// one campaign's key, and without control characters.
func utmTag(v string) string {
	v = strings.Map(func(r rune) rune {
		if r == '|' || unicode.IsControl(r) {
			return ' '
		}
		return r
	}, v)
	v = strings.TrimSpace(v)
	if runes := []rune(v); len(runes) > storyshelf.MaxUTM {
		v = strings.TrimSpace(string(runes[:storyshelf.MaxUTM]))
	}
	return v
}

// hostOf is an address's host[:port]; the site's own comes from its
// configured address, never from the request's Host header.
func hostOf(address string) string {
	u, err := url.Parse(address)
	if err != nil {
		return ""
	}
	return u.Host
}

// clip cuts s to at most n bytes, never inside a character: PostgreSQL
// refuses text that is not valid UTF-8.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
