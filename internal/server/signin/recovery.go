package signin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// GET /api/auth/recovery
//
// {"mail": whether a forgotten password can be reset by email}: the sign-in
// page otherwise tells the owner the command that sets a new one.
func (s *SignIn) handleRecovery(w http.ResponseWriter, r *http.Request) error {
	toolkit.WriteJSON(w, http.StatusOK, map[string]bool{"mail": s.CanMail(r.Context())})
	return nil
}
