package site

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/server/preview"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// cachedRead serves read from the read cache (readcache.Cache.Read), its
// errors answered as any handler's. A preview's answer shows a draft: built
// for its link's holder alone, never kept (package preview).
func (s *Site) cachedRead(variants int, read toolkit.Handler, params ...string) toolkit.Handler {
	h := s.Answer(read)
	cached := s.reads.Read(h, variants, params...)
	return toolkit.Writes(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			if ctx, ok := preview.Context(r, s.Store, s.Logger); ok {
				h(preview.NoStore{ResponseWriter: w}, r.WithContext(ctx))
				return
			}
		}
		cached(w, r)
	})
}
