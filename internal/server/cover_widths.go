package server

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"

	"golang.org/x/sync/singleflight"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/media"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// storedCoverURL is the address of an uploaded cover, which has widths.
var storedCoverURL = regexp.MustCompile(`^/files/(covers/[0-9a-f]{24}\.(png|jpg|gif|webp))$`)

// coverSrcSet is the srcset of an uploaded cover's widths, written as the app
// writes it (web/src/lib/cover-image.ts), or "" for a cover that has none (a
// web or data: address).
func coverSrcSet(url string) string {
	m := storedCoverURL.FindStringSubmatch(url)
	if m == nil {
		return ""
	}
	var parts []string
	for _, w := range media.CoverWidths {
		parts = append(parts, fmt.Sprintf("/files/%s %dw", media.CoverWidthKey(m[1], w), w))
	}
	return strings.Join(parts, ", ")
}

// coverWidthsMade makes a cover's widths at most once at a time, for covers
// stored before widths existed (and the demo's).
var coverWidthsMade singleflight.Group

// openCoverWidth opens a width of a cover, making the widths first when the
// cover is there but its widths are not.
func (s *Server) openCoverWidth(ctx context.Context, key string) (blob.File, error) {
	f, err := s.Blobs.Open(ctx, key)
	base, _, ok := media.ParseCoverWidthKey(key)
	if !ok || storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
		return f, err
	}
	_, err, _ = coverWidthsMade.Do(base, func() (any, error) {
		for _, ext := range media.ImageExts {
			orig, err := s.Blobs.Open(ctx, base+ext)
			if err != nil {
				continue
			}
			defer orig.Close()
			if _, _, err := media.Check(orig, "", true); err != nil {
				return nil, err
			}
			orig.Seek(0, io.SeekStart)
			return nil, media.StoreCoverWidths(ctx, s.Blobs, base+ext, orig)
		}
		return nil, storyshelf.Errorf(storyshelf.ENOTFOUND, "File not found.")
	})
	if err != nil {
		return nil, err
	}
	return s.Blobs.Open(ctx, key)
}
