package server

import (
	"context"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// GET /healthz
//
// Answers 200 when the database answers, for load balancers and uptime checks.
func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	w.Header().Set("Cache-Control", "no-store")
	if err := s.Store.Ping(ctx); err != nil {
		s.Logger.Error("health check failed", "err", err)
		writeJSON(w, http.StatusServiceUnavailable, errorBody{errorDetail{
			Code: storyshelf.EINTERNAL, Message: "The database is not answering."}})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok", "database": s.Store.Dialect()})
}
