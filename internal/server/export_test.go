package server

import (
	"context"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/site"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// HandleForTest adds a route, for tests that need a handler of their own.
func (s *Server) HandleForTest(pattern string, h http.HandlerFunc) {
	s.mux.HandleFunc(pattern, h)
}

// RoutePatterns lists the route table's patterns, for tests that walk it.
func (s *Server) RoutePatterns() []string {
	var out []string
	for _, r := range s.routeTable() {
		out = append(out, r.Pattern)
	}
	return out
}

// SignerForTest is the server's access-token signer.
func (s *Server) SignerForTest(t interface{ Fatal(...any) }) auth.Signer {
	sg, err := s.signIn.SignerForTest(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return sg
}

// SetLoginSlowdownForTest shortens the wait an account under attack imposes.
func (s *Server) SetLoginSlowdownForTest(d time.Duration) { s.signIn.SetSlowdownForTest(d) }

// RelaxLimitsForTest lifts the per-instance rate limits, for sweeps that send
// many requests from one address.
func (s *Server) RelaxLimitsForTest() {
	for _, l := range []*toolkit.Limiter{s.Limits.Newsletter, s.Limits.Unsubscribe, s.Limits.Contact, s.Limits.Event, s.Limits.Auth, s.Limits.Passkey} {
		l.RelaxForTest()
	}
}

// CachedReadForTest wraps h in the read cache, as the route table does.
func (s *Server) CachedReadForTest(variants int, h http.HandlerFunc, params ...string) http.HandlerFunc {
	return s.site.CachedReadForTest(variants, h, params...)
}

// WaitHandedOffForTest returns once the work requests handed off after
// answering (reset mails) is done.
func (s *Server) WaitHandedOffForTest() { s.signIn.Wait() }

// HoldHandedOffForTest keeps handed-off work from starting until the
// returned func is called, so a test can see what a request did before it
// answered.
func (s *Server) HoldHandedOffForTest() (release func()) {
	return s.signIn.HoldHandedOffForTest()
}

// PublicAnswersForTest lists the server's own messages a public form can
// answer with, beside the domain's.
var PublicAnswersForTest = site.PublicAnswersForTest

// HistoryKindsForTest lists the kinds the History filter offers.
func HistoryKindsForTest() []string { return storyshelf.HistoryKinds }

// UploadPurposesForTest lists what an upload may say it is for.
var UploadPurposesForTest = history.UploadPurposes
