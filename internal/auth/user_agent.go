package auth

import "strings"

// DescribeUserAgent names the browser and the system a user agent string
// says it is ("Firefox", "Windows"), so the owner can tell her signed-in
// devices apart. Either is "" when the string does not say. The string is
// what the browser sent at sign-in: a hint, not proof.
func DescribeUserAgent(ua string) (browser, system string) {
	return firstMatch(ua, browsers), firstMatch(ua, systems)
}

type uaMatch struct{ marker, name string }

// browsers in the order to test them: most browsers also claim to be
// Chrome, Safari or Mozilla, so the particular ones come first.
var browsers = []uaMatch{
	{"Edg/", "Edge"}, {"EdgA/", "Edge"}, {"EdgiOS/", "Edge"},
	{"OPR/", "Opera"}, {"OPiOS/", "Opera"},
	{"SamsungBrowser/", "Samsung Internet"},
	{"Firefox/", "Firefox"}, {"FxiOS/", "Firefox"},
	{"CriOS/", "Chrome"}, {"Chrome/", "Chrome"}, {"Chromium/", "Chromium"},
	{"Safari/", "Safari"},
}

// systems likewise: an iPhone's and an Android phone's strings also say
// "like Mac OS X" and "Linux".
var systems = []uaMatch{
	{"iPhone", "iPhone"}, {"iPad", "iPad"},
	{"Android", "Android"},
	{"CrOS", "ChromeOS"},
	{"Windows", "Windows"},
	{"Macintosh", "macOS"}, {"Mac OS X", "macOS"},
	{"Linux", "Linux"},
}

func firstMatch(ua string, list []uaMatch) string {
	for _, m := range list {
		if strings.Contains(ua, m.marker) {
			return m.name
		}
	}
	return ""
}
