package toolkit

import (
	"strconv"
	"strings"
)

// AcceptsEncoding reports whether an Accept-Encoding header allows coding:
// named with a non-zero quality, or covered by a non-zero "*" and not
// named (RFC 9110 §12.5.3).
func AcceptsEncoding(header, coding string) bool {
	wildcard := false
	for _, item := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(item, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != coding && name != "*" {
			continue
		}
		allowed := true
		for _, p := range strings.Split(params, ";") {
			key, value, _ := strings.Cut(p, "=")
			if strings.EqualFold(strings.TrimSpace(key), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
				allowed = err == nil && q > 0
			}
		}
		if name == coding {
			return allowed
		}
		wildcard = allowed
	}
	return wildcard
}
