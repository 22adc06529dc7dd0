package site

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"golang.org/x/sync/singleflight"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/media"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// storedCover is the key of an uploaded cover, which has widths.
var storedCover = regexp.MustCompile(`^covers/[0-9a-f]{24}\.(png|jpg|gif|webp)$`)

// coverSrcSet is the srcset of an uploaded cover's widths, written as the app
// writes it (web/src/lib/cover-image.ts), or "" for a cover that has none (a
// web or data: address).
func coverSrcSet(url string) string {
	key := blob.KeyFromURL(url)
	if !storedCover.MatchString(key) {
		return ""
	}
	var parts []string
	for _, w := range media.CoverWidths {
		parts = append(parts, fmt.Sprintf("%s %dw", blob.URLForKey(media.CoverWidthKey(key, w)), w))
	}
	return strings.Join(parts, ", ")
}

// coverWidthsMade makes a cover's widths at most once at a time, for covers
// stored before widths existed (and the demo's).
var coverWidthsMade singleflight.Group

// brokenCovers remembers covers whose widths cannot be made (not an image,
// cut short, too large to decode): keys name their content, so that never
// changes, and asking again answers at once instead of decoding again.
var brokenCovers = newKeySet(1024)

var errNoFile = storyshelf.Fail(storyshelf.ENOTFOUND, storyshelf.MsgFileNotFound)

// openCoverWidth opens a width of a cover, making the widths first when the
// cover is there but its widths are not. A width that cannot be made is not
// found.
func (s *Site) openCoverWidth(ctx context.Context, key string) (blob.File, error) {
	f, err := s.Blobs.Open(ctx, key)
	base, _, ok := media.ParseCoverWidthKey(key)
	if !ok || storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
		return f, err
	}
	if brokenCovers.has(base) {
		return nil, errNoFile
	}
	_, err, _ = coverWidthsMade.Do(base, func() (any, error) {
		for _, ext := range media.ImageExts {
			orig, err := s.Blobs.Open(ctx, base+ext)
			if err != nil {
				continue
			}
			defer orig.Close()
			if _, _, checkErr := media.Check(orig, "", true); checkErr != nil {
				err = fmt.Errorf("%w: %v", media.ErrUndecodable, checkErr)
			} else {
				err = media.StoreCoverWidths(ctx, s.Blobs, base+ext, orig)
			}
			if errors.Is(err, media.ErrUndecodable) {
				s.Logger.WarnContext(ctx, "cover widths cannot be made", "key", base+ext, "err", err)
				brokenCovers.add(base)
				return nil, errNoFile
			}
			return nil, err
		}
		return nil, errNoFile
	})
	if err != nil {
		return nil, err
	}
	return s.Blobs.Open(ctx, key)
}

// keySet is a set of at most max keys; past it, the oldest are forgotten.
type keySet struct {
	mu    sync.Mutex
	max   int
	keys  map[string]bool
	order []string
}

func newKeySet(max int) *keySet {
	return &keySet{max: max, keys: map[string]bool{}}
}

func (k *keySet) has(key string) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.keys[key]
}

func (k *keySet) add(key string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.keys[key] {
		return
	}
	if len(k.order) >= k.max {
		delete(k.keys, k.order[0])
		k.order = k.order[1:]
	}
	k.keys[key] = true
	k.order = append(k.order, key)
}
