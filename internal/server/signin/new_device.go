package signin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A sign-in from a device never seen for the account (signIn) mails the
// account's address: when, which browser, from which network, and a link
// that signs that one device out. The link's page works without signing in
// (she may be locked out of a session someone else started); opening it
// changes nothing, its button ends the sign-in, and it works while that
// sign-in is on.

// mailNewDevice queues the new-device mail for the sign-in familyID. Only
// while mail can be sent: a notice that arrives days later, when email is
// set up at last, would only alarm. A failure is logged: the sign-in goes on.
func (s *SignIn) mailNewDevice(r *http.Request, user *storyshelf.User, familyID string) {
	ctx := r.Context()
	if !s.CanMail(ctx) {
		return
	}
	token := auth.NewSecret()
	m := mails.NewDevice(s.MailSite(ctx), user.Email, deviceName(r.UserAgent()), s.ClientKey(r), s.Store.Now(), token)
	if err := s.Store.NoteNewDevice(ctx, familyID, user.ID, auth.HashSecret(token), &m); err != nil {
		s.Logger.ErrorContext(ctx, "new-device mail not sent", "err", err)
		return
	}
	s.WakeWorkers()
}

// deviceName is a browser as the owner knows it: "Firefox on Windows", as
// the Account screen's devices list names it.
func deviceName(userAgent string) string {
	browser, system := auth.DescribeUserAgent(userAgent)
	switch {
	case browser != "" && system != "":
		return browser + " on " + system
	case browser != "":
		return browser
	case system != "":
		return "A browser on " + system
	}
	return "An unknown browser"
}

// GET /account/sign-out-device?token=…
//
// The new-device mail's link: which sign-in it ends, and a button to end
// it. Opening it changes nothing.
func (s *SignIn) handleSignOutDevicePage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	d, err := s.Store.CheckDeviceSignOut(r.Context(), auth.HashSecret(token))
	if err != nil {
		s.renderNothingToSignOut(w, r, err)
		return
	}
	network := ""
	if d.Network != "" {
		network = ", from network " + d.Network
	}
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Title: "Sign out this device?",
		Text: deviceName(d.UserAgent) + ", signed in to " + d.Email + " on " + d.SignedInAt.UTC().Format("2 January 2006 at 15:04 MST") + network +
			". Signing it out ends that sign-in at once; whoever uses it will need the password again.",
		Token: token, Action: mails.SignOutDevicePath, Button: "Sign out this device"})
}

// POST /account/sign-out-device
//
// The page's button: that sign-in ends at once.
func (s *SignIn) handleSignOutDeviceForm(w http.ResponseWriter, r *http.Request) {
	form, err := toolkit.DecodeFields[tokenForm](r)
	if err != nil {
		s.RenderNotice(w, r, http.StatusBadRequest, toolkit.NoticeView{Title: "Something went wrong", Text: storyshelf.ErrorMessage(err)})
		return
	}
	d, err := s.Store.UseDeviceSignOut(r.Context(), auth.HashSecret(form.Token))
	if err != nil {
		s.renderNothingToSignOut(w, r, err)
		return
	}
	s.RenderNotice(w, r, http.StatusOK, toolkit.NoticeView{Title: "Device signed out",
		Text: deviceName(d.UserAgent) + " is signed out of " + d.Email + ". If that sign-in was not yours, someone knows the password: " +
			"sign in and change it on the Account page (or ask for a reset link from the sign-in page).",
		Link: "/admin/login", LinkText: "Go to the admin"})
}

// renderNothingToSignOut answers a link that ends no sign-in (or a failure
// to end it) with the status and message the JSON API would give.
func (s *SignIn) renderNothingToSignOut(w http.ResponseWriter, r *http.Request, err error) {
	status, msg := s.Failure(r, err)
	s.RenderNotice(w, r, status, toolkit.NoticeView{Title: "Nothing to sign out", Text: msg, Link: "/admin/login", LinkText: "Go to the admin"})
}
