package server

import (
	"net/http"
	"strconv"

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
	writeJSON(w, http.StatusOK, report)
	return nil
}
