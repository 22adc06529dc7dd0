// Package admin serves the owner's screens under /api/admin: a file for
// each screen, giving its routes.
package admin

import (
	"context"
	"net/http"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// Admin serves the admin API. Its routes need a session, which the server
// checks before any of them runs.
type Admin struct {
	*toolkit.Deps
	// FloodNotices are the dashboard's words for each public form that ran
	// over its budget lately (the public site keeps the budgets).
	FloodNotices func(ctx context.Context) ([]string, error)
	// EndThisSignIn signs out the browser a request came from (its refresh
	// cookie), for a person who removed their own account.
	EndThisSignIn func(w http.ResponseWriter, r *http.Request)
	// CheckOwnPassword confirms the signed-in person's password, sent in
	// the form's field, counting wrong ones against her session.
	CheckOwnPassword func(w http.ResponseWriter, r *http.Request, field, password string) error
}
