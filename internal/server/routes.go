package server

import (
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/storyshelf/storyshelf/internal/analytics"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/admin"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// route is one line of the route table.
type route struct {
	pattern string
	handler toolkit.Handler
}

// routeTable is every path Storyshelf answers. Everything under /api/admin/
// is wrapped in s.admin, which a test proves for each entry. A handler's
// error becomes its answer in one place, s.Answer; writes marks a handler
// that answers its errors itself (pages, files, the read cache). The areas
// that live in packages of their own give their routes, and the table puts
// them in their place.
func (s *Server) routeTable() []route {
	return slices.Concat([]route{
		{"GET /healthz", toolkit.Writes(s.handleHealth)},
		{"GET /readyz", toolkit.Writes(s.handleReady)},
		{"GET /metrics", toolkit.Writes(s.handleMetrics)},

		// Public reads (public_reads.go: route, query key, fetch), from
		// memory: built once per content version. Each names the query
		// parameters it reads; others are ignored.
		readBooks.routeOn(s),
		readBook.routeOn(s),
		readBookTestimonials.routeOn(s),
		readBookMultimedia.routeOn(s),
		readBookKit.routeOn(s),
		readUpcomingBooks.routeOn(s),
		readFeaturedTestimonials.routeOn(s),
		readAuthor.routeOn(s),
		readSite.routeOn(s),
		readAbout.routeOn(s),
		readFAQ.routeOn(s),
		readReading.routeOn(s),
		readPrivacy.routeOn(s),
		readNewsletterArchive.routeOn(s),
		readNewsletterIssue.routeOn(s),

		// Public writes: each refused when another site's page sent it, rate
		// limited per client, with a small body limit. The forms also carry a
		// proof-of-work solution to a challenge from /api/challenge.
		{"GET /api/challenge", s.Limit(s.Limits.Challenge, 0, s.handleChallenge)},
		{"POST /api/newsletter", s.FromThisSite(s.Limit(s.Limits.Newsletter, 4<<10, s.handleNewsletter))},
		{"POST /api/unsubscribe", s.FromThisSite(s.Limit(s.Limits.Unsubscribe, 4<<10, s.handleUnsubscribeAPI))},
		{"POST /api/contact", s.FromThisSite(s.Limit(s.Limits.Contact, 32<<10, s.handleContact))},
		{"POST /api/events", s.FromThisSite(s.Limit(s.Limits.Event, 4<<10, s.handleEvent))},
		{"POST /api/kits/{id}/signup", s.FromThisSite(s.Limit(s.Limits.Newsletter, 4<<10, s.handleKitSignUp))},
		{"POST /api/books/{id}/reviews", s.FromThisSite(s.Limit(s.Limits.Contact, 16<<10, s.handleSendReview))},

		// Signing in and out. Login and forgot-password also have limits in the
		// database that hold across instances.
		{"POST /api/auth/login", s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleLogin))},
		{"POST /api/auth/second-step", s.FromThisSite(s.Limit(s.Limits.Auth, 1<<10, s.handleSecondStep))},
		{"POST /api/auth/refresh", s.FromThisSite(s.Limit(s.Limits.Auth, 1<<10, s.handleRefresh))},
		{"POST /api/auth/logout", s.FromThisSite(s.Limit(s.Limits.Auth, 1<<10, s.handleLogout))},
		{"POST /api/auth/forgot-password", s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleForgotPassword))},
		{"POST /api/auth/reset-password/check", s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleCheckReset))},
		{"POST /api/auth/reset-password", s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleResetPassword))},
		{"POST /api/auth/setup", s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleSetup))},
		{"GET /api/auth/recovery", s.Limit(s.Limits.Auth, 0, s.handleRecovery)},
		// An invitation's page: what it opens, and setting the password (people.go).
		{"POST /api/auth/invitation/check", s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleCheckInvitation))},
		{"POST /api/auth/invitation/accept", s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, s.handleAcceptInvitation))},
		// Signing in with a passkey (passkeys.go): a whole sign-in of its own.
		{"POST /api/auth/passkey/begin", s.FromThisSite(s.Limit(s.Limits.Passkey, 1<<10, s.handlePasskeyBegin))},
		{"POST /api/auth/passkey/finish", s.FromThisSite(s.Limit(s.Limits.Passkey, 8<<10, s.handlePasskeyFinish))},

		// The admin API: a session is required for every route.
		{"GET /api/admin/me", s.admin(s.handleMe)},
		// The owner's own account (account*.go).
		{"GET /api/admin/account", s.admin(s.handleAccount)},
		{"POST /api/admin/password", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleChangePassword))},
		{"POST /api/admin/account/email", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleChangeEmail))},
		{"GET /api/admin/account/passkeys", s.admin(s.handlePasskeys)},
		{"POST /api/admin/account/passkeys/begin", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleBeginAddPasskey))},
		{"POST /api/admin/account/passkeys/finish", s.admin(s.Limit(s.Limits.Auth, 16<<10, s.handleFinishAddPasskey))},
		{"PUT /api/admin/account/passkeys/{id}", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleRenamePasskey))},
		{"DELETE /api/admin/account/passkeys/{id}", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleRemovePasskey))},
		{"GET /api/admin/sessions", s.admin(s.handleSignIns)},
		{"DELETE /api/admin/sessions", s.admin(s.Limit(s.Limits.Auth, 1<<10, s.handleEndOtherSignIns))},
		{"DELETE /api/admin/sessions/{id}", s.admin(s.Limit(s.Limits.Auth, 1<<10, s.handleEndSignIn))},
		// Her sign-in codes and the site's second-step rule (account_codes.go).
		{"GET /api/admin/account/codes", s.admin(s.handleCodes)},
		{"POST /api/admin/account/codes", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleStartCodes))},
		{"POST /api/admin/account/codes/confirm", s.admin(s.Limit(s.Limits.Auth, 1<<10, s.handleConfirmCodes))},
		{"POST /api/admin/account/codes/recovery-codes", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleNewRecoveryCodes))},
		{"POST /api/admin/account/codes/off", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleCodesOff))},
		{"PUT /api/admin/account/second-step-required", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleRequireSecondStep))},
		// The team: its accounts and invitations (people.go).
		{"GET /api/admin/people", s.admin(s.handlePeople)},
		{"POST /api/admin/people", s.admin(s.Limit(s.Limits.Auth, 4<<10, s.handleInvite))},
		{"DELETE /api/admin/people/{id}", s.admin(s.Limit(s.Limits.Auth, 1<<10, s.handleRemovePerson))},
		{"DELETE /api/admin/people/invitations/{id}", s.admin(s.Limit(s.Limits.Auth, 1<<10, s.handleCancelInvitation))},
		{"GET /api/admin/preview/{kind}/{id}", s.admin(s.handlePreviewLink)},
		// The admin's screens (package admin), each giving its routes.
	}, s.signedIn(s.adminAPI.Routes()), []route{
		// Anything else under /api/ is a JSON 404, never the app's index.html.
		{"/api/", s.handleAPINotFound},

		// Unsubscribe and join-again pages that work without JavaScript, from
		// any mail app.
		{"GET /unsubscribe", toolkit.Writes(s.handleUnsubscribePage)},
		{"POST /unsubscribe", s.FromThisSite(s.Limit(s.Limits.Unsubscribe, 4<<10, toolkit.Writes(s.handleUnsubscribeForm)))},
		{"GET /rejoin", toolkit.Writes(s.handleRejoinPage)},
		{"POST /rejoin", s.FromThisSite(s.Limit(s.Limits.Unsubscribe, 4<<10, toolkit.Writes(s.handleRejoinForm)))},
		// The confirmation of a new sign-up (confirm_signup.go).
		{"GET " + mails.ConfirmSignUpPath, toolkit.Writes(s.handleConfirmSignUpPage)},
		{"POST " + mails.ConfirmSignUpPath, s.FromThisSite(s.Limit(s.Limits.Unsubscribe, 4<<10, toolkit.Writes(s.handleConfirmSignUpForm)))},

		// The link that confirms the owner's new email address, and its button.
		{"GET " + mails.ConfirmEmailPath, toolkit.Writes(s.handleConfirmEmailPage)},
		{"POST " + mails.ConfirmEmailPath, s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, toolkit.Writes(s.handleConfirmEmailForm)))},
		// The new-device mail's link that signs that device out, and its button (new_device.go).
		{"GET " + mails.SignOutDevicePath, toolkit.Writes(s.handleSignOutDevicePage)},
		{"POST " + mails.SignOutDevicePath, s.FromThisSite(s.Limit(s.Limits.Auth, 4<<10, toolkit.Writes(s.handleSignOutDeviceForm)))},

		// Stored files (covers, materials), and kit files through signed links.
		{"GET /files/{key...}", s.handleFile},
		{"GET /kit-downloads/{token}", toolkit.Writes(s.handleKitDownloadPage)},
		{"GET /kit-downloads/{token}/{file}", toolkit.Writes(s.handleKitDownload)},

		// For search engines.
		{"GET /robots.txt", toolkit.Writes(s.handleRobots)},
		{"GET /sitemap.xml", s.cachedRead(1, s.handleSitemap)},
		// The newsletter archive's Atom feed (newsletter_archive.go).
		{"GET " + newsletterFeedPath, s.cachedRead(1, s.handleNewsletterFeed)},

		// The React app: hashed assets and the index.html fallback.
		{"/", toolkit.Writes(s.handleApp)},
	})
}

// signedIn puts an area's routes behind the session check (s.admin).
func (s *Server) signedIn(routes []toolkit.Route) []route {
	out := make([]route, len(routes))
	for i, r := range routes {
		out[i] = route{r.Pattern, s.admin(r.Handler)}
	}
	return out
}

// defaultMaxBody caps every request body; handlers cap their own further.
// Only the routes in bodyCaps take more.
const defaultMaxBody = 1 << 20

var bodyCaps = map[string]int64{
	"POST /api/admin/uploads": admin.MaxUploadBytes + 1<<20, // the file and its multipart framing
}

func (s *Server) routes() {
	for _, r := range s.routeTable() {
		limit, ok := bodyCaps[r.pattern]
		if !ok {
			limit = defaultMaxBody
		}
		s.mux.HandleFunc(r.pattern, s.BodyDeadline(capBody(limit, s.Answer(s.readableURL(r.handler)))))
	}
}

// readableURL refuses an address with a NUL or bytes that are not UTF-8 in
// its path or query before any handler sees it: no id, name or search like
// that exists, and PostgreSQL rejects such text outright.
func (s *Server) readableURL(next toolkit.Handler) toolkit.Handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		if !readable(r.URL.Path) {
			return storyshelf.Errorf(storyshelf.ENOTFOUND, "Not found.")
		}
		for _, values := range r.URL.Query() {
			for _, v := range values {
				if !readable(v) {
					return toolkit.ErrNotUTF8
				}
			}
		}
		return next(w, r)
	}
}

func readable(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// capBody stops reading a request body past limit bytes.
func capBody(limit int64, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		next(w, r)
	}
}

// GET /api/... (no such endpoint)
func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) error {
	return storyshelf.Errorf(storyshelf.ENOTFOUND, "No such API endpoint.")
}

// sitePage tells whether a path on this site is one of the app's public
// pages: the route table sends it to the app, and it is no file of the build
// and no admin page.
func (s *Server) sitePage(p string) bool {
	if p == "" {
		p = "/"
	}
	_, pattern := s.mux.Handler(&http.Request{Method: http.MethodGet, URL: &url.URL{Path: p}})
	return pattern == "/" && path.Ext(p) == "" && analytics.Counted(p)
}
