package storyshelf

import "time"

// Multimedia types.
const (
	MultimediaVideo = "video"
	MultimediaAudio = "audio"
)

// Multimedia is a video or a song tied to a book.
type Multimedia struct {
	ID          string    `json:"id"`
	BookID      string    `json:"bookId"`
	Type        string    `json:"type"`
	Title       string    `json:"title"`
	Description string    `json:"description"`
	URL         string    `json:"url"`
	Thumbnail   string    `json:"thumbnail"`
	Lyrics      string    `json:"lyrics"`
	CreatedAt   time.Time `json:"createdAt"`
}
