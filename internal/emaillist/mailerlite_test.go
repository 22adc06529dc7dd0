package emaillist_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/emaillist"
)

const apiKey = "ml-test-key"

// fakeMailerLite checks every request as MailerLite's API would receive it
// and answers with status and body.
type fakeMailerLite struct {
	t      *testing.T
	status int
	body   string

	mu     sync.Mutex
	bodies []map[string]any
}

func (f *fakeMailerLite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/api/subscribers" {
		f.t.Errorf("request %s %s, want POST /api/subscribers", r.Method, r.URL.Path)
	}
	for name, want := range map[string]string{
		"Authorization": "Bearer " + apiKey,
		"Content-Type":  "application/json",
		"Accept":        "application/json",
	} {
		if got := r.Header.Get(name); got != want {
			f.t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		f.t.Errorf("body: %v", err)
	}
	f.mu.Lock()
	f.bodies = append(f.bodies, body)
	f.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(f.status)
	io.WriteString(w, f.body)
}

func (f *fakeMailerLite) lastBody() map[string]any {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.bodies) == 0 {
		return nil
	}
	return f.bodies[len(f.bodies)-1]
}

// newMailerLite starts a fake API answering status and body, and a client
// pointed at it.
func newMailerLite(t *testing.T, status int, body string) (*emaillist.MailerLite, *fakeMailerLite, *httptest.Server) {
	t.Helper()
	fake := &fakeMailerLite{t: t, status: status, body: body}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	ml, err := emaillist.NewMailerLite(apiKey, emaillist.WithBaseURL(srv.URL+"/api"))
	if err != nil {
		t.Fatal(err)
	}
	return ml, fake, srv
}

const created = `{"data":{"id":"1","email":"ann@example.com","status":"active","source":"api","fields":{"name":"Ann"},"groups":[]}}`

func TestMailerLite_Upsert(t *testing.T) {
	ctx := context.Background()

	t.Run("OKCreated", func(t *testing.T) {
		ml, fake, _ := newMailerLite(t, http.StatusCreated, created)
		err := ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com", Name: "Ann", Groups: []string{"4243829086487936", "4243829086487937"}})
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]any{
			"email":  "ann@example.com",
			"fields": map[string]any{"name": "Ann"},
			"groups": []any{"4243829086487936", "4243829086487937"},
			"status": "active",
		}
		if got := fake.lastBody(); !reflect.DeepEqual(got, want) {
			t.Fatalf("body = %v, want %v", got, want)
		}
	})

	t.Run("OKUpdatedUnsubscribed", func(t *testing.T) {
		ml, fake, _ := newMailerLite(t, http.StatusOK, strings.Replace(created, `"active"`, `"unsubscribed"`, 1))
		if err := ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com", Unsubscribed: true}); err != nil {
			t.Fatal(err)
		}
		// No name and no groups: the keys are left out, so MailerLite keeps what it has.
		want := map[string]any{"email": "ann@example.com", "status": "unsubscribed"}
		if got := fake.lastBody(); !reflect.DeepEqual(got, want) {
			t.Fatalf("body = %v, want %v", got, want)
		}
	})

	t.Run("OKBounced", func(t *testing.T) {
		ml, fake, _ := newMailerLite(t, http.StatusOK, strings.Replace(created, `"active"`, `"bounced"`, 1))
		if err := ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com", Bounced: true}); err != nil {
			t.Fatal(err)
		}
		want := map[string]any{"email": "ann@example.com", "status": "bounced"}
		if got := fake.lastBody(); !reflect.DeepEqual(got, want) {
			t.Fatalf("body = %v, want %v", got, want)
		}
	})

	t.Run("ErrInvalidEmail", func(t *testing.T) {
		ml, _, _ := newMailerLite(t, http.StatusUnprocessableEntity,
			`{"message":"The email must be a valid email address.","errors":{"email":["The email must be a valid email address."]}}`)
		err := ml.Upsert(ctx, emaillist.Contact{Email: "ann@"})
		var apiErr *emaillist.APIError
		if !errors.As(err, &apiErr) {
			t.Fatalf("err = %v, want an *APIError", err)
		}
		if apiErr.Status != 422 || apiErr.Message != "The email must be a valid email address." ||
			!reflect.DeepEqual(apiErr.Fields, map[string][]string{"email": {"The email must be a valid email address."}}) {
			t.Fatalf("APIError = %+v", apiErr)
		}
		if want := "emaillist: unable to upsert MailerLite subscriber: API error 422: The email must be a valid email address."; err.Error() != want {
			t.Fatalf("err = %q, want %q", err, want)
		}
		if emaillist.Retryable(err) {
			t.Fatal("a 422 is retryable")
		}
	})

	t.Run("ErrUnauthenticated", func(t *testing.T) {
		ml, _, _ := newMailerLite(t, http.StatusUnauthorized, `{"message":"Unauthenticated."}`)
		err := ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com"})
		if err == nil || !strings.HasSuffix(err.Error(), "API error 401: Unauthenticated.") || emaillist.Retryable(err) {
			t.Fatalf("err = %v (retryable %v)", err, emaillist.Retryable(err))
		}
	})

	t.Run("ErrServerError", func(t *testing.T) {
		ml, _, _ := newMailerLite(t, http.StatusInternalServerError, `<html>oops</html>`)
		err := ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com"})
		var apiErr *emaillist.APIError
		if !errors.As(err, &apiErr) || apiErr.Status != 500 || apiErr.Message != "Internal Server Error" {
			t.Fatalf("err = %v", err)
		}
		if !emaillist.Retryable(err) {
			t.Fatal("a 500 is not retryable")
		}
	})

	t.Run("ErrTooManyRequests", func(t *testing.T) {
		ml, _, _ := newMailerLite(t, http.StatusTooManyRequests, `{"message":"Too Many Attempts."}`)
		err := ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com"})
		var apiErr *emaillist.APIError
		if !errors.As(err, &apiErr) || apiErr.Status != 429 || apiErr.Message != "Too Many Attempts." {
			t.Fatalf("err = %v", err)
		}
		if !emaillist.Retryable(err) {
			t.Fatal("a 429 is not retryable")
		}
	})

	t.Run("ErrServerClosed", func(t *testing.T) {
		ml, _, srv := newMailerLite(t, http.StatusCreated, created)
		srv.Close()
		err := ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com"})
		if err == nil || !strings.HasPrefix(err.Error(), "emaillist: unable to upsert MailerLite subscriber: ") {
			t.Fatalf("err = %v", err)
		}
		if !emaillist.Retryable(err) {
			t.Fatalf("a refused connection is not retryable: %v", err)
		}
	})

	t.Run("ErrCanceled", func(t *testing.T) {
		// The API never answers; only the context ends the request, once
		// the request has arrived. (Were it ignored, the client's own 15 s
		// timeout would end it, with another error.)
		release := make(chan struct{})
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			cancel()
			select {
			case <-release:
			case <-r.Context().Done():
			}
		}))
		defer srv.Close()
		defer close(release)
		ml, err := emaillist.NewMailerLite(apiKey, emaillist.WithBaseURL(srv.URL))
		if err != nil {
			t.Fatal(err)
		}
		err = ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com"})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v", err)
		}
		if !emaillist.Retryable(err) {
			t.Fatal("a canceled request is not retryable")
		}
	})

	t.Run("ErrClientTimeout", func(t *testing.T) {
		release := make(chan struct{})
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-release:
			case <-r.Context().Done():
			}
		}))
		defer srv.Close()
		defer close(release)
		ml, err := emaillist.NewMailerLite(apiKey, emaillist.WithBaseURL(srv.URL),
			emaillist.WithHTTPClient(&http.Client{Timeout: 50 * time.Millisecond}))
		if err != nil {
			t.Fatal(err)
		}
		err = ml.Upsert(ctx, emaillist.Contact{Email: "ann@example.com"})
		if err == nil || !emaillist.Retryable(err) {
			t.Fatalf("err = %v (retryable %v)", err, emaillist.Retryable(err))
		}
	})
}

func TestNewMailerLite(t *testing.T) {
	for _, tt := range []struct {
		name string
		key  string
		opts []emaillist.MailerLiteOption
		err  string
	}{
		{name: "OK", key: apiKey},
		{name: "ErrNoKey", key: " ", err: "emaillist: the MailerLite API key is empty"},
		{name: "ErrBaseURL", key: apiKey, opts: []emaillist.MailerLiteOption{emaillist.WithBaseURL("connect.mailerlite.com/api")},
			err: `emaillist: MailerLite base URL "connect.mailerlite.com/api" is not an http(s) URL`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ml, err := emaillist.NewMailerLite(tt.key, tt.opts...)
			if tt.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				if ml.Name() != "MailerLite" {
					t.Fatalf("Name = %q", ml.Name())
				}
			} else if err == nil || err.Error() != tt.err {
				t.Fatalf("err = %v, want %q", err, tt.err)
			}
		})
	}
}
