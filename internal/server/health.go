package server

import (
	"context"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
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
		s.Logger.ErrorContext(ctx, "health check failed", "err", err)
		toolkit.WriteJSON(w, http.StatusServiceUnavailable, toolkit.ErrorBody{Error: toolkit.ErrorDetail{
			Code: storyshelf.EINTERNAL, Message: "The database is not answering."}})
		return
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok", "database": s.Store.Dialect()})
}

// GET /readyz
//
// Answers 200 when both the database and the file storage answer, so a load
// balancer sends visitors only to an instance that can serve them whole.
func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	w.Header().Set("Cache-Control", "no-store")
	checks := []struct {
		name  string
		check func(context.Context) error
	}{{"database", s.Store.Ping}, {"storage", s.Blobs.Check}}
	for _, c := range checks {
		if err := c.check(ctx); err != nil {
			s.Logger.ErrorContext(ctx, "readiness check failed", "part", c.name, "err", err)
			toolkit.WriteJSON(w, http.StatusServiceUnavailable, toolkit.ErrorBody{Error: toolkit.ErrorDetail{Code: storyshelf.EINTERNAL,
				Message: "The " + c.name + " is not answering.", RequestID: toolkit.RequestIDFrom(ctx)}})
			return
		}
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"status": "ready", "database": s.Store.Dialect()})
}
