package server

import (
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// StopLimitClocksForTest stops the clock of the per-instance rate limits, so
// no request is let through by a refill however slowly a test runs.
func (s *Server) StopLimitClocksForTest() {
	stopped := time.Now()
	for _, l := range []*toolkit.Limiter{s.Limits.Newsletter, s.Limits.Unsubscribe, s.Limits.Contact, s.Limits.Event, s.Limits.Auth, s.Limits.Challenge} {
		l.StopClockForTest(stopped)
	}
}
