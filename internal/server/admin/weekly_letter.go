package admin

import (
	"context"
	"net/http"
	"strings"

	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) weeklyLetterRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/weekly-letter", Handler: s.handleWeeklyLetter, Owner: true},
		{Pattern: "PUT /api/admin/weekly-letter", Handler: s.Limit(s.Limits.Auth, s.handleSaveWeeklyLetter), MaxBody: 4 << 10, Owner: true},
		{Pattern: "POST /api/admin/weekly-letter/send", Handler: s.Limit(s.Limits.Auth, s.handleSendWeeklyLetter), MaxBody: toolkit.NoBody, Owner: true},
	}
}

// Settings → Weekly letter (issue 31 part 6): the owner's Monday mail of
// last week's figures, sent by the worker (worker.WeeklyLetter) through the
// outbox; and a button that queues last week's letter at once.

// weeklyLetterView is what the section shows: the settings, who receives
// the letter (every owner account), when it goes, and whether mail can be
// sent (without it nothing is queued).
type weeklyLetterView struct {
	Settings   *storyshelf.WeeklyLetterSettings `json:"settings"`
	Recipients []string                         `json:"recipients"`
	Hour       int                              `json:"hour"` // on Mondays, in the settings' time zone
	MailReady  bool                             `json:"mailReady"`
}

func (s *Admin) weeklyLetterView(ctx context.Context) (*weeklyLetterView, error) {
	set, err := s.Store.WeeklyLetterSettings(ctx)
	if err != nil {
		return nil, err
	}
	to, err := s.Store.OwnerAddresses(ctx)
	if err != nil {
		return nil, err
	}
	return &weeklyLetterView{Settings: set, Recipients: to, Hour: storyshelf.LetterHour, MailReady: s.CanMail(ctx)}, nil
}

// GET /api/admin/weekly-letter
func (s *Admin) handleWeeklyLetter(w http.ResponseWriter, r *http.Request) error {
	v, err := s.weeklyLetterView(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

// PUT /api/admin/weekly-letter
//
// Body {enabled, timeZone, lang}. Answers {"message", ...the section}.
func (s *Admin) handleSaveWeeklyLetter(w http.ResponseWriter, r *http.Request) error {
	var in storyshelf.WeeklyLetterSettings
	if err := toolkit.DecodeJSON(r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	if err := s.Store.SaveWeeklyLetterSettings(ctx, &in); err != nil {
		return err
	}
	v, err := s.weeklyLetterView(ctx)
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, struct {
		Message string `json:"message"`
		*weeklyLetterView
	}{storyshelf.MsgLetterSaved.Text, v})
	return nil
}

// POST /api/admin/weekly-letter/send
//
// Queues the letter for the week just ended (in the saved time zone and
// language) to every owner account at once, whether the Monday letter is
// on or not; 409 when mail cannot be sent, since it would only wait.
func (s *Admin) handleSendWeeklyLetter(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	if !s.CanMail(ctx) {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgLetterNeedsMail)
	}
	set, err := s.Store.WeeklyLetterSettings(ctx)
	if err != nil {
		return err
	}
	week := storyshelf.LastWeek(s.Store.Now(), set.Location())
	mails, err := mails.WeeklyLetters(ctx, s.Store, s.MailSite(ctx), week, set.Lang)
	if err != nil {
		return err
	}
	if len(mails) == 0 {
		return storyshelf.Fail(storyshelf.ECONFLICT, storyshelf.MsgLetterNoOwner)
	}
	if err := s.Store.QueueLetterNow(ctx, mails); err != nil {
		return err
	}
	s.WakeWorkers()
	to := make([]string, len(mails))
	for i, m := range mails {
		to[i] = m.To
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{
		"message": storyshelf.MsgLetterQueued.Fill(strings.Join(to, ", ")).Text,
		"from":    week.From, "to": week.To,
	})
	return nil
}
