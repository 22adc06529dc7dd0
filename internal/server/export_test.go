package server

import (
	"context"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/auth"
)

// HandleForTest adds a route, for tests that need a handler of their own.
func (s *Server) HandleForTest(pattern string, h http.HandlerFunc) {
	s.mux.HandleFunc(pattern, h)
}

// RoutePatterns lists the route table's patterns, for tests that walk it.
func (s *Server) RoutePatterns() []string {
	var out []string
	for _, r := range s.routeTable() {
		out = append(out, r.pattern)
	}
	return out
}

// SignerForTest is the server's access-token signer.
func (s *Server) SignerForTest(t interface{ Fatal(...any) }) auth.Signer {
	sg, err := s.signer(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return sg
}
