package server

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The team (Admin → People): one role, each person with an account of
// their own. An admin invites someone by email; the link works once,
// within storyshelf.InvitationTTL, and they set their own password on the
// admin's invitation page. Accounts can be removed, their sessions ending at
// once; the last one never.

const invitePath = "/admin/invite"

// How many invitations one account sends in invitesWindow.
const (
	invitesWindow     = time.Hour
	invitesPerAccount = 20
)

// people is what the People screen starts from.
type people struct {
	People      []storyshelf.Person     `json:"people"`
	Invitations []storyshelf.Invitation `json:"invitations"`
	// MailConfigured says whether invitations can be mailed; without it the
	// inviter is given the link to pass on.
	MailConfigured bool `json:"mailConfigured"`
}

// GET /api/admin/people
//
// Every account, the one asking marked, and the invitations still waiting.
func (s *Server) handlePeople(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	list, err := s.Store.People(ctx)
	if err != nil {
		return err
	}
	for i := range list {
		list[i].You = list[i].ID == toolkit.CurrentUser(r).ID
	}
	invitations, err := s.Store.Invitations(ctx)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, people{People: list, Invitations: invitations, MailConfigured: s.CanMail(ctx)})
	return nil
}

// inviteAnswer is what an invitation answers: what happened in words, the
// invitation, and, only when no mail could carry it, the link.
type inviteAnswer struct {
	Message    string                 `json:"message"`
	Invitation *storyshelf.Invitation `json:"invitation"`
	Mailed     bool                   `json:"mailed"`
	Link       string                 `json:"link,omitempty"`
}

// POST /api/admin/people
//
// Body {"email"}. Invites the address: a mail carries the link, built from
// the site's configured address. An address with an account is refused;
// one with an invitation waiting gets a new link, and the old one stops
// working. Without a mail server nothing is mailed and the answer says so,
// with the link for the inviter to pass on.
func (s *Server) handleInvite(w http.ResponseWriter, r *http.Request) error {
	fields, err := toolkit.DecodeForm(r)
	if err != nil {
		return err
	}
	email := storyshelf.NormalizeEmail(fields["email"])
	if err := storyshelf.ValidateEmail(email); err != nil {
		return err
	}
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	// Each one may mail a stranger: a session (or a stolen one) sends a
	// handful an hour, counted in the database across instances.
	if ok, err := s.Store.Hit(ctx, "invite:"+user.ID, invitesWindow, invitesPerAccount); err != nil {
		return err
	} else if !ok {
		w.Header().Set("Retry-After", "3600")
		return storyshelf.Errorf(storyshelf.ETOOMANYREQUESTS, "Too many invitations in the last hour. Please wait an hour and try again.")
	}
	token := auth.NewSecret()
	link := s.SiteURL + invitePath + "?token=" + url.QueryEscape(token)
	mailing := s.CanMail(ctx)
	var m *storyshelf.OutboxMail
	if mailing {
		mail := mails.Invitation(s.MailSite(ctx), user.Email, email, link)
		m = &mail
	}
	inv, again, err := s.Store.CreateInvitation(ctx, email, user.Email, auth.HashSecret(token), m)
	if err != nil {
		return err
	}
	answer := inviteAnswer{Invitation: inv, Mailed: mailing}
	if mailing {
		s.WakeWorkers()
		answer.Message = storyshelf.InvitationSent(email, again)
	} else {
		answer.Message, answer.Link = storyshelf.InvitationNotMailed(email), link
	}
	toolkit.WriteJSON(w, http.StatusOK, answer)
	return nil
}

// DELETE /api/admin/people/invitations/{id}
//
// Cancels a waiting invitation: its link stops working.
func (s *Server) handleCancelInvitation(w http.ResponseWriter, r *http.Request) error {
	if err := s.Store.CancelInvitation(r.Context(), r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// DELETE /api/admin/people/{id}
//
// Removes an account: its devices are signed out at once (their next
// request is refused). The last account is refused. Removing one's own is
// allowed while another remains, and signs this device out too.
func (s *Server) handleRemovePerson(w http.ResponseWriter, r *http.Request) error {
	gone, err := s.Store.RemoveUser(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	self := gone.ID == toolkit.CurrentUser(r).ID
	if self {
		s.clearRefreshCookie(w, r)
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"message": gone.Email + " can no longer sign in, and is signed out everywhere.", "you": self})
	return nil
}

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
func (s *Server) handleCheckInvitation(w http.ResponseWriter, r *http.Request) error {
	fields, err := toolkit.DecodeForm(r)
	if err != nil {
		return err
	}
	inv, err := s.Store.CheckInvitation(r.Context(), auth.HashSecret(fields["token"]))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, invitationAnswer{Email: inv.Email, Site: s.Site(r.Context()).Identity.Name, InvitedBy: inv.InvitedBy,
		ExpiresAt: inv.ExpiresAt.UTC().Format("2006-01-02T15:04:05Z")})
	return nil
}

// POST /api/auth/invitation/accept
//
// Body {"token", "password"}: the password is checked against the rules,
// then the link, and only then hashed; the account is made, the link spent,
// and the new person signed in on this device (no new-device mail: the
// account was made here).
func (s *Server) handleAcceptInvitation(w http.ResponseWriter, r *http.Request) error {
	fields, err := s.decodeAppForm(r)
	if err != nil {
		return err
	}
	if strings.TrimSpace(fields["token"]) == "" {
		return storyshelf.Errorf(storyshelf.EINVALID, storyshelf.MsgInvitationUnknown)
	}
	tokenHash := auth.HashSecret(fields["token"])
	hash, err := newPasswordHash(r.Context(), fields["password"], func() error {
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
