package toolkit

import (
	"encoding/json"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/i18n"
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

// ErrorBody is the one error shape every endpoint answers with.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is the error: its code, the key of its message and the words
// people see, and what is wrong with each field, in words and by key. The
// web app tells one refusal from another by its keys, never by its words.
type ErrorDetail struct {
	Code      string            `json:"code"`
	Key       string            `json:"key"`
	Message   string            `json:"message"`
	Fields    map[string]string `json:"fields,omitempty"`
	FieldKeys map[string]string `json:"fieldKeys,omitempty"`
	// RequestID finds the request's lines in the log.
	RequestID string `json:"requestId,omitempty"`
}

// Handler is a route's handler: it writes its answer, or returns the error
// that Answer turns into the one JSON error shape.
type Handler func(w http.ResponseWriter, r *http.Request) error

// Answer is the one place a handler's error becomes a response.
func (d *Deps) Answer(h Handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			d.WriteError(w, r, err)
		}
	}
}

// writes adapts a handler that writes every Answer itself, errors included.
func Writes(h http.HandlerFunc) Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		h(w, r)
		return nil
	}
}

// Failure is err's status and the message people see. Internal errors are
// logged in full and shown as a generic message.
func (d *Deps) Failure(r *http.Request, err error) (int, string) {
	code := storyshelf.ErrorCode(err)
	if code == storyshelf.EINTERNAL {
		d.Logger.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	status, ok := statuses[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	return status, storyshelf.ErrorMessage(err)
}

// WriteError answers with err's status, code, key, message and field
// messages. A write's messages are in the language it asked for
// (RequestLang); a read's stay in English, as the app words a failed read
// itself and the read cache may share an Answer between requests.
func (d *Deps) WriteError(w http.ResponseWriter, r *http.Request, err error) {
	status, _ := d.Failure(r, err)
	lang := i18n.English
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		lang = RequestLang(r)
	}
	msg := storyshelf.ErrorMsg(err)
	detail := ErrorDetail{Code: storyshelf.ErrorCode(err), Key: msg.Key, Message: Say(lang, msg), RequestID: RequestIDFrom(r.Context())}
	if fields := storyshelf.ErrorFields(err); len(fields) > 0 {
		detail.Fields = make(map[string]string, len(fields))
		detail.FieldKeys = make(map[string]string, len(fields))
		for k, m := range fields {
			detail.Fields[k], detail.FieldKeys[k] = Say(lang, m), m.Key
		}
	}
	WriteJSON(w, status, ErrorBody{detail})
}

// Say is m in lang: the catalogues' words for its key when they have them,
// else its English words.
func Say(lang i18n.Lang, m storyshelf.Msg) string {
	return lang.Say(m.Key, m.Text)
}

func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// Route is one line of the route table: a pattern, its handler, and the
// facts the server applies around it.
type Route struct {
	Pattern string
	Handler Handler
	// MaxBody caps the request's body, in bytes: DefaultMaxBody when 0,
	// nothing at all with NoBody.
	MaxBody int64
	// OwnAccount marks a route of a person's own Account page: an account
	// without the second step the site requires may still use it (to add
	// one), and a write on it needs a sign-in that passed the account's
	// second step.
	OwnAccount bool
	// Owner marks a route only an owner may use (people, mail, backups,
	// security, subscribers, sending a newsletter): an editor's request is
	// refused with 403 before it runs.
	Owner bool
}

// DefaultMaxBody caps a request's body when its route names no cap.
const DefaultMaxBody = 1 << 20

// NoBody is the cap of a route that reads no body.
const NoBody = -1
