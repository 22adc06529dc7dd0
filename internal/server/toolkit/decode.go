package toolkit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Every request body is read whole within its route's cap (see routes), then
// checked before any handler trusts it: valid UTF-8, one JSON object of the
// expected types with nothing after it, and every text within its length
// limit and free of NUL bytes.

var (
	ErrUnreadable = storyshelf.Fail(storyshelf.EINVALID, msgUnreadable)
	ErrTooBig     = storyshelf.Fail(storyshelf.EINVALID, msgTooBig)
	ErrNotUTF8    = storyshelf.Fail(storyshelf.EINVALID, msgNotUTF8)
)

// What a refused body is told.
var (
	msgUnreadable = storyshelf.Msg{Key: "server.unreadable", Text: "We could not read that request. Please try again."}
	msgTooBig     = storyshelf.Msg{Key: "server.tooBig", Text: "That is more than we can accept at once. Please shorten it and try again."}
	msgNotUTF8    = storyshelf.Msg{Key: "server.notUTF8", Text: "That request contains characters we cannot read. Please retype it and try again."}
	// msgExpected and msgFieldExpected take the kind of value ("a number"),
	// the second after the field's name.
	msgExpected      = storyshelf.Msg{Key: "server.expected", Text: "Expected %s."}
	msgFieldExpected = storyshelf.Msg{Key: "server.fieldExpected", Text: "%s: Expected %s."}
	msgNulText       = storyshelf.Msg{Key: "server.nulText", Text: "That text contains a character we cannot store."}
	msgNulField      = storyshelf.Msg{Key: "server.nulField", Text: "This contains a character we cannot store."}
	// msgTextTooLong takes the field's limit.
	msgTextTooLong = storyshelf.Msg{Key: "server.textTooLong", Text: "Please keep this under %d characters."}
)

// DecodeJSON reads the body into v, which must be a pointer to a struct or
// map: the body must be one JSON object whose values have v's types.
func DecodeJSON(r *http.Request, v any) error {
	return decodeJSONBody(r, v, false)
}

// DecodeStrictJSON is DecodeJSON that also refuses fields v does not have:
// for forms where an empty body is a valid one (a new draft), so that a body
// meant for another form is not taken for it.
func DecodeStrictJSON(r *http.Request, v any) error {
	return decodeJSONBody(r, v, true)
}

func decodeJSONBody(r *http.Request, v any, strict bool) error {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return BodyError(err)
	}
	if !utf8.Valid(body) {
		return ErrNotUTF8
	}
	if !bytes.HasPrefix(bytes.TrimLeft(body, " \t\r\n"), []byte("{")) {
		return ErrUnreadable
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
			return WrongType(typeErr.Field, kindName(typeErr.Type.Kind().String()))
		}
		return ErrUnreadable
	}
	if _, err := dec.Token(); err != io.EOF {
		return ErrUnreadable // something after the object
	}
	return nil
}

// WrongType says field holds the wrong kind of value, e.g. "Expected a number.".
func WrongType(field, kind string) error {
	return storyshelf.FailFields(storyshelf.EINVALID, msgFieldExpected.Fill(field, kind),
		map[string]storyshelf.Msg{field: msgExpected.Fill(kind)})
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
			return ErrUnreadable
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
					return ErrUnreadable
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
		return storyshelf.FailFields(storyshelf.EINVALID, msgNulText, map[string]storyshelf.Msg{key: msgNulField})
	}
	if limit := storyshelf.TextLimit(key); utf8.RuneCountInString(value) > limit {
		return storyshelf.FieldError(key, msgTextTooLong.Fill(limit))
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
			return nil, BodyError(err)
		}
		for k, v := range r.PostForm {
			if len(v) == 0 {
				continue
			}
			if !utf8.ValidString(k) || !utf8.ValidString(v[0]) {
				return nil, ErrNotUTF8
			}
			if err := checkText(k, v[0]); err != nil {
				return nil, err
			}
			fields[k] = v[0]
		}
	default:
		var raw map[string]any
		if err := DecodeJSON(r, &raw); err != nil {
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
				return nil, WrongType(k, "text")
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
		return nil, ErrUnreadable
	}
	fields := map[string]string{}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return fields, nil
		} else if err != nil {
			return nil, BodyError(err)
		}
		if part.FileName() != "" {
			return nil, ErrUnreadable
		}
		b, err := io.ReadAll(part)
		if err != nil {
			return nil, BodyError(err)
		}
		k, v := part.FormName(), string(b)
		if !utf8.ValidString(k) || !utf8.ValidString(v) {
			return nil, ErrNotUTF8
		}
		if err := checkText(k, v); err != nil {
			return nil, err
		}
		fields[k] = v
	}
}

func BodyError(err error) error {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return ErrTooBig
	}
	return ErrUnreadable
}

// DecodeFields reads a form as decodeForm does (a JSON object of texts and
// yes/no, a URL-encoded or a multipart form) into F, a struct of string
// fields each named by its json tag. A field the form lacks stays empty (a
// *string one nil, for a handler that tells an empty field from a missing
// one), and one F does not name is ignored.
func DecodeFields[F any](r *http.Request) (F, error) {
	var form F
	fields, err := decodeForm(r)
	if err != nil {
		return form, err
	}
	v := reflect.ValueOf(&form).Elem()
	for i := range v.NumField() {
		name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
		value, sent := fields[name]
		switch f := v.Field(i); {
		case name == "":
		case f.Kind() == reflect.String:
			f.SetString(value)
		case f.Type() == reflect.TypeFor[*string]() && sent:
			f.Set(reflect.ValueOf(&value))
		}
	}
	return form, nil
}

// addressForm is a form that names one address.
type addressForm struct {
	Email string `json:"email"`
}

// DecodeAddress reads a form that names one address ({"email"}), and
// answers it normalized, or the spec's message when it is missing or not an
// address.
func DecodeAddress(r *http.Request) (string, error) {
	form, err := DecodeFields[addressForm](r)
	if err != nil {
		return "", err
	}
	email := storyshelf.NormalizeEmail(form.Email)
	return email, storyshelf.ValidateEmail(email)
}
