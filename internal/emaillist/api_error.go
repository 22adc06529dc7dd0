package emaillist

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// APIError is a refusal from the provider's API. Retryable decides by Status.
type APIError struct {
	Status  int
	Message string
	Fields  map[string][]string // per-field messages, e.g. {"email": ["The email must be…"]}
}

func (e *APIError) Error() string {
	return fmt.Sprintf("API error %d: %s", e.Status, e.Message)
}

// readAPIError reads MailerLite's error body,
// {"message": "…", "errors": {"field": ["…"]}}. A body in another shape
// (a proxy's HTML page, say) leaves the status text as the message.
func readAPIError(resp *http.Response) *APIError {
	e := &APIError{Status: resp.StatusCode}
	var body struct {
		Message string              `json:"message"`
		Errors  map[string][]string `json:"errors"`
	}
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if json.Unmarshal(b, &body) == nil {
		e.Message, e.Fields = strings.TrimSpace(body.Message), body.Errors
	}
	if e.Message == "" {
		e.Message = http.StatusText(resp.StatusCode)
	}
	return e
}
