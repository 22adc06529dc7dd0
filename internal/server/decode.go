package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Every request body is read whole within its route's cap (see routes), then
// checked before any handler trusts it: valid UTF-8, one JSON object of the
// expected types with nothing after it, and every text within its length
// limit and free of NUL bytes.

var (
	errUnreadable = storyshelf.Errorf(storyshelf.EINVALID, "We could not read that request. Please try again.")
	errTooBig     = storyshelf.Errorf(storyshelf.EINVALID, "That is more than we can accept at once. Please shorten it and try again.")
	errNotUTF8    = storyshelf.Errorf(storyshelf.EINVALID, "That request contains characters we cannot read. Please retype it and try again.")
)

// decodeJSON reads the body into v, which must be a pointer to a struct or
// map: the body must be one JSON object whose values have v's types.
func decodeJSON(r *http.Request, v any) error {
	return decodeJSONBody(r, v, false)
}

// decodeStrictJSON is decodeJSON that also refuses fields v does not have:
// for forms where an empty body is a valid one (a new draft), so that a body
// meant for another form is not taken for it.
func decodeStrictJSON(r *http.Request, v any) error {
	return decodeJSONBody(r, v, true)
}

func decodeJSONBody(r *http.Request, v any, strict bool) error {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return bodyError(err)
	}
	if !utf8.Valid(body) {
		return errNotUTF8
	}
	if !bytes.HasPrefix(bytes.TrimLeft(body, " \t\r\n"), []byte("{")) {
		return errUnreadable
	}
	if err := checkTexts(body); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Field != "" {
			return wrongType(typeErr.Field, kindName(typeErr.Type.Kind().String()))
		}
		return errUnreadable
	}
	if _, err := dec.Token(); err != io.EOF {
		return errUnreadable // something after the object
	}
	return nil
}

// wrongType says field holds the wrong kind of value, e.g. "Expected a number.".
func wrongType(field, kind string) error {
	msg := "Expected " + kind + "."
	return &storyshelf.Error{Code: storyshelf.EINVALID, Message: field + ": " + msg, Fields: map[string]string{field: msg}}
}

func kindName(kind string) string {
	switch {
	case kind == "string":
		return "text"
	case kind == "bool":
		return "true or false"
	case strings.HasPrefix(kind, "int"), strings.HasPrefix(kind, "uint"), strings.HasPrefix(kind, "float"):
		return "a number"
	case kind == "slice", kind == "array":
		return "a list"
	default:
		return "an object"
	}
}

// checkTexts walks every string in a JSON body, keys included, and refuses
// NUL bytes and texts over their limit (storyshelf.TextLimit).
func checkTexts(body []byte) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	var stack []bool // per open container: true for an object
	expectKey := false
	key := ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return nil
		} else if err != nil {
			return errUnreadable
		}
		inObject := len(stack) > 0 && stack[len(stack)-1]
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{', '[':
				stack = append(stack, t == '{')
				expectKey = t == '{'
				continue
			default:
				stack = stack[:len(stack)-1]
			}
		case string:
			if inObject && expectKey {
				key = t
				if strings.IndexByte(t, 0) >= 0 || len(t) > 200 {
					return errUnreadable
				}
				expectKey = false
				continue
			}
			if err := checkText(key, t); err != nil {
				return err
			}
		}
		expectKey = len(stack) > 0 && stack[len(stack)-1]
	}
}

// checkText applies one field's rules to its value.
func checkText(key, value string) error {
	if strings.IndexByte(value, 0) >= 0 {
		return &storyshelf.Error{Code: storyshelf.EINVALID, Message: "That text contains a character we cannot store.",
			Fields: map[string]string{key: "This contains a character we cannot store."}}
	}
	if limit := storyshelf.TextLimit(key); utf8.RuneCountInString(value) > limit {
		msg := fmt.Sprintf("Please keep this under %d characters.", limit)
		return storyshelf.FieldError(key, msg)
	}
	return nil
}

// decodeForm reads a request body into fields: a JSON object of strings (and
// booleans, as "true"/"false"; null is an absent field), or a URL-encoded
// form as the spec's contact form sends it. Any other type is a field error.
func decodeForm(r *http.Request) (map[string]string, error) {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	fields := map[string]string{}
	switch ct {
	case "multipart/form-data":
		return decodeMultipartFields(r)
	case "application/x-www-form-urlencoded":
		if err := r.ParseForm(); err != nil {
			return nil, bodyError(err)
		}
		for k, v := range r.PostForm {
			if len(v) == 0 {
				continue
			}
			if !utf8.ValidString(k) || !utf8.ValidString(v[0]) {
				return nil, errNotUTF8
			}
			if err := checkText(k, v[0]); err != nil {
				return nil, err
			}
			fields[k] = v[0]
		}
	default:
		var raw map[string]any
		if err := decodeJSON(r, &raw); err != nil {
			return nil, err
		}
		for k, v := range raw {
			switch v := v.(type) {
			case nil:
			case string:
				fields[k] = v
			case bool:
				fields[k] = fmt.Sprint(v)
			default:
				return nil, wrongType(k, "text")
			}
		}
	}
	return fields, nil
}

// decodeMultipartFields reads a multipart form's text fields as they stream
// (never into temporary files); a file part is not a form field.
func decodeMultipartFields(r *http.Request) (map[string]string, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, errUnreadable
	}
	fields := map[string]string{}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return fields, nil
		} else if err != nil {
			return nil, bodyError(err)
		}
		if part.FileName() != "" {
			return nil, errUnreadable
		}
		b, err := io.ReadAll(part)
		if err != nil {
			return nil, bodyError(err)
		}
		k, v := part.FormName(), string(b)
		if !utf8.ValidString(k) || !utf8.ValidString(v) {
			return nil, errNotUTF8
		}
		if err := checkText(k, v); err != nil {
			return nil, err
		}
		fields[k] = v
	}
}

func bodyError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return errTooBig
	}
	return errUnreadable
}
