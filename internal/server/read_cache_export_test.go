package server

import "github.com/storyshelf/storyshelf/internal/server/readcache"

// Bounds of the read cache, for tests.
const (
	MaxCacheBytesForTest      = readcache.MaxBytesForTest
	MaxQueryCacheBytesForTest = readcache.MaxQueryBytesForTest
)

// ReadCacheStatsForTest is how many answers the read cache keeps, the bytes
// they take, and the bytes of those whose key has a query.
func (s *Server) ReadCacheStatsForTest() (entries int, bytes, queryBytes int64) {
	return s.site.Reads().StatsForTest()
}

// ReadCacheHoldsForTest reports whether the read cache keeps an answer for
// key (a path, a path with its query, "#n" for a random read's variant).
func (s *Server) ReadCacheHoldsForTest(key string) bool { return s.site.Reads().HoldsForTest(key) }

// ShrinkReadCacheForTest sets the read cache's bounds (see
// readcache.Cache.ShrinkForTest).
func (s *Server) ShrinkReadCacheForTest(total, queries int64) {
	s.site.Reads().ShrinkForTest(total, queries)
}
