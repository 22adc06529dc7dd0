package analytics

import (
	"strings"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// ReferrerDomain keeps only the other site's name from a referring address:
// its host, lower case, without "www.", a port, a path or a query. The
// site's own host (ownHost, as its configured address names it) and
// anything that is no host name answer "".
func ReferrerDomain(ref, ownHost string) string {
	host := hostName(ref)
	if host == "" || host == hostName("//"+ownHost) {
		return ""
	}
	return host
}

// hostName is the host of an address with or without its scheme, tidied as
// ReferrerDomain says; "" when it holds characters no host name has.
func hostName(address string) string {
	address = strings.TrimSpace(address)
	if _, rest, ok := strings.Cut(address, "//"); ok {
		address = rest
	}
	if i := strings.IndexAny(address, "/?#"); i >= 0 {
		address = address[:i]
	}
	if i := strings.LastIndexByte(address, '@'); i >= 0 {
		address = address[i+1:]
	}
	if i := strings.LastIndexByte(address, ':'); i >= 0 && !strings.HasSuffix(address, "]") {
		address = address[:i]
	}
	host := strings.TrimPrefix(strings.TrimSuffix(strings.ToLower(address), "."), "www.")
	if len(host) > 253 {
		return ""
	}
	for _, c := range host {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_' || c == '[' || c == ']' || c == ':') {
			return ""
		}
	}
	return host
}

// searchEngines and socialSites name the sites each group holds: a domain
// that is one of them, or under one ("images.google.com"). An entry ending
// in "." matches that name under any top-level domain ("google.co.uk").
var (
	searchEngines = []string{"google.", "bing.com", "duckduckgo.com", "yahoo.com", "ecosia.org", "baidu.com",
		"yandex.", "search.brave.com", "startpage.com"}
	socialSites = []string{"instagram.com", "facebook.com", "m.facebook.com", "l.facebook.com", "fb.com", "t.co",
		"x.com", "twitter.com", "tiktok.com", "pinterest.", "pin.it", "youtube.com", "youtu.be", "linkedin.com",
		"lnkd.in", "reddit.com", "threads.net", "bsky.app", "whatsapp.com", "messenger.com"}
)

// ReferrerGroup is the group of a referring domain: SourceSearch,
// SourceSocial or SourceOther.
func ReferrerGroup(domain string) string {
	switch {
	case matchesSite(domain, searchEngines):
		return storyshelf.SourceSearch
	case matchesSite(domain, socialSites):
		return storyshelf.SourceSocial
	}
	return storyshelf.SourceOther
}

func matchesSite(domain string, sites []string) bool {
	for _, site := range sites {
		if strings.HasSuffix(site, ".") {
			// google.com, google.co.uk, www.google.de (already without www.),
			// images.google.fr: the name is a label, then only a top-level part.
			labels := strings.Split(domain, ".")
			for i, l := range labels {
				if l+"." == site && i < len(labels)-1 && len(labels)-i <= 3 {
					return true
				}
			}
			continue
		}
		if domain == site || strings.HasSuffix(domain, "."+site) {
			return true
		}
	}
	return false
}

// SourceOf is where an entry page view came from: the newsletter when its
// campaign tags say so, else its referring domain's group, else another
// source for a tag without a referrer, else a direct visit.
func SourceOf(domain, utmSource, utmMedium string) string {
	switch {
	case strings.EqualFold(utmMedium, "email") || strings.EqualFold(utmSource, "newsletter"):
		return storyshelf.SourceNewsletter
	case domain != "":
		return ReferrerGroup(domain)
	case utmSource != "":
		return storyshelf.SourceOther
	}
	return storyshelf.SourceDirect
}
