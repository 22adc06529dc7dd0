package server

import (
	"encoding/json"
	"errors"
	"mime"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// decodeForm reads a request body into fields: JSON objects of strings (and
// booleans, as "true"/"false"), or URL-encoded forms as the spec's contact
// form sends them.
func decodeForm(r *http.Request) (map[string]string, error) {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	fields := map[string]string{}
	switch ct {
	case "application/x-www-form-urlencoded", "multipart/form-data":
		if err := r.ParseForm(); err != nil {
			return nil, bodyError(err)
		}
		for k, v := range r.PostForm {
			if len(v) > 0 {
				fields[k] = v[0]
			}
		}
	default:
		var raw map[string]any
		if err := json.NewDecoder(r.Body).Decode(&raw); err != nil {
			return nil, bodyError(err)
		}
		for k, v := range raw {
			switch v := v.(type) {
			case string:
				fields[k] = v
			case bool:
				if v {
					fields[k] = "true"
				} else {
					fields[k] = "false"
				}
			}
		}
	}
	return fields, nil
}

func bodyError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return storyshelf.Errorf(storyshelf.EINVALID, "That is more than we can accept at once. Please shorten it and try again.")
	}
	return storyshelf.Errorf(storyshelf.EINVALID, "We could not read that request. Please try again.")
}
