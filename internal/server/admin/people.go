package admin

import (
	"net/http"
	"net/url"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) peopleRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/people", Handler: s.handlePeople, Owner: true},
		{Pattern: "POST /api/admin/people", Handler: s.Limit(s.Limits.Auth, s.handleInvite), MaxBody: 4 << 10, Owner: true},
		{Pattern: "DELETE /api/admin/people/{id}", Handler: s.Limit(s.Limits.Auth, s.handleRemovePerson), MaxBody: 1 << 10, Owner: true},
		{Pattern: "PUT /api/admin/people/{id}/role", Handler: s.Limit(s.Limits.Auth, s.handleSetRole), MaxBody: 4 << 10, Owner: true},
		{Pattern: "DELETE /api/admin/people/invitations/{id}", Handler: s.Limit(s.Limits.Auth, s.handleCancelInvitation), MaxBody: 1 << 10, Owner: true},
	}
}

// The team (Admin → People), an owner's screen: each person with an account
// of their own, an owner or an editor (storyshelf.RoleOwner). An owner
// invites someone by email, with their role; the link works once, within
// storyshelf.InvitationTTL, and they set their own password on the admin's
// invitation page. An owner can change a person's role (making an owner
// takes her password) and remove an account, its sessions ending at once;
// the last owner is never removed or made an editor.

const invitePath = "/admin/invite"

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
func (s *Admin) handlePeople(w http.ResponseWriter, r *http.Request) error {
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

// inviteForm is an invitation as the People screen sends it.
type inviteForm struct {
	Email string `json:"email"`
	Role  string `json:"role"`
}

// POST /api/admin/people
//
// Body {"email", "role"} (role "editor" when it is missing). Invites the address: a mail carries the link, built from
// the site's configured address. An address with an account is refused;
// one with an invitation waiting gets a new link, and the old one stops
// working. Without a mail server nothing is mailed and the answer says so,
// with the link for the inviter to pass on.
func (s *Admin) handleInvite(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[inviteForm](r)
	if err != nil {
		return err
	}
	email := storyshelf.NormalizeEmail(form.Email)
	if err := storyshelf.ValidateEmail(email); err != nil {
		return err
	}
	if form.Role == "" {
		form.Role = storyshelf.RoleEditor
	}
	ctx, user := r.Context(), toolkit.CurrentUser(r)
	token := auth.NewSecret()
	link := s.SiteURL + invitePath + "?token=" + url.QueryEscape(token)
	mailing := s.CanMail(ctx)
	var m *storyshelf.OutboxMail
	if mailing {
		mail := mails.Invitation(s.MailSite(ctx), user.Email, email, link)
		m = &mail
	}
	// The store counts it against the inviter's storyshelf.InvitesPerHour.
	inv, again, err := s.Store.CreateInvitation(ctx, store.Invite{Email: email, Role: form.Role, ByID: user.ID, ByEmail: user.Email,
		TokenHash: auth.HashSecret(token), Mail: m})
	if storyshelf.ErrorCode(err) == storyshelf.ETOOMANYREQUESTS {
		w.Header().Set("Retry-After", "3600")
	}
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
func (s *Admin) handleCancelInvitation(w http.ResponseWriter, r *http.Request) error {
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
func (s *Admin) handleRemovePerson(w http.ResponseWriter, r *http.Request) error {
	gone, err := s.Store.RemoveUser(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	self := gone.ID == toolkit.CurrentUser(r).ID
	if self {
		s.EndThisSignIn(w, r)
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"message": gone.Email + " can no longer sign in, and is signed out everywhere.", "you": self})
	return nil
}

// roleForm is a change of role: the owner's own password makes an owner.
type roleForm struct {
	Role     string `json:"role"`
	Password string `json:"password"`
}

// PUT /api/admin/people/{id}/role
//
// Body {"role", "password"}. Gives the account role. Making an owner needs
// the signed-in owner's password (an owner can do everything, including
// removing her); the last owner is refused (409). Answers {"message",
// "person"}.
func (s *Admin) handleSetRole(w http.ResponseWriter, r *http.Request) error {
	form, err := toolkit.DecodeFields[roleForm](r)
	if err != nil {
		return err
	}
	if !storyshelf.ValidRole(form.Role) {
		return storyshelf.FieldError("role", storyshelf.MsgChooseRole)
	}
	if form.Role == storyshelf.RoleOwner {
		if form.Password == "" {
			return storyshelf.FieldError("password", storyshelf.MsgPasswordForOwner)
		}
		if err := s.CheckOwnPassword(w, r, "password", form.Password); err != nil {
			return err
		}
	}
	u, err := s.Store.SetRole(r.Context(), r.PathValue("id"), form.Role)
	if err != nil {
		return err
	}
	person := storyshelf.Person{ID: u.ID, Email: u.Email, CreatedAt: u.CreatedAt, Role: u.Role, You: u.ID == toolkit.CurrentUser(r).ID}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"message": storyshelf.RoleChanged(u.Email, u.Role), "person": person})
	return nil
}
