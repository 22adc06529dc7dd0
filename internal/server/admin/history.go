package admin

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) historyRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/history", Handler: s.handleHistory, Owner: true},
	}
}

// What a History filter the screen could not have sent is told; the dates'
// are the statistics' words.
var (
	msgHistoryKind  = storyshelf.Msg{Key: "server.historyKind", Text: "Choose a kind from the list."}
	msgHistoryOrder = storyshelf.Msg{Key: "server.historyOrder", Text: "The end date must come after the start date."}
	msgPageNumber   = storyshelf.Msg{Key: "server.pageNumber", Text: "Choose a page number."}
)

// GET /api/admin/history?person=&kind=&from=&to=&page=
//
// One page of History (50 records), newest first, with the people and kinds
// the filters offer. from and to are days (YYYY-MM-DD, to included) or
// times (RFC 3339, to excluded), so the screen can send the owner's own
// midnight.
func (s *Admin) handleHistory(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := storyshelf.HistoryFilter{Person: strings.TrimSpace(q.Get("person")), Kind: q.Get("kind")}
	if f.Kind != "" && !slices.Contains(storyshelf.HistoryKinds, f.Kind) {
		return storyshelf.FieldError("kind", msgHistoryKind)
	}
	var err error
	if f.From, err = historyTime(q.Get("from"), false); err != nil {
		return storyshelf.FieldError("from", storyshelf.MsgPeriodFrom)
	}
	if f.To, err = historyTime(q.Get("to"), true); err != nil {
		return storyshelf.FieldError("to", storyshelf.MsgPeriodTo)
	}
	if !f.From.IsZero() && !f.To.IsZero() && !f.From.Before(f.To) {
		return storyshelf.FieldError("to", msgHistoryOrder)
	}
	page := 1
	if p := q.Get("page"); p != "" {
		if page, err = strconv.Atoi(p); err != nil || page < 1 || page > 1_000_000 {
			return storyshelf.FieldError("page", msgPageNumber)
		}
	}
	p, err := s.Store.History(r.Context(), f, page, storyshelf.HistoryPageSize)
	if err != nil {
		return err
	}
	p.Kinds = storyshelf.HistoryKinds
	p.KeptDays = s.HistoryDays
	toolkit.WriteJSON(w, http.StatusOK, p)
	return nil
}

// historyTime reads a filter's day or time; a day as the end of a range
// means up to the end of that day.
func historyTime(v string, end bool) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.RFC3339, v); err == nil && t.Year() >= 1 && t.Year() <= 9999 {
		return t, nil
	}
	t, err := time.Parse(time.DateOnly, v)
	if err != nil {
		return time.Time{}, err
	}
	if end {
		t = t.AddDate(0, 0, 1)
	}
	return t, nil
}
