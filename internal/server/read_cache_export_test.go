package server

// Bounds of the read cache, for tests.
const (
	MaxCacheBytesForTest      = maxCacheBytes
	MaxQueryCacheBytesForTest = maxQueryCacheBytes
)

// ReadCacheStatsForTest is how many answers the read cache keeps, the bytes
// they take, and the bytes of those whose key has a query.
func (s *Server) ReadCacheStatsForTest() (entries int, bytes, queryBytes int64) {
	s.reads.mu.Lock()
	queryBytes = s.reads.queries.bytes
	s.reads.mu.Unlock()
	entries, bytes = s.reads.stats()
	return entries, bytes, queryBytes
}

// ReadCacheHoldsForTest reports whether the read cache keeps an answer for
// key (a path, a path with its query, "#n" for a random read's variant).
func (s *Server) ReadCacheHoldsForTest(key string) bool {
	s.reads.mu.Lock()
	defer s.reads.mu.Unlock()
	return s.reads.entries[key] != nil
}

// ShrinkReadCacheForTest sets the read cache's bounds to total bytes, queries
// of them for answers whose key has a query: a test fills a small cache with
// a few thousand requests where the real bounds would take tens of thousands,
// each building and compressing its answer.
func (s *Server) ShrinkReadCacheForTest(total, queries int64) {
	s.reads.mu.Lock()
	defer s.reads.mu.Unlock()
	s.reads.pages.budget, s.reads.queries.budget = total-queries, queries
}
