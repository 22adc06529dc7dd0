package signin

import (
	"net/http"
	"strings"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// invitationAnswer is what the invitation page shows before the password
// is set: whose account it makes, for which site.
type invitationAnswer struct {
	Email     string `json:"email"`
	Site      string `json:"site"`
	InvitedBy string `json:"invitedBy"`
	ExpiresAt string `json:"expiresAt"`
}

// POST /api/auth/invitation/check
//
// Body {"token"}: the invitation a link opens, without using it, or why it
// opens none (used, cancelled, expired, unknown).
func (s *SignIn) handleCheckInvitation(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[tokenForm](r)
	if err != nil {
		return err
	}
	inv, err := s.Store.CheckInvitation(r.Context(), auth.HashSecret(form.Token))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, invitationAnswer{Email: inv.Email, Site: s.Site(r.Context()).Identity.Name, InvitedBy: inv.InvitedBy,
		ExpiresAt: inv.ExpiresAt.UTC().Format("2006-01-02T15:04:05Z")})
	return nil
}

// acceptInvitationForm is the form handleAcceptInvitation reads.
type acceptInvitationForm struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

// POST /api/auth/invitation/accept
//
// Body {"token", "password"}: the password is checked against the rules,
// then the link, and only then hashed; the account is made, the link spent,
// and the new person signed in on this device (no new-device mail: the
// account was made here).
func (s *SignIn) handleAcceptInvitation(w http.ResponseWriter, r *http.Request) error {
	form, err := decodeAppForm[acceptInvitationForm](s, r)
	if err != nil {
		return err
	}
	if strings.TrimSpace(form.Token) == "" {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgInvitationUnknown)
	}
	tokenHash := auth.HashSecret(form.Token)
	hash, err := newPasswordHash(r.Context(), form.Password, func() error {
		_, err := s.Store.CheckInvitation(r.Context(), tokenHash)
		return err
	})
	if err != nil {
		return err
	}
	user, err := s.Store.AcceptInvitation(r.Context(), tokenHash, hash)
	if err != nil {
		return err
	}
	return s.startSession(w, r, user, false, false)
}
