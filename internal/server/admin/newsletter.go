package admin

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) newsletterRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/newsletter/issues", Handler: s.handleAdminIssues},
		{Pattern: "POST /api/admin/newsletter/issues", Handler: s.handleCreateIssue},
		{Pattern: "GET /api/admin/newsletter/issues/{id}", Handler: s.handleAdminIssue},
		{Pattern: "PUT /api/admin/newsletter/issues/{id}", Handler: s.handleUpdateIssue},
		{Pattern: "DELETE /api/admin/newsletter/issues/{id}", Handler: s.handleDeleteIssue},
		{Pattern: "PUT /api/admin/newsletter/issues/{id}/archive", Handler: s.handleIssueArchive},
		{Pattern: "POST /api/admin/newsletter/issues/{id}/test", Handler: s.Limit(s.Limits.Auth, s.handleIssueTest), MaxBody: 4 << 10},
		{Pattern: "POST /api/admin/newsletter/issues/{id}/send", Handler: s.handleSendIssue, Owner: true},
		{Pattern: "POST /api/admin/newsletter/issues/{id}/cancel", Handler: s.handleCancelIssue, Owner: true},
		{Pattern: "POST /api/admin/newsletter/issues/{id}/resend", Handler: s.handleResendIssue, Owner: true},
		{Pattern: "GET /api/admin/newsletter/issues/{id}/progress", Handler: s.handleIssueProgress},
		{Pattern: "GET /api/admin/newsletter/issues/{id}/report", Handler: s.handleIssueReport},
		{Pattern: "POST /api/admin/newsletter/announcements", Handler: s.handleAnnounceBook, MaxBody: 4 << 10},
		{Pattern: "GET /api/admin/newsletter/inserts/books/{id}", Handler: s.handleBookInsert},
		{Pattern: "GET /api/admin/newsletter/inserts/kits/{id}", Handler: s.handleKitInsert},
		{Pattern: "GET /api/admin/newsletter/audience", Handler: s.handleIssueAudience},
		{Pattern: "GET /api/admin/newsletter/settings", Handler: s.handleNewsletterSettings},
		{Pattern: "PUT /api/admin/newsletter/settings", Handler: s.handleSaveNewsletterSettings, Owner: true},
	}
}

// Newsletter: the issues the owner writes and sends to her subscribers
// (issue #28). The worker (worker.Newsletters) sends the copies; these
// routes write, schedule and report.

// issueInput is what the editor saves: every field of a draft.
type issueInput struct {
	Subject       string `json:"subject"`
	PreviewText   string `json:"previewText"`
	HTML          string `json:"bodyHtml"`
	Text          string `json:"bodyText"`
	SubjectEs     string `json:"subjectEs"`
	PreviewTextEs string `json:"previewTextEs"`
	HTMLEs        string `json:"bodyHtmlEs"`
	TextEs        string `json:"bodyTextEs"`
	Audience      string `json:"audience"`
	AudienceKit   string `json:"audienceKit"`
	InArchive     bool   `json:"inArchive"`
}

func (in issueInput) issue() *storyshelf.Issue {
	return &storyshelf.Issue{Subject: in.Subject, PreviewText: in.PreviewText, HTML: in.HTML, Text: in.Text,
		SubjectEs: in.SubjectEs, PreviewTextEs: in.PreviewTextEs, HTMLEs: in.HTMLEs, TextEs: in.TextEs,
		Audience: in.Audience, AudienceKit: in.AudienceKit, InArchive: in.InArchive}
}

// GET /api/admin/newsletter/issues
//
// Every issue, newest first, with its counts: {"issues": [...]}.
func (s *Admin) handleAdminIssues(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.Issues(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"issues": list})
	return nil
}

// POST /api/admin/newsletter/issues
//
// Starts a draft from the editor's fields (any may be empty); answers 201
// with the issue.
func (s *Admin) handleCreateIssue(w http.ResponseWriter, r *http.Request) error {
	var in issueInput
	if err := toolkit.DecodeStrictJSON(r, &in); err != nil {
		return err
	}
	i := in.issue()
	if err := i.NormalizeDraft(); err != nil {
		return err
	}
	if err := s.Store.CreateIssue(r.Context(), i); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusCreated, i)
	return nil
}

// GET /api/admin/newsletter/issues/{id}
func (s *Admin) handleAdminIssue(w http.ResponseWriter, r *http.Request) error {
	i, err := s.Store.Issue(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, i)
	return nil
}

// PUT /api/admin/newsletter/issues/{id}
//
// Saves a draft (the editor's autosave): every field, as POST takes them.
// A cancelled issue becomes a draft again; a scheduled or sent one is
// refused (409).
func (s *Admin) handleUpdateIssue(w http.ResponseWriter, r *http.Request) error {
	var in issueInput
	if err := toolkit.DecodeStrictJSON(r, &in); err != nil {
		return err
	}
	i := in.issue()
	i.ID = r.PathValue("id")
	if err := i.NormalizeDraft(); err != nil {
		return err
	}
	if err := s.Store.UpdateIssue(r.Context(), i); err != nil {
		return err
	}
	return s.writeIssue(w, r, "", i.ID)
}

// writeIssue answers the issue as it now is, with a message when one is given.
func (s *Admin) writeIssue(w http.ResponseWriter, r *http.Request, message, id string) error {
	i, err := s.Store.Issue(r.Context(), id)
	if err != nil {
		return err
	}
	if message == "" {
		toolkit.WriteJSON(w, http.StatusOK, i)
		return nil
	}
	toolkit.WriteJSON(w, http.StatusOK, struct {
		Message string            `json:"message"`
		Issue   *storyshelf.Issue `json:"issue"`
	}{message, i})
	return nil
}

var msgSayInArchive = storyshelf.Msg{Key: "server.sayInArchive", Text: "Please say whether this newsletter is in the archive."}

// PUT /api/admin/newsletter/issues/{id}/archive
//
// Body {inArchive}: shows the issue in the public archive or hides it, in
// any status.
func (s *Admin) handleIssueArchive(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		InArchive *bool `json:"inArchive"`
	}
	if err := toolkit.DecodeStrictJSON(r, &in); err != nil {
		return err
	}
	if in.InArchive == nil {
		return storyshelf.FieldError("inArchive", msgSayInArchive)
	}
	ctx := r.Context()
	if err := s.Store.SetIssueInArchive(ctx, r.PathValue("id"), *in.InArchive); err != nil {
		return err
	}
	message := "This newsletter is no longer in the public archive."
	if *in.InArchive {
		message = "This newsletter is in the public archive."
	}
	return s.writeIssue(w, r, message, r.PathValue("id"))
}

// DELETE /api/admin/newsletter/issues/{id}
//
// Deletes a draft or a cancelled issue; one scheduled or sent is refused (409).
func (s *Admin) handleDeleteIssue(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	if err := s.Store.DeleteIssue(r.Context(), id); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]string{"message": "The draft was deleted."})
	return nil
}

// GET /api/admin/newsletter/audience?audience=…&kit=…
//
// How many would get an issue sent now to that audience: {"count"}.
func (s *Admin) handleIssueAudience(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	n, err := s.Store.CountAudience(r.Context(), q.Get("audience"), q.Get("kit"))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]int{"count": n})
	return nil
}

// POST /api/admin/newsletter/issues/{id}/test
//
// Body {} : sends the issue as it is saved to the owner's own address, at
// once, as one subscriber would get it (the unsubscribe link in it leads
// nowhere). Answers {"sent", "message"}: when the mail server refused, the
// message says why in words.
func (s *Admin) handleIssueTest(w http.ResponseWriter, r *http.Request) error {
	if err := toolkit.DecodeStrictJSON(r, &struct{}{}); err != nil {
		return err
	}
	ctx := r.Context()
	i, err := s.Store.Issue(ctx, r.PathValue("id"))
	if err != nil {
		return err
	}
	if err := i.ValidateForSending(); err != nil {
		return err
	}
	to := toolkit.CurrentUser(r).Email
	// One copy of each version she has written, as its readers get it.
	var langs []string
	for _, v := range i.Versions() {
		if v.Written() {
			langs = append(langs, v.Lang)
		}
	}
	answer := struct {
		Sent    bool   `json:"sent"`
		Message string `json:"message"`
	}{Sent: true, Message: "A test was sent to " + to + ". It may take a minute or two to arrive."}
	if len(langs) > 1 {
		answer.Message = "A test of the English and of the Spanish version was sent to " + to + ". They may take a minute or two to arrive."
	}
	set, err := s.Mail.Current(ctx)
	if err != nil {
		return err
	}
	sender, err := s.Mail.Sender(set)
	if err != nil {
		answer.Sent, answer.Message = false, "No mail server is set up yet: set one up in Settings → Email, then send the test again."
		toolkit.WriteJSON(w, http.StatusOK, answer)
		return nil
	}
	sendCtx, cancel := context.WithTimeout(ctx, testMailTimeout)
	defer cancel()
	for _, lang := range langs {
		m := mails.Issue(s.MailSite(ctx), i, &storyshelf.Subscriber{Email: to, Lang: lang, UnsubscribeToken: "test"})
		m.Subject = "[Test] " + m.Subject
		if err := sender.Send(sendCtx, m); err != nil {
			answer.Sent, answer.Message = false, sender.Explain(err)
			s.Logger.InfoContext(ctx, "newsletter test not sent", "to", to, "reason", answer.Message)
			toolkit.WriteJSON(w, http.StatusOK, answer)
			return nil
		}
	}
	// Only a test that went is History's.
	if err := history.Note(ctx, s.Deps, storyshelf.HistoryNewsletter, "sent a test of", i.ID, i.Name()); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, answer)
	return nil
}

// POST /api/admin/newsletter/issues/{id}/send
//
// Body {"sendAt": null} sends a draft now: its recipients are fixed at
// once, and the answer says how many. Body {"sendAt": "2026-05-01T08:00:00Z"}
// schedules it for then (it can be cancelled until it starts). Answers
// {"message", "issue"}.
func (s *Admin) handleSendIssue(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		SendAt *time.Time `json:"sendAt"`
	}
	if err := toolkit.DecodeStrictJSON(r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	id := r.PathValue("id")
	i, err := s.Store.Issue(ctx, id)
	if err != nil {
		return err
	}
	if i.Status != storyshelf.IssueDraft {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgIssueNotDraft)
	}
	if err := s.sendsFromHere(ctx); err != nil {
		return err
	}
	if err := i.ValidateForSending(); err != nil {
		return err
	}
	if ready, err := s.Mail.Ready(ctx); err != nil {
		return err
	} else if !ready {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgIssueNoMailServer)
	}
	if in.SendAt == nil {
		n, err := s.Store.StartIssue(ctx, id)
		if err != nil {
			return err
		}
		s.WakeWorkers()
		return s.writeIssue(w, r, "Sending started: "+strconv.Itoa(n)+" subscriber"+plural(n)+" will get it.", id)
	}
	if !in.SendAt.After(s.Store.Now()) {
		return storyshelf.FieldError("sendAt", storyshelf.MsgIssueSendAtPast)
	}
	if n, err := s.Store.CountAudience(ctx, i.Audience, i.AudienceKit); err != nil {
		return err
	} else if n == 0 {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgIssueNoRecipients)
	}
	if err := s.Store.ScheduleIssue(ctx, id, *in.SendAt); err != nil {
		return err
	}
	return s.writeIssue(w, r, "Scheduled. You can cancel it until it starts.", id)
}

// POST /api/admin/newsletter/issues/{id}/cancel
//
// Body {}: stops a scheduled issue before it starts (409 once it has
// started). It can then be edited and sent again.
func (s *Admin) handleCancelIssue(w http.ResponseWriter, r *http.Request) error {
	if err := toolkit.DecodeStrictJSON(r, &struct{}{}); err != nil {
		return err
	}
	ctx := r.Context()
	if err := s.Store.CancelIssue(ctx, r.PathValue("id")); err != nil {
		return err
	}
	return s.writeIssue(w, r, "Cancelled: nobody got it. It is a draft again once you edit it.", r.PathValue("id"))
}

// POST /api/admin/newsletter/issues/{id}/resend
//
// Body {}: sends again the copies that may not have arrived (the report's
// counts.unknown and unknownEmails): they go back in the queue, and the
// issue is sending until they are done. Copies still being sent are left
// alone. 404 for an unknown issue; 409 when no copy is in doubt, when
// newsletters go through MailerLite, or when no mail server is set up.
// Answers {"message", "issue"}.
func (s *Admin) handleResendIssue(w http.ResponseWriter, r *http.Request) error {
	if err := toolkit.DecodeStrictJSON(r, &struct{}{}); err != nil {
		return err
	}
	ctx := r.Context()
	id := r.PathValue("id")
	if _, err := s.Store.Issue(ctx, id); err != nil {
		return err
	}
	if err := s.sendsFromHere(ctx); err != nil {
		return err
	}
	if ready, err := s.Mail.Ready(ctx); err != nil {
		return err
	} else if !ready {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgIssueNoMailServer)
	}
	n, err := s.Store.ResendUnknownCopies(ctx, id)
	if err != nil {
		return err
	}
	s.WakeWorkers()
	return s.writeIssue(w, r, "Sending again to "+strconv.Itoa(n)+" subscriber"+plural(n)+
		" whose copy may not have arrived.", id)
}

// GET /api/admin/newsletter/issues/{id}/progress
//
// While sending: {"status", "counts": {recipients, sent, waiting, failed,
// skipped, unknown}, "failures": [{email, reason}], "unknownEmails"}:
// unknown copies were handed to the mail server, which never said it got
// them (see storyshelf.IssueCounts).
func (s *Admin) handleIssueProgress(w http.ResponseWriter, r *http.Request) error {
	p, err := s.Store.IssueProgress(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, p)
	return nil
}

// GET /api/admin/newsletter/issues/{id}/report
//
// Afterwards: the progress, plus {"delivered", "unsubscribes"}.
func (s *Admin) handleIssueReport(w http.ResponseWriter, r *http.Request) error {
	rep, err := s.Store.IssueReport(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, rep)
	return nil
}

// GET /api/admin/newsletter/settings
//
// {"perMinute", "sendFrom", "mailerLite", "siteUrl"}: how many newsletter
// emails go out a minute, all instances together; where newsletters are sent
// from ("site", or "mailerlite"); whether MailerLite is set up, so the choice
// is offered; and the site's address for the links the editor inserts.
func (s *Admin) handleNewsletterSettings(w http.ResponseWriter, r *http.Request) error {
	n, err := s.Store.NewsletterSettings(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, newsletterSettingsView{NewsletterSettings: *n, MailerLite: s.MailerLite, SiteURL: s.SiteURL})
	return nil
}

// newsletterSettingsView is the settings with whether MailerLite is set up,
// and the site's address, which the editor's book and kit links start with
// (the configured one: never the address the admin happens to be open at).
type newsletterSettingsView struct {
	Message string `json:"message,omitempty"`
	storyshelf.NewsletterSettings
	MailerLite bool   `json:"mailerLite"`
	SiteURL    string `json:"siteUrl"`
}

// PUT /api/admin/newsletter/settings
//
// Body {"perMinute", "sendFrom"}: perMinute 1 to 60000, applying from the
// next email on; sendFrom "site" or "mailerlite" (only when MailerLite is set
// up), and left as it is when absent. Choosing MailerLite while an issue is
// scheduled or sending from here is refused (409).
func (s *Admin) handleSaveNewsletterSettings(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		PerMinute int     `json:"perMinute"`
		SendFrom  *string `json:"sendFrom"`
	}
	if err := toolkit.DecodeStrictJSON(r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	cur, err := s.Store.NewsletterSettings(ctx)
	if err != nil {
		return err
	}
	set := storyshelf.NewsletterSettings{PerMinute: in.PerMinute, SendFrom: cur.SendFrom}
	if in.SendFrom != nil {
		set.SendFrom = *in.SendFrom
	}
	if set.SendFrom == storyshelf.SendFromMailerLite && !s.MailerLite {
		return storyshelf.FieldError("sendFrom", storyshelf.MsgSendFromNoMailerLite)
	}
	if set.SendFrom == storyshelf.SendFromMailerLite && cur.SendFrom != storyshelf.SendFromMailerLite {
		// An issue already on its way from here would go out from both.
		list, err := s.Store.Issues(ctx)
		if err != nil {
			return err
		}
		for _, i := range list {
			if i.Status == storyshelf.IssueScheduled || i.Status == storyshelf.IssueSending {
				return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgSendFromBusy)
			}
		}
	}
	if err := s.Store.SaveNewsletterSettings(ctx, &set); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, newsletterSettingsView{Message: "Saved.", NewsletterSettings: set, MailerLite: s.MailerLite, SiteURL: s.SiteURL})
	return nil
}

// sendsFromHere refuses (409) to send a newsletter from this site while the
// owner sends them through MailerLite, so nobody gets an issue from both.
func (s *Admin) sendsFromHere(ctx context.Context) error {
	set, err := s.Store.NewsletterSettings(ctx)
	if err != nil {
		return err
	}
	if s.MailerLite && set.SendFrom == storyshelf.SendFromMailerLite {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgIssueSentByMailerLite)
	}
	return nil
}
