package emaillist

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// DefaultMailerLiteURL is the base of MailerLite's current API.
const DefaultMailerLiteURL = "https://connect.mailerlite.com/api"

// MailerLite copies contacts to MailerLite.
type MailerLite struct {
	apiKey  string
	baseURL string
	client  *http.Client
}

var _ Provider = (*MailerLite)(nil)

// MailerLiteOption changes a MailerLite made by NewMailerLite.
type MailerLiteOption func(*MailerLite)

// WithBaseURL points the client elsewhere, e.g. at a test server.
func WithBaseURL(baseURL string) MailerLiteOption {
	return func(m *MailerLite) { m.baseURL = strings.TrimRight(baseURL, "/") }
}

// WithHTTPClient replaces the default client, which gives up after 15 s.
func WithHTTPClient(c *http.Client) MailerLiteOption {
	return func(m *MailerLite) { m.client = c }
}

// NewMailerLite makes a client for the API key from the MailerLite settings.
func NewMailerLite(apiKey string, opts ...MailerLiteOption) (*MailerLite, error) {
	if strings.TrimSpace(apiKey) == "" {
		return nil, errors.New("emaillist: the MailerLite API key is empty")
	}
	m := &MailerLite{
		apiKey:  apiKey,
		baseURL: DefaultMailerLiteURL,
		client:  &http.Client{Timeout: 15 * time.Second},
	}
	for _, opt := range opts {
		opt(m)
	}
	if u, err := url.Parse(m.baseURL); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil, fmt.Errorf("emaillist: MailerLite base URL %q is not an http(s) URL", m.baseURL)
	}
	return m, nil
}

// Name is "MailerLite".
func (m *MailerLite) Name() string { return "MailerLite" }

// subscriber is the body of POST /subscribers.
type subscriber struct {
	Email  string            `json:"email"`
	Fields map[string]string `json:"fields,omitempty"`
	Groups []string          `json:"groups,omitempty"`
	Status string            `json:"status"`
}

// Upsert uses MailerLite's create-or-update endpoint: POST /subscribers
// matches on email, answering 201 when it created the subscriber and 200
// when it updated one. Groups are added to; the subscriber is not removed
// from groups left out.
func (m *MailerLite) Upsert(ctx context.Context, c Contact) error {
	body := subscriber{Email: c.Email, Groups: c.Groups, Status: "active"}
	if c.Name != "" {
		body.Fields = map[string]string{"name": c.Name}
	}
	if c.Unsubscribed {
		body.Status = "unsubscribed"
	}
	b, err := json.Marshal(body)
	if err != nil {
		return fmt.Errorf("emaillist: unable to encode MailerLite subscriber: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.baseURL+"/subscribers", bytes.NewReader(b))
	if err != nil {
		return fmt.Errorf("emaillist: unable to upsert MailerLite subscriber: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+m.apiKey)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")

	resp, err := m.client.Do(req)
	if err != nil {
		return fmt.Errorf("emaillist: unable to upsert MailerLite subscriber: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		// Drained so the connection can be reused; the subscriber it
		// describes is not needed.
		io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
		return nil
	}
	return fmt.Errorf("emaillist: unable to upsert MailerLite subscriber: %w", readAPIError(resp))
}
