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

// handler is a route's handler: it writes its answer, or returns the error
// that answer turns into the one JSON error shape.
type handler func(w http.ResponseWriter, r *http.Request) error

// answer is the one place a handler's error becomes a response.
func (s *Server) answer(h handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	}
}

// writes adapts a handler that writes every answer itself, errors included.
func writes(h http.HandlerFunc) handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		h(w, r)
		return nil
	}
}

// failure is err's status and the message people see. Internal errors are
// logged in full and shown as a generic message.
func (s *Server) failure(r *http.Request, err error) (int, string) {
	code := storyshelf.ErrorCode(err)
	if code == storyshelf.EINTERNAL {
		s.Logger.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	status, ok := statuses[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	return status, storyshelf.ErrorMessage(err)
}

// writeError answers with err's status, code, message and field messages. A
// write's messages are in the language it asked for (requestLang); a read's
// stay in English, as the app words a failed read itself and the read cache
// may share an answer between requests.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := s.failure(r, err)
	var fields map[string]string
	if e, ok := err.(*storyshelf.Error); ok {
		fields = e.Fields
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		lang := requestLang(r)
		msg = lang.Answer(msg)
		if len(fields) > 0 {
			translated := make(map[string]string, len(fields))
			for k, v := range fields {
				translated[k] = lang.Answer(v)
			}
			fields = translated
		}
	}
	writeJSON(w, status, errorBody{errorDetail{Code: storyshelf.ErrorCode(err), Message: msg, Fields: fields, RequestID: requestIDFrom(r.Context())}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// GET /api/... (no such endpoint)
func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) error {
	return storyshelf.Errorf(storyshelf.ENOTFOUND, "No such API endpoint.")
}
