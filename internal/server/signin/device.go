package signin

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
)

// deviceCookie marks a browser that has signed in to an account before
// (auth.DeviceKey). HttpOnly, SameSite=Strict, Secure on an https site, and
// sent only to the sign-in routes (/api/auth/…: a password, a second step,
// a passkey each end in signIn, which asks for it).
const (
	deviceCookie = "storyshelf_device"
	deviceTTL    = 365 * 24 * time.Hour
)

// deviceKeys loads the device-cookie key from the database once; every
// instance shares it.
type deviceKeys struct {
	mu  sync.Mutex
	key *auth.DeviceKey
}

func (s *SignIn) deviceKey(ctx context.Context) (auth.DeviceKey, error) {
	s.devices.mu.Lock()
	defer s.devices.mu.Unlock()
	if s.devices.key == nil {
		key, err := s.Store.Secret(ctx, "device-cookie-key", auth.NewSecret)
		if err != nil {
			return auth.DeviceKey{}, err
		}
		s.devices.key = &auth.DeviceKey{Key: []byte(key)}
	}
	return *s.devices.key, nil
}

// deviceFor is the rate-limit key of the device cookie r shows for the
// account with address email, or "" when it shows none that is valid for it.
// It reads no database (once the key is loaded), so a sign-in can ask before
// it queues anywhere.
// A browser may hold two (one set for /api/auth/login only, by earlier
// versions): either will do.
func (s *SignIn) deviceFor(r *http.Request, email string) string {
	for _, c := range r.CookiesNamed(deviceCookie) {
		if c.Value == "" {
			continue
		}
		key, err := s.deviceKey(r.Context())
		if err != nil {
			return ""
		}
		if key.Valid(c.Value, email, s.Store.Now()) {
			return "login:device:" + auth.HashSecret(c.Value)
		}
	}
	return ""
}

// setDeviceCookie remembers, after a successful sign-in, that this browser
// signed in to the account with address email.
func (s *SignIn) setDeviceCookie(w http.ResponseWriter, r *http.Request, email string) {
	key, err := s.deviceKey(r.Context())
	if err != nil {
		s.Logger.WarnContext(r.Context(), "device cookie not set", "err", err)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: deviceCookie, Value: key.Sign(email, s.Store.Now().Add(deviceTTL)),
		Path: "/api/auth", MaxAge: int(deviceTTL / time.Second), HttpOnly: true, Secure: s.secure(r),
		SameSite: http.SameSiteStrictMode})
}
