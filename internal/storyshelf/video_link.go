package storyshelf

import (
	"net/url"
	"regexp"
	"strings"
)

// The video hosts whose links play in their own embedded player on a book's
// Videos & Songs page. The web app recognises the same links
// (web/src/lib/media-url.ts).
const (
	VideoYouTube = "youtube"
	VideoVimeo   = "vimeo"
)

var (
	youTubeID = regexp.MustCompile(`^[A-Za-z0-9_-]{11}$`)
	numericID = regexp.MustCompile(`^[0-9]+$`)
	// A picture YouTubeThumbnail made: it follows the video when the link
	// changes.
	youTubeThumbnail = regexp.MustCompile(`^https://i\.ytimg\.com/vi/[A-Za-z0-9_-]{11}/hqdefault\.jpg$`)
	// The folders of vimeo.com whose addresses end in a video's number.
	vimeoFolders = map[string]bool{"channels": true, "groups": true, "album": true, "showcase": true}
)

// VideoLink names the host of a YouTube or Vimeo link and the video's id
// there; "", "" for any other link.
func VideoLink(raw string) (host, id string) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") {
		return "", ""
	}
	name := strings.ToLower(u.Hostname())
	name = strings.TrimPrefix(strings.TrimPrefix(name, "www."), "m.")
	var parts []string
	for _, p := range strings.Split(u.Path, "/") {
		if p != "" {
			parts = append(parts, p)
		}
	}
	first := func(i int) string {
		if i < len(parts) {
			return parts[i]
		}
		return ""
	}
	switch name {
	case "youtu.be":
		id = first(0)
	case "youtube.com", "music.youtube.com", "youtube-nocookie.com":
		switch first(0) {
		case "watch":
			id = u.Query().Get("v")
		case "embed", "shorts", "live", "v":
			id = first(1)
		}
	case "player.vimeo.com":
		if first(0) == "video" && numericID.MatchString(first(1)) {
			return VideoVimeo, first(1)
		}
		return "", ""
	case "vimeo.com":
		// vimeo.com/{id}, /{id}/{hash}, /channels/{name}/{id},
		// /groups/{name}/videos/{id}, /album/{n}/video/{id}
		for i, p := range parts {
			if !numericID.MatchString(p) {
				continue
			}
			if i == 0 || vimeoFolders[parts[0]] {
				return VideoVimeo, p
			}
			break
		}
		return "", ""
	}
	if youTubeID.MatchString(id) {
		return VideoYouTube, id
	}
	return "", ""
}

// YouTubeThumbnail is the picture YouTube itself shows for a video, at an
// address YouTube documents for it.
func YouTubeThumbnail(id string) string {
	return "https://i.ytimg.com/vi/" + id + "/hqdefault.jpg"
}

// videoThumbnail fills in a video's thumbnail from the video itself when the
// owner gave none: YouTube's own picture. A picture made that way follows the
// link when it changes. Vimeo documents no address for its pictures (only an
// answer to ask its servers for), so a Vimeo video keeps an empty thumbnail,
// which the public page shows as a plain placeholder. needsThumbnail is false
// for a YouTube or Vimeo video, true for anything else.
func videoThumbnail(m *Multimedia) (needsThumbnail bool) {
	if m.Type != MultimediaVideo {
		return true
	}
	host, id := VideoLink(m.URL)
	derived := youTubeThumbnail.MatchString(m.Thumbnail)
	switch {
	case host == VideoYouTube && (m.Thumbnail == "" || derived):
		m.Thumbnail = YouTubeThumbnail(id)
	case host != VideoYouTube && derived:
		// The link is no longer YouTube's: its old picture would show another video.
		m.Thumbnail = ""
	}
	return host == ""
}
