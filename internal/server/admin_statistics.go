package server

import (
	"context"
	"net/http"
	"strconv"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// statisticsTop is how many pages, books and files each list of the report
// shows.
const statisticsTop = 20

// GET /api/admin/statistics?days=7|30|90
//
// The site's own statistics for the last days (30 when not given): visits
// and unique visitors for every day, top pages and books, kit and material
// downloads, form submissions. `storyshelf stats` prints the same report.
// Pages, books, kits and materials are labelled with their names and titles.
func (s *Server) handleAdminStatistics(w http.ResponseWriter, r *http.Request) error {
	days := 30
	if v := r.URL.Query().Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 366 {
			return storyshelf.FieldError("days", "Choose a period of 1 to 366 days.")
		}
		days = n
	}
	report, err := s.Store.Statistics(r.Context(), days, statisticsTop)
	if err != nil {
		return err
	}
	if err := s.namePages(r.Context(), report.Pages); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, report)
	return nil
}

// pageNames are the site's pages as its menus name them, by pageOf's kinds.
var pageNames = map[string]string{
	"home": "Home", "books": "All Books", "about": "About the author", "contact": "Contact",
	"privacy-policy": "Privacy Policy",
}

// namePages labels each counted page (its key is its path) with what the
// owner knows it by: the page's name, its book's title on a book's pages, and
// "Spanish site" beside a page of /es/. A path that is no page of the site
// keeps its path.
func (s *Server) namePages(ctx context.Context, pages []storyshelf.Count) error {
	var titles map[string]string // book titles by short id, read once when needed
	for i, p := range pages {
		lang, path := langOf(p.Key)
		kind, ref := pageOf(path)
		name := pageNames[kind]
		if kind == "book" || kind == "multimedia" {
			if titles == nil {
				books, err := s.Store.Books(ctx)
				if err != nil {
					return err
				}
				titles = map[string]string{}
				for _, b := range books {
					titles[storyshelf.ShortID(b.ID)] = b.Title
				}
			}
			name = "A removed book"
			if _, short, err := storyshelf.ParseSlugWithID(ref); err == nil && titles[short] != "" {
				name = titles[short]
			}
			if kind == "multimedia" {
				name = "Videos & Songs: " + name
			}
		}
		if name == "" {
			continue
		}
		pages[i].Label = name
		if lang == i18n.Spanish {
			pages[i].Detail = "Spanish site"
		}
	}
	return nil
}
