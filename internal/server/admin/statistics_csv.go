package admin

import (
	"cmp"
	"net/http"
	"strconv"
	"strings"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) statisticsCSVRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/statistics.csv", Handler: s.handleStatisticsCSV},
	}
}

// statisticsTables are the report's tables a CSV file holds, by the name
// ?table= gives; days and funnel have columns of their own.
var statisticsTables = map[string]func(*storyshelf.Statistics) []storyshelf.Count{
	"pages":     func(r *storyshelf.Statistics) []storyshelf.Count { return r.Pages },
	"books":     func(r *storyshelf.Statistics) []storyshelf.Count { return r.Books },
	"downloads": func(r *storyshelf.Statistics) []storyshelf.Count { return r.Downloads },
	"materials": func(r *storyshelf.Statistics) []storyshelf.Count { return r.MaterialDownloads },
	"forms":     func(r *storyshelf.Statistics) []storyshelf.Count { return r.Forms },
	"languages": func(r *storyshelf.Statistics) []storyshelf.Count { return r.Languages },
	"sources":   func(r *storyshelf.Statistics) []storyshelf.Count { return r.Sources },
	"referrers": func(r *storyshelf.Statistics) []storyshelf.Count { return r.Referrers },
	"campaigns": func(r *storyshelf.Statistics) []storyshelf.Count { return r.Campaigns },
	"devices":   func(r *storyshelf.Statistics) []storyshelf.Count { return r.Devices },
	"stores":    func(r *storyshelf.Statistics) []storyshelf.Count { return r.StoreClicks },
}

// formNames are the site's forms by the names their events carry, as the
// Statistics screen names them.
var formNames = map[string]string{storyshelf.FormContact: "Contact form", storyshelf.FormNewsletter: "Newsletter form",
	storyshelf.FormKit: "Kindness kit form", storyshelf.Other: "Other forms"}

var msgChooseTable = storyshelf.Msg{Key: "server.chooseTable", Text: "Choose a table to download."}

// GET /api/admin/statistics.csv?table=…&days=… (or &from=…&to=…)
//
// One table of the statistics as a spreadsheet, as the Statistics screen
// shows it: a list's name, detail and this and the previous period's counts;
// the days' visits; or the books' funnels. Named
// statistics-<table>-<from>-<to>.csv.
func (s *Admin) handleStatisticsCSV(w http.ResponseWriter, r *http.Request) error {
	table := r.URL.Query().Get("table")
	list, ok := statisticsTables[table]
	if !ok && table != "days" && table != "funnel" {
		return storyshelf.FieldError("table", msgChooseTable)
	}
	report, err := s.statistics(r)
	if err != nil {
		return err
	}
	header := []string{"Name", "Detail", "This period", "Previous period"}
	var rows [][]string
	switch table {
	case "days":
		header = []string{"Day", "Visits", "Unique visitors"}
		for _, d := range report.Days {
			rows = append(rows, []string{d.Day, strconv.Itoa(d.Visits), strconv.Itoa(d.Visitors)})
		}
	case "funnel":
		header = []string{"Book", "Views", "Views in Spanish", "Store clicks", "Material downloads", "Kit sign-ups", "Newsletter sign-ups"}
		for _, f := range report.Funnel {
			rows = append(rows, []string{f.Title, strconv.Itoa(f.Views), strconv.Itoa(f.ViewsEs), strconv.Itoa(f.StoreClicks),
				strconv.Itoa(f.MaterialDownloads), strconv.Itoa(f.KitSignups), strconv.Itoa(f.NewsletterSignups)})
		}
	default:
		for _, c := range list(report) {
			name, detail := c.Label, c.Detail
			if table == "forms" {
				form, outcome, _ := strings.Cut(c.Key, ":")
				name, detail = cmp.Or(formNames[form], form), map[string]string{"ok": "Sent", "failed": "Failed"}[outcome]
			}
			rows = append(rows, []string{cmp.Or(name, c.Key), detail, strconv.Itoa(c.Count), strconv.Itoa(c.Previous)})
		}
	}
	toolkit.WriteCSVFile(w, "statistics-"+table+"-"+report.From+"-"+report.To+".csv", header, rows)
	return nil
}
