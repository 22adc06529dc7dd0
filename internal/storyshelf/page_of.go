package storyshelf

import "strings"

// PageOf names the page a public path (without its language prefix) shows
// (the kinds of the site's pages table, the admin among them), with the
// book's or issue's reference; "" for a path that is no page.
func PageOf(path string) (kind, ref string) {
	seg := strings.Split(strings.Trim(path, "/"), "/")
	switch {
	case path == "/":
		return "home", ""
	case path == "/books", path == "/about", path == "/contact", path == "/privacy-policy":
		return seg[0], ""
	case len(seg) == 2 && seg[0] == "books":
		return "book", seg[1]
	case len(seg) == 2 && seg[0] == "multimedia":
		return "multimedia", seg[1]
	case path == "/newsletter":
		return "newsletter", ""
	case len(seg) == 2 && seg[0] == "newsletter" && seg[1] != "":
		return "newsletter-issue", seg[1]
	case seg[0] == "admin":
		return "admin", ""
	}
	return "", ""
}
