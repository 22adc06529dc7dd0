package toolkit

import (
	"context"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

type userKey struct{}

type familyKey struct{}

// SignedIn is ctx for a request the session check let in: who is signed in,
// and the sign-in (session family) the request came with.
func SignedIn(ctx context.Context, user *storyshelf.User, family string) context.Context {
	return context.WithValue(context.WithValue(ctx, userKey{}, user), familyKey{}, family)
}

// CurrentUser is the signed-in admin of an /api/admin request.
func CurrentUser(r *http.Request) *storyshelf.User {
	u, _ := r.Context().Value(userKey{}).(*storyshelf.User)
	return u
}

// CurrentFamily is the sign-in an /api/admin request came with.
func CurrentFamily(r *http.Request) string {
	f, _ := r.Context().Value(familyKey{}).(string)
	return f
}
