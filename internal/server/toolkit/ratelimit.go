package toolkit

import (
	"math"
	"net/http"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Limiter keeps a token bucket per client address. It is per instance, which
// is enough to stop a bot hammering a public form; the login limits that must
// hold across instances live in the database.
type Limiter struct {
	mu      sync.Mutex
	every   time.Duration
	burst   int
	clients map[string]*client
	sweep   time.Time
	now     func() time.Time // time.Now; tests that count refusals stop it
}

type client struct {
	bucket *rate.Limiter
	seen   time.Time
}

// newLimiter allows burst requests at once, then one per every.
func newLimiter(every time.Duration, burst int) *Limiter {
	return &Limiter{every: every, burst: burst, clients: map[string]*client{}, now: time.Now}
}

func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if now.Sub(l.sweep) > time.Minute { // forget quiet clients so the map stays small
		for k, c := range l.clients {
			if now.Sub(c.seen) > 10*time.Minute {
				delete(l.clients, k)
			}
		}
		l.sweep = now
	}
	key = limitKey(key)
	c := l.clients[key]
	if c == nil {
		if len(l.clients) >= maxLimiterClients {
			l.shrink(now)
		}
		c = &client{bucket: rate.NewLimiter(rate.Every(l.every), l.burst)}
		l.clients[key] = c
	}
	c.seen = now
	return c.bucket.AllowN(now, 1)
}

// maxLimiterClients bounds each Limiter's map, whatever number of addresses
// a stranger cycles through. An entry is about 250 bytes (bucket, key, map
// slot), so a full Limiter is about 2.5 MiB, and the five a server has about
// 12 MiB.
const maxLimiterClients = 10_000

// shrink frees an eighth of a full map. It forgets first the clients whose
// bucket has refilled (forgetting them changes nothing), then those that
// spent at most one request's worth (a stranger's one-off addresses), and
// only then any others; a client being held back is the last to go.
func (l *Limiter) shrink(now time.Time) {
	target := maxLimiterClients * 7 / 8
	for _, keep := range []float64{float64(l.burst), float64(l.burst - 1), math.Inf(-1)} {
		for k, c := range l.clients {
			if len(l.clients) <= target {
				return
			}
			if c.bucket.TokensAt(now) >= keep {
				delete(l.clients, k)
			}
		}
	}
}

// ErrTooManyRequests answers a client over a route's rate limit.
var ErrTooManyRequests = storyshelf.Fail(storyshelf.ETOOMANYREQUESTS, msgTooManyRequests)

var msgTooManyRequests = storyshelf.Msg{Key: "api.tooManyRequests", Text: "Too many requests. Please wait a minute and try again."}

// Limit wraps a handler with a per-client rate limit.
func (d *Deps) Limit(l *Limiter, next Handler) Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		if !l.Allow(d.ClientKey(r)) {
			w.Header().Set("Retry-After", "60")
			return ErrTooManyRequests
		}
		return next(w, r)
	}
}

// Limits are the per-instance rate limits of the site's routes, each a
// bucket per client.
type Limits struct {
	Newsletter, Unsubscribe, Contact, Event, Auth *Limiter
	// A passkey sign-in starts on its own each time the login page opens
	// (the email field's suggestion), so it has a bucket of its own and
	// never spends the one passwords and reset links draw on.
	Passkey   *Limiter
	Challenge *Limiter
}

// NewLimits are the site's limits.
func NewLimits() Limits {
	return Limits{
		Newsletter:  newLimiter(10*time.Second, 10),
		Unsubscribe: newLimiter(2*time.Second, 10),
		Contact:     newLimiter(2*time.Minute, 5),
		Event:       newLimiter(time.Second, 60),
		Auth:        newLimiter(time.Second, 30),
		Passkey:     newLimiter(time.Second, 30),
		Challenge:   newLimiter(100*time.Millisecond, 60),
	}
}

// RelaxForTest lifts the limit, for test sweeps that send many requests
// from one address. Only tests call it.
func (l *Limiter) RelaxForTest() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.every, l.burst, l.clients = time.Nanosecond, 1<<30, map[string]*client{}
}

// StopClockForTest stops the limit's clock at now, so no request is let
// through by a refill however slowly a test runs. Only tests call it.
func (l *Limiter) StopClockForTest(now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.now = func() time.Time { return now }
}
