package analytics

import (
	"strings"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// DeviceOf is the class of device a browser says it runs on (a phone, a
// tablet or a computer) and nothing more of its user agent string.
func DeviceOf(userAgent string) string {
	switch {
	case strings.Contains(userAgent, "iPad"), strings.Contains(userAgent, "Tablet"),
		strings.Contains(userAgent, "Android") && !strings.Contains(userAgent, "Mobile"):
		return storyshelf.DeviceTablet
	case strings.Contains(userAgent, "Mobi"), strings.Contains(userAgent, "iPhone"):
		return storyshelf.DevicePhone
	}
	return storyshelf.DeviceDesktop
}
