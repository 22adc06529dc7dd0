package storyshelf_test

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestVideoLink(t *testing.T) {
	for _, c := range []struct{ url, host, id string }{
		{"https://www.youtube.com/watch?v=M7lc1UVf-VE", "youtube", "M7lc1UVf-VE"},
		{"https://youtu.be/M7lc1UVf-VE?t=30", "youtube", "M7lc1UVf-VE"},
		{"https://m.youtube.com/shorts/M7lc1UVf-VE", "youtube", "M7lc1UVf-VE"},
		{"https://www.youtube-nocookie.com/embed/M7lc1UVf-VE", "youtube", "M7lc1UVf-VE"},
		{"https://www.youtube.com/watch?v=short", "", ""},
		{"https://www.youtube.com/@storyshelfbooks", "", ""},
		{"https://vimeo.com/76979871", "vimeo", "76979871"},
		{"https://vimeo.com/channels/staffpicks/76979871", "vimeo", "76979871"},
		{"https://player.vimeo.com/video/76979871?h=abc", "vimeo", "76979871"},
		{"https://vimeo.com/about/76979871", "", ""},
		{"/files/materials/read-along.mp4", "", ""},
		{"javascript:alert(1)//youtu.be/M7lc1UVf-VE", "", ""},
	} {
		if host, id := storyshelf.VideoLink(c.url); host != c.host || id != c.id {
			t.Errorf("VideoLink(%q) = %q, %q; want %q, %q", c.url, host, id, c.host, c.id)
		}
	}
}

// A YouTube or Vimeo video is saved without a thumbnail: YouTube's own
// picture is used, and Vimeo's stays empty (issue 27). Anything else still
// needs one, as the spec says.
func TestValidateMultimediaThumbnailFromTheVideo(t *testing.T) {
	valid := func(m storyshelf.Multimedia) (storyshelf.Multimedia, error) {
		m.BookID, m.Title, m.Description = "b1", "Read-Along", "Watch"
		err := storyshelf.ValidateMultimedia(&m)
		return m, err
	}
	const ytPicture = "https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg"

	t.Run("YouTube", func(t *testing.T) {
		m, err := valid(storyshelf.Multimedia{Type: "video", URL: " https://youtu.be/M7lc1UVf-VE "})
		if err != nil || m.Thumbnail != ytPicture {
			t.Fatalf("%q %v", m.Thumbnail, err)
		}
	})
	t.Run("OwnPictureKept", func(t *testing.T) {
		m, err := valid(storyshelf.Multimedia{Type: "video", URL: "https://youtu.be/M7lc1UVf-VE", Thumbnail: "/files/images/mine.png"})
		if err != nil || m.Thumbnail != "/files/images/mine.png" {
			t.Fatalf("%q %v", m.Thumbnail, err)
		}
	})
	t.Run("FollowsANewLink", func(t *testing.T) {
		m, err := valid(storyshelf.Multimedia{Type: "video", URL: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", Thumbnail: ytPicture})
		if err != nil || m.Thumbnail != "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" {
			t.Fatalf("%q %v", m.Thumbnail, err)
		}
	})
	t.Run("Vimeo", func(t *testing.T) {
		m, err := valid(storyshelf.Multimedia{Type: "video", URL: "https://vimeo.com/76979871", Thumbnail: ytPicture})
		if err != nil || m.Thumbnail != "" {
			t.Fatalf("%q %v", m.Thumbnail, err)
		}
	})
	for name, m := range map[string]storyshelf.Multimedia{
		"VideoFile":             {Type: "video", URL: "/files/materials/read-along.mp4"},
		"Song":                  {Type: "audio", URL: "https://youtu.be/M7lc1UVf-VE"},
		"YouTubePictureOfAFile": {Type: "video", URL: "/files/materials/read-along.mp4", Thumbnail: ytPicture},
	} {
		t.Run("Needed"+name, func(t *testing.T) {
			_, err := valid(m)
			if storyshelf.ErrorFields(err)["thumbnail"] != storyshelf.MsgMultimediaRequired {
				t.Fatalf("%v", err)
			}
		})
	}
}
