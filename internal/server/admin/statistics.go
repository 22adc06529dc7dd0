package admin

import (
	"context"
	"net/http"
	"strconv"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) statisticsRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/statistics", Handler: s.handleAdminStatistics},
	}
}

// statisticsTop is how many pages, books and files each list of the report
// shows.
const statisticsTop = 20

// GET /api/admin/statistics?days=7|30|90|365, or ?from=YYYY-MM-DD&to=YYYY-MM-DD
//
// The site's own statistics for the last days (30 when not given) or the
// chosen dates, each count beside the period of the same length just before:
// visits and unique visitors for every day, top pages and books, kit and
// material downloads, form submissions, languages, where visitors came from
// (sources, referring sites, campaigns), devices, store clicks and each
// book's funnel. `storyshelf stats` prints the same report. Pages, books,
// kits and materials are labelled with their names and titles.
func (s *Admin) handleAdminStatistics(w http.ResponseWriter, r *http.Request) error {
	report, err := s.statistics(r)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, report)
	return nil
}

// statistics is the report for the period a request asks for.
func (s *Admin) statistics(r *http.Request) (*storyshelf.Statistics, error) {
	p, err := s.statisticsPeriod(r)
	if err != nil {
		return nil, err
	}
	report, err := s.Store.StatisticsFor(r.Context(), p, statisticsTop)
	if err != nil {
		return nil, err
	}
	if err := s.namePages(r.Context(), report.Pages); err != nil {
		return nil, err
	}
	return report, nil
}

// statisticsPeriod reads ?days= (30 when neither it nor the dates are given)
// or ?from=&to=.
func (s *Admin) statisticsPeriod(r *http.Request) (storyshelf.Period, error) {
	q := r.URL.Query()
	today := s.Store.Now()
	if q.Get("from") != "" || q.Get("to") != "" {
		return storyshelf.ParsePeriod(q.Get("from"), q.Get("to"), today)
	}
	days := 30
	if v := q.Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > storyshelf.MaxPeriodDays {
			return storyshelf.Period{}, storyshelf.FieldError("days", storyshelf.MsgPeriodDays)
		}
		days = n
	}
	return storyshelf.LastDays(today, days), nil
}

// pageNames are the site's pages as its menus name them, by storyshelf.PageOf's kinds.
var pageNames = map[string]string{
	"home": "Home", "books": "All Books", "about": "About the author", "contact": "Contact",
	"privacy-policy": "Privacy Policy",
}

// namePages labels each counted page (its key is its path) with what the
// owner knows it by: the page's name, its book's title on a book's pages, and
// "Spanish site" beside a page of /es/; every page the site does not know
// is "Other pages" (storyshelf.Other). A path that is no page of the site,
// counted before such paths were folded, keeps its path.
func (s *Admin) namePages(ctx context.Context, pages []storyshelf.Count) error {
	var titles map[string]string // book titles by short id, read once when needed
	for i, p := range pages {
		if p.Key == storyshelf.Other {
			pages[i].Label = "Other pages"
			continue
		}
		lang, path := i18n.PathLang(p.Key)
		kind, ref := storyshelf.PageOf(path)
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
