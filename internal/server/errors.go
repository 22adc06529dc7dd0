package server

import (
	"encoding/json"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// statuses maps each error code to its one HTTP status.
var statuses = map[string]int{
	storyshelf.EINVALID:         http.StatusBadRequest,
	storyshelf.EUNAUTHORIZED:    http.StatusUnauthorized,
	storyshelf.EFORBIDDEN:       http.StatusForbidden,
	storyshelf.ENOTFOUND:        http.StatusNotFound,
	storyshelf.ECONFLICT:        http.StatusConflict,
	storyshelf.ETOOMANYREQUESTS: http.StatusTooManyRequests,
	storyshelf.EINTERNAL:        http.StatusInternalServerError,
}

// errorBody is the one error shape every endpoint answers with.
type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
	// RequestID finds the request's lines in the log.
	RequestID string `json:"requestId,omitempty"`
}

// writeError answers with err's code and message. Internal errors are logged
// in full and shown as a generic message.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	code, msg := storyshelf.ErrorCode(err), storyshelf.ErrorMessage(err)
	if code == storyshelf.EINTERNAL {
		s.Logger.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	var fields map[string]string
	if e, ok := err.(*storyshelf.Error); ok {
		fields = e.Fields
	}
	status, ok := statuses[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	writeJSON(w, status, errorBody{errorDetail{Code: code, Message: msg, Fields: fields, RequestID: requestIDFrom(r.Context())}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// GET /api/... (no such endpoint)
func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) {
	s.writeError(w, r, storyshelf.Errorf(storyshelf.ENOTFOUND, "No such API endpoint."))
}
