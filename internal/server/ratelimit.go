package server

import (
	"net/http"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// limiter keeps a token bucket per client address. It is per instance, which
// is enough to stop a bot hammering a public form; the login limits that must
// hold across instances live in the database.
type limiter struct {
	mu      sync.Mutex
	every   time.Duration
	burst   int
	clients map[string]*client
	sweep   time.Time
}

type client struct {
	bucket *rate.Limiter
	seen   time.Time
}

// newLimiter allows burst requests at once, then one per every.
func newLimiter(every time.Duration, burst int) *limiter {
	return &limiter{every: every, burst: burst, clients: map[string]*client{}}
}

func (l *limiter) allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	if now.Sub(l.sweep) > time.Minute { // forget quiet clients so the map stays small
		for k, c := range l.clients {
			if now.Sub(c.seen) > 10*time.Minute {
				delete(l.clients, k)
			}
		}
		l.sweep = now
	}
	c := l.clients[key]
	if c == nil {
		c = &client{bucket: rate.NewLimiter(rate.Every(l.every), l.burst)}
		l.clients[key] = c
	}
	c.seen = now
	return c.bucket.Allow()
}

var errTooManyRequests = storyshelf.Errorf(storyshelf.ETOOMANYREQUESTS, "Too many requests. Please wait a minute and try again.")

// limit wraps a handler with a per-client rate limit and a body size limit.
func (s *Server) limit(l *limiter, maxBody int64, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !l.allow(s.clientIP(r)) {
			w.Header().Set("Retry-After", "60")
			s.writeError(w, r, errTooManyRequests)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		next(w, r)
	}
}
