package i18n

import "strings"

// Path is a site path's address in l: the spec's addresses in English, the
// same under /es/ in Spanish.
func (l Lang) Path(path string) string {
	if l == English {
		return path
	}
	return "/" + string(l) + path
}

// PathLang reads a public path's language: /es/… is the Spanish site,
// anything else English. path comes back without the language's prefix.
func PathLang(full string) (lang Lang, path string) {
	if full == "/es" || strings.HasPrefix(full, "/es/") {
		if path = strings.TrimPrefix(full, "/es"); path == "" {
			path = "/"
		}
		return Spanish, path
	}
	return English, full
}
