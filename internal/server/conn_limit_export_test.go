package server

// ConnCountsForTest is how many connections Serve holds open, in all and per
// client address (trusted proxies are not listed).
func (s *Server) ConnCountsForTest() (int, map[string]int) {
	l := s.conns.Load()
	if l == nil {
		return 0, nil
	}
	total, per := l.counts()
	out := make(map[string]int, len(per))
	for p, n := range per {
		out[p.Addr().String()] = n
	}
	return total, out
}
