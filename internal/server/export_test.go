package server

import "net/http"

// HandleForTest adds a route, for tests that need a handler of their own.
func (s *Server) HandleForTest(pattern string, h http.HandlerFunc) {
	s.mux.HandleFunc(pattern, h)
}
