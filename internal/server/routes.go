package server

import (
	"net/http"
	"strings"
	"unicode/utf8"

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
// that answers its errors itself (pages, files, the read cache).
func (s *Server) routeTable() []route {
	return []route{
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
		{"GET /api/challenge", s.Limit(s.challengeLimit, 0, s.handleChallenge)},
		{"POST /api/newsletter", s.FromThisSite(s.Limit(s.newsletterLimit, 4<<10, s.handleNewsletter))},
		{"POST /api/unsubscribe", s.FromThisSite(s.Limit(s.unsubscribeLimit, 4<<10, s.handleUnsubscribeAPI))},
		{"POST /api/contact", s.FromThisSite(s.Limit(s.contactLimit, 32<<10, s.handleContact))},
		{"POST /api/events", s.FromThisSite(s.Limit(s.eventLimit, 4<<10, s.handleEvent))},
		{"POST /api/kits/{id}/signup", s.FromThisSite(s.Limit(s.newsletterLimit, 4<<10, s.handleKitSignUp))},
		{"POST /api/books/{id}/reviews", s.FromThisSite(s.Limit(s.contactLimit, 16<<10, s.handleSendReview))},

		// Signing in and out. Login and forgot-password also have limits in the
		// database that hold across instances.
		{"POST /api/auth/login", s.FromThisSite(s.Limit(s.authLimit, 4<<10, s.handleLogin))},
		{"POST /api/auth/second-step", s.FromThisSite(s.Limit(s.authLimit, 1<<10, s.handleSecondStep))},
		{"POST /api/auth/refresh", s.FromThisSite(s.Limit(s.authLimit, 1<<10, s.handleRefresh))},
		{"POST /api/auth/logout", s.FromThisSite(s.Limit(s.authLimit, 1<<10, s.handleLogout))},
		{"POST /api/auth/forgot-password", s.FromThisSite(s.Limit(s.authLimit, 4<<10, s.handleForgotPassword))},
		{"POST /api/auth/reset-password/check", s.FromThisSite(s.Limit(s.authLimit, 4<<10, s.handleCheckReset))},
		{"POST /api/auth/reset-password", s.FromThisSite(s.Limit(s.authLimit, 4<<10, s.handleResetPassword))},
		{"POST /api/auth/setup", s.FromThisSite(s.Limit(s.authLimit, 4<<10, s.handleSetup))},
		{"GET /api/auth/recovery", s.Limit(s.authLimit, 0, s.handleRecovery)},
		// An invitation's page: what it opens, and setting the password (people.go).
		{"POST /api/auth/invitation/check", s.FromThisSite(s.Limit(s.authLimit, 4<<10, s.handleCheckInvitation))},
		{"POST /api/auth/invitation/accept", s.FromThisSite(s.Limit(s.authLimit, 4<<10, s.handleAcceptInvitation))},
		// Signing in with a passkey (passkeys.go): a whole sign-in of its own.
		{"POST /api/auth/passkey/begin", s.FromThisSite(s.Limit(s.passkeyLimit, 1<<10, s.handlePasskeyBegin))},
		{"POST /api/auth/passkey/finish", s.FromThisSite(s.Limit(s.passkeyLimit, 8<<10, s.handlePasskeyFinish))},

		// The admin API: a session is required for every route.
		{"GET /api/admin/me", s.admin(s.handleMe)},
		// The owner's own account (account*.go).
		{"GET /api/admin/account", s.admin(s.handleAccount)},
		{"POST /api/admin/password", s.admin(s.Limit(s.authLimit, 4<<10, s.handleChangePassword))},
		{"POST /api/admin/account/email", s.admin(s.Limit(s.authLimit, 4<<10, s.handleChangeEmail))},
		{"GET /api/admin/account/passkeys", s.admin(s.handlePasskeys)},
		{"POST /api/admin/account/passkeys/begin", s.admin(s.Limit(s.authLimit, 4<<10, s.handleBeginAddPasskey))},
		{"POST /api/admin/account/passkeys/finish", s.admin(s.Limit(s.authLimit, 16<<10, s.handleFinishAddPasskey))},
		{"PUT /api/admin/account/passkeys/{id}", s.admin(s.Limit(s.authLimit, 4<<10, s.handleRenamePasskey))},
		{"DELETE /api/admin/account/passkeys/{id}", s.admin(s.Limit(s.authLimit, 4<<10, s.handleRemovePasskey))},
		{"GET /api/admin/sessions", s.admin(s.handleSignIns)},
		{"DELETE /api/admin/sessions", s.admin(s.Limit(s.authLimit, 1<<10, s.handleEndOtherSignIns))},
		{"DELETE /api/admin/sessions/{id}", s.admin(s.Limit(s.authLimit, 1<<10, s.handleEndSignIn))},
		// Her sign-in codes and the site's second-step rule (account_codes.go).
		{"GET /api/admin/account/codes", s.admin(s.handleCodes)},
		{"POST /api/admin/account/codes", s.admin(s.Limit(s.authLimit, 4<<10, s.handleStartCodes))},
		{"POST /api/admin/account/codes/confirm", s.admin(s.Limit(s.authLimit, 1<<10, s.handleConfirmCodes))},
		{"POST /api/admin/account/codes/recovery-codes", s.admin(s.Limit(s.authLimit, 4<<10, s.handleNewRecoveryCodes))},
		{"POST /api/admin/account/codes/off", s.admin(s.Limit(s.authLimit, 4<<10, s.handleCodesOff))},
		{"PUT /api/admin/account/second-step-required", s.admin(s.Limit(s.authLimit, 4<<10, s.handleRequireSecondStep))},
		// The team: its accounts and invitations (people.go).
		{"GET /api/admin/people", s.admin(s.handlePeople)},
		{"POST /api/admin/people", s.admin(s.Limit(s.authLimit, 4<<10, s.handleInvite))},
		{"DELETE /api/admin/people/{id}", s.admin(s.Limit(s.authLimit, 1<<10, s.handleRemovePerson))},
		{"DELETE /api/admin/people/invitations/{id}", s.admin(s.Limit(s.authLimit, 1<<10, s.handleCancelInvitation))},
		{"GET /api/admin/dashboard", s.admin(s.handleDashboard)},
		{"GET /api/admin/backup", s.admin(s.handleDownloadBackup)},
		{"GET /api/admin/outbox", s.admin(s.handleOutbox)},
		{"GET /api/admin/books", s.admin(s.handleAdminBooks)},
		{"GET /api/admin/preview/{kind}/{id}", s.admin(s.handlePreviewLink)},
		{"POST /api/admin/books", s.admin(s.handleCreateBook)},
		{"GET /api/admin/books/{id}", s.admin(s.handleAdminBook)},
		{"PUT /api/admin/books/{id}", s.admin(s.handleUpdateBook)},
		{"DELETE /api/admin/books/{id}", s.admin(s.handleDeleteBook)},
		{"PUT /api/admin/books/featured", s.admin(s.handlePinFeaturedBook)},
		{"DELETE /api/admin/books/featured", s.admin(s.handleUnpinFeaturedBook)},
		{"PUT /api/admin/books/order", s.admin(s.handleSetBookOrder)},
		{"DELETE /api/admin/books/order", s.admin(s.handleResetBookOrder)},
		{"GET /api/admin/materials", s.admin(s.handleAdminMaterials)},
		{"POST /api/admin/uploads", s.admin(s.handleUpload)},
		{"POST /api/admin/storage/test", s.admin(s.handleStorageTest)},
		{"GET /api/admin/kits", s.admin(s.handleAdminKits)},
		{"POST /api/admin/kits", s.admin(s.handleCreateKit)},
		{"GET /api/admin/kits/{id}", s.admin(s.handleAdminKit)},
		{"PUT /api/admin/kits/{id}", s.admin(s.handleUpdateKit)},
		{"DELETE /api/admin/kits/{id}", s.admin(s.handleDeleteKit)},
		{"POST /api/admin/kits/{id}/files", s.admin(s.handleAddKitFile)},
		{"DELETE /api/admin/kits/{id}/files/{file}", s.admin(s.handleDeleteKitFile)},
		{"POST /api/admin/kits/{id}/download-link", s.admin(s.handleKitDownloadLink)},
		{"GET /api/admin/upcoming-books", s.admin(s.handleAdminUpcomingBooks)},
		{"POST /api/admin/upcoming-books", s.admin(s.handleCreateUpcomingBook)},
		{"GET /api/admin/upcoming-books/{id}", s.admin(s.handleAdminUpcomingBook)},
		{"PUT /api/admin/upcoming-books/{id}", s.admin(s.handleUpdateUpcomingBook)},
		{"DELETE /api/admin/upcoming-books/{id}", s.admin(s.handleDeleteUpcomingBook)},
		{"POST /api/admin/upcoming-books/{id}/release", s.admin(s.handleReleaseUpcomingBook)},
		{"GET /api/admin/testimonials", s.admin(s.handleAdminTestimonials)},
		{"POST /api/admin/testimonials", s.admin(s.handleCreateTestimonial)},
		{"PUT /api/admin/testimonials/{id}", s.admin(s.handleUpdateTestimonial)},
		{"DELETE /api/admin/testimonials/{id}", s.admin(s.handleDeleteTestimonial)},
		// Readers' reviews wait for the owner (admin_reviews.go).
		{"GET /api/admin/testimonials/waiting-count", s.admin(s.handleWaitingReviewCount)},
		{"POST /api/admin/testimonials/{id}/approve", s.admin(s.handleApproveReview)},
		{"POST /api/admin/testimonials/{id}/reject", s.admin(s.handleRejectReview)},
		{"GET /api/admin/authors", s.admin(s.handleAdminAuthors)},
		{"PUT /api/admin/authors", s.admin(s.handleRenameAuthor)},
		{"DELETE /api/admin/authors", s.admin(s.handleDeleteAuthor)},
		{"GET /api/admin/author-profile", s.admin(s.handleAdminAuthorProfile)},
		{"PUT /api/admin/author-profile", s.admin(s.handleSaveAuthorProfile)},
		{"GET /api/admin/multimedia", s.admin(s.handleAdminMultimedia)},
		{"POST /api/admin/multimedia", s.admin(s.handleCreateMultimedia)},
		{"PUT /api/admin/multimedia/{id}", s.admin(s.handleUpdateMultimedia)},
		{"DELETE /api/admin/multimedia/{id}", s.admin(s.handleDeleteMultimedia)},

		{"GET /api/admin/messages", s.admin(s.handleAdminMessages)},
		{"GET /api/admin/messages/unread-count", s.admin(s.handleUnreadCount)},
		{"GET /api/admin/messages/{id}", s.admin(s.handleAdminMessage)},
		{"PUT /api/admin/messages/{id}", s.admin(s.handleMarkMessage)},
		{"DELETE /api/admin/messages/{id}", s.admin(s.handleDeleteMessage)},

		{"GET /api/admin/subscribers", s.admin(s.handleAdminSubscribers)},
		{"GET /api/admin/subscribers/export", s.admin(s.handleExportSubscribers)},
		{"POST /api/admin/subscribers/{id}/unsubscribe", s.admin(s.handleAdminUnsubscribe)},
		{"POST /api/admin/people/forget", s.admin(s.handleForgetPerson)},
		{"GET /api/admin/kits/{id}/signups", s.admin(s.handleKitSignUps)},
		{"GET /api/admin/kits/{id}/signups/export", s.admin(s.handleExportKitSignUps)},

		{"GET /api/admin/statistics", s.admin(s.handleAdminStatistics)},
		{"GET /api/admin/statistics.csv", s.admin(s.handleStatisticsCSV)},

		// Newsletter issues (admin_newsletter.go); the worker sends them.
		{"GET /api/admin/newsletter/issues", s.admin(s.handleAdminIssues)},
		{"POST /api/admin/newsletter/issues", s.admin(s.handleCreateIssue)},
		{"GET /api/admin/newsletter/issues/{id}", s.admin(s.handleAdminIssue)},
		{"PUT /api/admin/newsletter/issues/{id}", s.admin(s.handleUpdateIssue)},
		{"DELETE /api/admin/newsletter/issues/{id}", s.admin(s.handleDeleteIssue)},
		{"PUT /api/admin/newsletter/issues/{id}/archive", s.admin(s.handleIssueArchive)},
		{"POST /api/admin/newsletter/issues/{id}/test", s.admin(s.Limit(s.authLimit, 4<<10, s.handleIssueTest))},
		{"POST /api/admin/newsletter/issues/{id}/send", s.admin(s.handleSendIssue)},
		{"POST /api/admin/newsletter/issues/{id}/cancel", s.admin(s.handleCancelIssue)},
		{"POST /api/admin/newsletter/issues/{id}/resend", s.admin(s.handleResendIssue)},
		{"GET /api/admin/newsletter/issues/{id}/progress", s.admin(s.handleIssueProgress)},
		{"GET /api/admin/newsletter/issues/{id}/report", s.admin(s.handleIssueReport)},
		{"GET /api/admin/newsletter/audience", s.admin(s.handleIssueAudience)},
		{"GET /api/admin/newsletter/settings", s.admin(s.handleNewsletterSettings)},
		{"PUT /api/admin/newsletter/settings", s.admin(s.handleSaveNewsletterSettings)},

		// The site's identity (DESIGN.md difference 11).
		{"GET /api/admin/settings", s.admin(s.handleAdminSettings)},
		{"PUT /api/admin/settings/{section}", s.admin(s.handleSaveSettings)},
		{"DELETE /api/admin/settings/{section}", s.admin(s.handleResetSettings)},
		// Settings → Email (admin_email.go); the test mail waits for the mail server.
		{"GET /api/admin/email", s.admin(s.handleEmailSettings)},
		{"PUT /api/admin/email", s.admin(s.Limit(s.authLimit, 8<<10, s.handleSaveEmailSettings))},
		{"POST /api/admin/email/test", s.admin(s.Limit(s.authLimit, 8<<10, s.handleTestEmail))},
		{"GET /api/admin/weekly-letter", s.admin(s.handleWeeklyLetter)},
		{"PUT /api/admin/weekly-letter", s.admin(s.Limit(s.authLimit, 4<<10, s.handleSaveWeeklyLetter))},
		{"POST /api/admin/weekly-letter/send", s.admin(s.Limit(s.authLimit, 0, s.handleSendWeeklyLetter))},
		// Settings → Backups (admin_backups.go).
		{"GET /api/admin/backups", s.admin(s.handleBackupSettings)},
		{"PUT /api/admin/backups", s.admin(s.handleSaveBackupSettings)},
		// History (history.go): s.admin records every write it lists.
		{"GET /api/admin/history", s.admin(s.handleHistory)},

		// Anything else under /api/ is a JSON 404, never the app's index.html.
		{"/api/", s.handleAPINotFound},

		// Unsubscribe and join-again pages that work without JavaScript, from
		// any mail app.
		{"GET /unsubscribe", toolkit.Writes(s.handleUnsubscribePage)},
		{"POST /unsubscribe", s.FromThisSite(s.Limit(s.unsubscribeLimit, 4<<10, toolkit.Writes(s.handleUnsubscribeForm)))},
		{"GET /rejoin", toolkit.Writes(s.handleRejoinPage)},
		{"POST /rejoin", s.FromThisSite(s.Limit(s.unsubscribeLimit, 4<<10, toolkit.Writes(s.handleRejoinForm)))},
		// The confirmation of a new sign-up (confirm_signup.go).
		{"GET " + confirmSignUpPath, toolkit.Writes(s.handleConfirmSignUpPage)},
		{"POST " + confirmSignUpPath, s.FromThisSite(s.Limit(s.unsubscribeLimit, 4<<10, toolkit.Writes(s.handleConfirmSignUpForm)))},

		// The link that confirms the owner's new email address, and its button.
		{"GET " + confirmEmailPath, toolkit.Writes(s.handleConfirmEmailPage)},
		{"POST " + confirmEmailPath, s.FromThisSite(s.Limit(s.authLimit, 4<<10, toolkit.Writes(s.handleConfirmEmailForm)))},
		// The new-device mail's link that signs that device out, and its button (new_device.go).
		{"GET " + signOutDevicePath, toolkit.Writes(s.handleSignOutDevicePage)},
		{"POST " + signOutDevicePath, s.FromThisSite(s.Limit(s.authLimit, 4<<10, toolkit.Writes(s.handleSignOutDeviceForm)))},

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
	}
}

// defaultMaxBody caps every request body; handlers cap their own further.
// Only the routes in bodyCaps take more.
const defaultMaxBody = 1 << 20

var bodyCaps = map[string]int64{
	"POST /api/admin/uploads": maxUploadBytes + 1<<20, // the file and its multipart framing
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
