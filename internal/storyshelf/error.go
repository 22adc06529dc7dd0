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

// Error is an error a person may read: its Message is shown as it is, and
// Fields carries per-field messages for forms.
type Error struct {
	Code    string
	Message string
	Fields  map[string]string
}

func (e *Error) Error() string {
	return fmt.Sprintf("storyshelf error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// FieldError is invalid input in one form field: its message shows beside
// the field and as the error's own.
func FieldError(field, message string) *Error {
	return &Error{Code: EINVALID, Message: message, Fields: map[string]string{field: message}}
}

// FieldErrors is invalid input in the given fields, or nil when there is
// none. Its message is that of the first failing field in form order.
func FieldErrors(fields map[string]string, order ...string) error {
	if len(fields) == 0 {
		return nil
	}
	return &Error{Code: EINVALID, Message: firstMessage(fields, order...), Fields: fields}
}

// firstMessage is the message of the first failing field in form order, or
// of any failing field.
func firstMessage(fields map[string]string, order ...string) string {
	for _, k := range order {
		if m, ok := fields[k]; ok {
			return m
		}
	}
	keys := slices.Sorted(maps.Keys(fields))
	if len(keys) == 0 {
		return ""
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

// ErrorMessage returns the message of the first *Error in err's chain, or a
// generic message: internal details are never shown to people.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "Something went wrong on our side. Please try again later."
}
