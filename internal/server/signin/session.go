package signin

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// refreshCookie holds the refresh token: HttpOnly so scripts never see it,
// SameSite=Strict so other sites cannot send it, scoped to /api/auth.
const refreshCookie = "storyshelf_refresh"

// csrfHeader must accompany every cookie-authenticated request. A cross-site
// form cannot set a custom header, and a cross-site script would need a CORS
// preflight that this server never grants.
const csrfHeader = "X-Requested-With"

var (
	errUnauthorized = storyshelf.Fail(storyshelf.EUNAUTHORIZED, msgSignInToContinue)
	errOwnersOnly   = storyshelf.Fail(storyshelf.EFORBIDDEN, storyshelf.MsgOwnersOnly)
)

var msgSignInToContinue = storyshelf.Msg{Key: "server.signInToContinue", Text: "Please sign in to continue."}

// signerCache loads the access-token key from the database once; every
// instance shares that key.
type signerCache struct {
	mu     sync.Mutex
	signer *auth.Signer
}

func (s *SignIn) signer(ctx context.Context) (auth.Signer, error) {
	s.signers.mu.Lock()
	defer s.signers.mu.Unlock()
	if s.signers.signer == nil {
		key, err := s.Store.Secret(ctx, "access-token-key", auth.NewSecret)
		if err != nil {
			return auth.Signer{}, err
		}
		s.signers.signer = &auth.Signer{Key: []byte(key)}
	}
	return *s.signers.signer, nil
}

// sessionAnswer is what sign-in and refresh return: the access token the app
// keeps in memory, when it expires, and who is signed in.
type sessionAnswer struct {
	AccessToken string           `json:"accessToken"`
	ExpiresAt   time.Time        `json:"expiresAt"`
	User        *storyshelf.User `json:"user"`
}

// issue answers with a fresh access token for the session family, and sets
// the refresh cookie when there is a new refresh token.
func (s *SignIn) issue(w http.ResponseWriter, r *http.Request, user *storyshelf.User, family, refreshToken string) error {
	signer, err := s.signer(r.Context())
	if err != nil {
		return err
	}
	exp := s.Store.Now().UTC().Add(storyshelf.AccessTokenTTL)
	if refreshToken != "" {
		http.SetCookie(w, &http.Cookie{Name: refreshCookie, Value: refreshToken, Path: "/api/auth",
			MaxAge: int(storyshelf.RefreshTokenTTL / time.Second), HttpOnly: true, Secure: s.secure(r), SameSite: http.SameSiteStrictMode})
	}
	w.Header().Set("Cache-Control", "no-store")
	toolkit.WriteJSON(w, http.StatusOK, sessionAnswer{AccessToken: signer.Sign(auth.Claims{UserID: user.ID, SessionID: family, Expires: exp}),
		ExpiresAt: exp, User: user})
	return nil
}

// ClearRefreshCookie signs this browser out: its refresh cookie is gone.
func (s *SignIn) ClearRefreshCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: refreshCookie, Value: "", Path: "/api/auth", MaxAge: -1,
		HttpOnly: true, Secure: s.secure(r), SameSite: http.SameSiteStrictMode})
}

// secure reports whether the site is reached over TLS, directly or behind a
// proxy, so cookies get the Secure flag.
func (s *SignIn) secure(r *http.Request) bool {
	return s.HTTPS(r) || strings.HasPrefix(s.SiteURL, "https://")
}

// sameOrigin refuses cookie-setting and cookie-authenticated requests that a
// browser sent from another site. An Origin, when sent, must be this site's,
// scheme included (see ownOrigin).
func (s *SignIn) sameOrigin(r *http.Request) bool {
	if r.Header.Get(csrfHeader) == "" {
		return false
	}
	origin := r.Header.Get("Origin")
	return origin == "" || s.OwnOrigin(r, origin)
}

// decodeAppForm reads the form of a public request that starts or
// continues a sign-in (login, a second step, an invitation, a reset link):
// refused unless the app sent it from this site (sameOrigin).
func decodeAppForm[F any](s *SignIn, r *http.Request) (F, error) {
	if !s.sameOrigin(r) {
		var none F
		return none, errNotFromApp
	}
	return toolkit.DecodeFields[F](r)
}

// Session requires a valid access token whose session is still on, and notes
// that the session was seen (the Account screen's "last seen"). An account
// without the second step the site requires gets only its Account page, and
// an account with one changes it only from a sign-in that passed it. Bearer
// tokens are never sent by browsers on their own, so these requests are not
// open to cross-site request forgery.
func (s *SignIn) Session(route toolkit.Route) toolkit.Handler {
	next := route.Handler
	// A write on her own Account page needs a sign-in that passed her second
	// step (accountChange).
	accountChange := route.OwnAccount && !strings.HasPrefix(route.Pattern, http.MethodGet+" ")
	return func(w http.ResponseWriter, r *http.Request) error {
		token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			return errUnauthorized
		}
		signer, err := s.signer(r.Context())
		if err != nil {
			return err
		}
		claims, err := signer.Verify(token, s.Store.Now())
		if err != nil {
			return errUnauthorized
		}
		if on, err := s.Store.SeeSession(r.Context(), claims.SessionID, s.ClientKey(r)); err != nil {
			return err
		} else if !on {
			return errUnauthorized
		}
		user, _, err := s.Store.UserByID(r.Context(), claims.UserID)
		if err != nil {
			return errUnauthorized
		}
		// While the site requires a second step that this account lacks, only
		// her Account page opens (second_step.go).
		needed, err := s.secondStepNeeded(r.Context(), user)
		if err != nil {
			return err
		} else if needed && !route.OwnAccount {
			return errSecondStepNeeded
		}
		if route.Owner && user.Role != storyshelf.RoleOwner {
			return errOwnersOnly
		}
		if accountChange {
			if err := s.proveSecondStep(r.Context(), user, claims.SessionID); err != nil {
				return err
			}
		}
		w.Header().Set("Cache-Control", "no-store")
		toolkit.AllowSlowBody(w, r) // the owner's uploads may take minutes
		ctx := toolkit.SignedIn(r.Context(), user, claims.SessionID)
		// The owner's screens list and edit drafts and scheduled items too.
		ctx = storyshelf.WithOwnerView(ctx)
		// Her changes are hers in History: the store records each as she makes it.
		ctx = storyshelf.WithActor(ctx, storyshelf.Actor{ID: user.ID, Email: user.Email})
		ctx = context.WithValue(ctx, secondStepNeededKey{}, needed)
		inner := r.WithContext(ctx)
		err = next(w, inner)
		// net/http removes the temporary files of a parsed multipart form only
		// for the request it made, never for this copy.
		if inner.MultipartForm != nil && inner.MultipartForm != r.MultipartForm {
			inner.MultipartForm.RemoveAll()
		}
		return err
	}
}
