package server

import "time"

// StopLimitClocksForTest stops the clock of the per-instance rate limits, so
// no request is let through by a refill however slowly a test runs.
func (s *Server) StopLimitClocksForTest() {
	stopped := time.Now()
	for _, l := range []*limiter{s.newsletterLimit, s.unsubscribeLimit, s.contactLimit, s.eventLimit, s.authLimit, s.challengeLimit} {
		l.mu.Lock()
		l.now = func() time.Time { return stopped }
		l.mu.Unlock()
	}
}
