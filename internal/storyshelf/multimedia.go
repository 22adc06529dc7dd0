package storyshelf

import (
	"strings"
	"time"
)

// Multimedia types.
const (
	MultimediaVideo = "video"
	MultimediaAudio = "audio"
)

// Multimedia is a video or a song tied to a book.
type Multimedia struct {
	ID          string `json:"id"`
	BookID      string `json:"bookId"`
	Type        string `json:"type"`
	Title       string `json:"title"`
	Description string `json:"description"`
	// The Spanish title and description; empty means not written, and the
	// Spanish site shows the English (marked as English).
	TitleEs       string    `json:"titleEs"`
	DescriptionEs string    `json:"descriptionEs"`
	URL           string    `json:"url"`
	Thumbnail     string    `json:"thumbnail"`
	Lyrics        string    `json:"lyrics"`
	CreatedAt     time.Time `json:"createdAt"`
	Publishing
}

// Multimedia form messages (admin spec §5, §8).
var (
	MsgMultimediaNotFound = Msg{Key: "server.multimediaNotFound", Text: "Video or song not found."}
	MsgMultimediaRequired = Msg{Key: "server.multimediaRequired", Text: "Please provide a title, description, and either a URL or file upload for both content and thumbnail"}
	MsgMultimediaType     = Msg{Key: "server.multimediaType", Text: "Choose video or audio."}
)

// ValidateMultimedia trims and checks the Videos & Songs form (admin spec
// §5). Lyrics belong to songs only. A YouTube or Vimeo video needs no
// thumbnail: see videoThumbnail.
func ValidateMultimedia(m *Multimedia) error {
	for _, f := range []*string{&m.BookID, &m.Title, &m.TitleEs, &m.Description, &m.DescriptionEs, &m.URL, &m.Thumbnail, &m.Lyrics} {
		*f = strings.TrimSpace(*f)
	}
	if m.Type == "" {
		m.Type = MultimediaVideo // admin spec §9: default type
	}
	if m.Type != MultimediaAudio {
		m.Lyrics = ""
	}
	fields := map[string]Msg{}
	if m.BookID == "" {
		fields["bookId"] = MsgSelectBook
	}
	if m.Type != MultimediaVideo && m.Type != MultimediaAudio {
		fields["type"] = MsgMultimediaType
	}
	required := map[string]string{"title": m.Title, "description": m.Description, "url": m.URL}
	// A YouTube or Vimeo video's picture comes from the video itself.
	if videoThumbnail(m) {
		required["thumbnail"] = m.Thumbnail
	}
	for key, value := range required {
		if value == "" {
			fields[key] = MsgMultimediaRequired
		}
	}
	for key, value := range map[string]string{"url": m.URL, "thumbnail": m.Thumbnail} {
		if value != "" && !IsFileRef(value) {
			fields[key] = MsgInvalidLink
		}
	}
	return FieldErrors(fields, "bookId", "title", "description", "url", "thumbnail", "type")
}
