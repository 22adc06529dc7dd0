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

// Forget uses MailerLite's GDPR erasure: it finds the subscriber by email
// (GET /subscribers/{email}; a 404 means MailerLite never had them, which is
// done) and asks MailerLite to forget them (POST /subscribers/{id}/forget).
func (m *MailerLite) Forget(ctx context.Context, email string) error {
	resp, err := m.call(ctx, http.MethodGet, "/subscribers/"+url.PathEscape(email), nil)
	if err != nil {
		return fmt.Errorf("emaillist: unable to find MailerLite subscriber: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
		return nil
	}
	if resp.StatusCode < 200 || resp.StatusCode >= 300 {
		return fmt.Errorf("emaillist: unable to find MailerLite subscriber: %w", readAPIError(resp))
	}
	var found struct {
		Data struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&found); err != nil || found.Data.ID == "" {
		return fmt.Errorf("emaillist: MailerLite's subscriber answer has no id: %v", err)
	}
	forget, err := m.call(ctx, http.MethodPost, "/subscribers/"+url.PathEscape(found.Data.ID)+"/forget", nil)
	if err != nil {
		return fmt.Errorf("emaillist: unable to forget MailerLite subscriber: %w", err)
	}
	defer forget.Body.Close()
	if forget.StatusCode < 200 || forget.StatusCode >= 300 {
		return fmt.Errorf("emaillist: unable to forget MailerLite subscriber: %w", readAPIError(forget))
	}
	io.Copy(io.Discard, io.LimitReader(forget.Body, 1<<20))
	return nil
}

// call sends one authenticated request to the API.
func (m *MailerLite) call(ctx context.Context, method, path string, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, m.baseURL+path, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+m.apiKey)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	return m.client.Do(req)
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
	switch {
	case c.Bounced:
		body.Status = "bounced"
	case c.Unsubscribed:
		body.Status = "unsubscribed"
	}
	b, err := json.Marshal(body)
	if err != nil {
		return fmt.Errorf("emaillist: unable to encode MailerLite subscriber: %w", err)
	}
	resp, err := m.call(ctx, http.MethodPost, "/subscribers", b)
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
