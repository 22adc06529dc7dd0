// Package storyshelf holds the domain: entities, the rules the spec gives them,
// and the error codes every adapter speaks. It imports no database or HTTP code.
package storyshelf

import (
	"errors"
	"fmt"
	"maps"
	"slices"
)

// Error codes. The HTTP layer maps each to one status (server/errors.go).
const (
	EINVALID         = "invalid"
	EUNAUTHORIZED    = "unauthorized"
	EFORBIDDEN       = "forbidden"
	ENOTFOUND        = "not_found"
	ECONFLICT        = "conflict"
	ETOOMANYREQUESTS = "too_many_requests"
	EINTERNAL        = "internal"
)

// MsgInternal is all people are told of an error inside the server: its
// details are logged, never shown.
var MsgInternal = Msg{Key: "api.internal", Text: "Something went wrong on our side. Please try again later."}

// Error is an error a person may read. Key names its message (a Msg's key),
// so that the web app and the server's catalogues need not read its words;
// Message is those words in English, shown as they are; Fields carries a
// message per form field.
type Error struct {
	Code    string
	Key     string
	Message string
	Fields  map[string]Msg
}

func (e *Error) Error() string {
	return fmt.Sprintf("storyshelf error: code=%s key=%s message=%s", e.Code, e.Key, e.Message)
}

// Fail returns an *Error with the given code that says m.
func Fail(code string, m Msg) *Error {
	return &Error{Code: code, Key: m.Key, Message: m.Text}
}

// Failf returns an *Error with the given code that says m, whose Text is a
// format the args are put in. Its words stay in English whatever the
// request's language: the catalogues' messages take named values, not these.
func Failf(code string, m Msg, args ...any) *Error {
	return &Error{Code: code, Key: m.Key, Message: fmt.Sprintf(m.Text, args...)}
}

// FailFields returns an *Error with the given code that says m as a whole
// and fields beside the form's fields.
func FailFields(code string, m Msg, fields map[string]Msg) *Error {
	return &Error{Code: code, Key: m.Key, Message: m.Text, Fields: fields}
}

// FieldError is invalid input in one form field: its message shows beside
// the field and as the error's own.
func FieldError(field string, m Msg) *Error {
	return FailFields(EINVALID, m, map[string]Msg{field: m})
}

// FieldErrors is invalid input in the given fields, or nil when there is
// none. Its message is that of the first failing field in form order.
func FieldErrors(fields map[string]Msg, order ...string) error {
	if len(fields) == 0 {
		return nil
	}
	return FailFields(EINVALID, firstMessage(fields, order...), fields)
}

// firstMessage is the message of the first failing field in form order, or
// of any failing field.
func firstMessage(fields map[string]Msg, order ...string) Msg {
	for _, k := range order {
		if m, ok := fields[k]; ok {
			return m
		}
	}
	keys := slices.Sorted(maps.Keys(fields))
	if len(keys) == 0 {
		return Msg{}
	}
	return fields[keys[0]]
}

// ErrorCode returns the code of the first *Error in err's chain, EINTERNAL for
// any other error, and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorKey returns the key of the first *Error in err's chain, MsgInternal's
// for any other error, and "" for nil.
func ErrorKey(err error) string {
	return ErrorMsg(err).Key
}

// ErrorMessage returns the message of the first *Error in err's chain, or a
// generic message: internal details are never shown to people.
func ErrorMessage(err error) string {
	return ErrorMsg(err).Text
}

// ErrorMsg returns the key and message of the first *Error in err's chain,
// MsgInternal for any other error, and an empty Msg for nil: what a form
// shows beside a field that another check refused.
func ErrorMsg(err error) Msg {
	var e *Error
	if err == nil {
		return Msg{}
	} else if errors.As(err, &e) {
		return Msg{Key: e.Key, Text: e.Message}
	}
	return MsgInternal
}

// ErrorFields returns the field messages of the first *Error in err's chain,
// or nil.
func ErrorFields(err error) map[string]Msg {
	var e *Error
	if errors.As(err, &e) {
		return e.Fields
	}
	return nil
}
