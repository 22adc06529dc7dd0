package hosted

import (
	"encoding/base64"
	"net/url"
	"path"
	"strings"
)

// An address as the old site stored it in a row.
type address struct {
	kind   addressKind
	bucket string // addrBucket: the storage bucket
	name   string // addrBucket: the file's path in it; addrDownloads: the file name
	data   []byte // addrData: the inline file
	mime   string // addrData: its declared type
}

type addressKind int

const (
	addrNone      addressKind = iota // empty
	addrBucket                       // a public URL into one of the old storage buckets
	addrDownloads                    // the old site's /downloads/{filename} fallback (admin spec §7)
	addrData                         // an inline base64 data: URL
	addrOutside                      // any other web address: kept as it is
	addrBroken                       // something no browser could open
)

// storagePaths are where the hosted storage serves public files: as they are,
// and through its image transformer.
var storagePaths = []string{"/storage/v1/object/public/", "/storage/v1/render/image/public/"}

// parseAddress sorts an old address. The query of a bucket URL (the hero
// image's ?t=… cache buster) is not part of the file.
func parseAddress(s string) address {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return address{kind: addrNone}
	case strings.HasPrefix(s, "data:"):
		meta, payload, ok := strings.Cut(strings.TrimPrefix(s, "data:"), ",")
		mime, isBase64 := strings.CutSuffix(meta, ";base64")
		if !ok || !isBase64 {
			return address{kind: addrBroken}
		}
		data, err := base64.StdEncoding.DecodeString(payload)
		if err != nil {
			return address{kind: addrBroken}
		}
		return address{kind: addrData, data: data, mime: mime}
	case strings.HasPrefix(s, "/downloads/"):
		name := strings.TrimPrefix(s, "/downloads/")
		if unescaped, err := url.PathUnescape(name); err == nil {
			name = unescaped
		}
		if name == "" || strings.Contains(name, "/") {
			return address{kind: addrBroken}
		}
		return address{kind: addrDownloads, name: name}
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return address{kind: addrBroken}
	}
	for _, prefix := range storagePaths {
		if i := strings.Index(u.Path, prefix); i >= 0 {
			bucket, name, ok := strings.Cut(u.Path[i+len(prefix):], "/")
			if ok && bucket != "" && name != "" {
				return address{kind: addrBucket, bucket: bucket, name: name}
			}
		}
	}
	return address{kind: addrOutside}
}

// fileName is the name the file had, for its extension and the report.
func (a address) fileName() string {
	return path.Base(a.name)
}
