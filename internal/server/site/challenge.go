package site

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/storyshelf/storyshelf/internal/altcha"
	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The public forms carry an Altcha proof-of-work solution (see package
// altcha): the browser fetches a challenge when a person starts on a form,
// solves it in the background, and sends the payload with the form as its
// "altcha" field. Each solution is accepted once, for one form, before it
// expires. A flood then costs its sender a search of about maxnumber/2
// hashes per request, and a parent nothing they would notice.

const (
	// challengeTTL is long enough to write a contact message; the app asks
	// for a new challenge when one expires before the form is sent.
	challengeTTL = 30 * time.Minute
	// challengeCost is the usual maxnumber. Chromium with its CPU slowed 4×
	// searched about 26,000 numbers a second (web/e2e/proof-of-work.spec.ts,
	// on a busy two-core machine), so the expected solve, maxnumber/2 numbers,
	// is about 0.4 s on a slow phone, and mostly done while the person types.
	// A native solver searches about 3.4 million a second on one core, so
	// this alone costs a flood about 3 ms of CPU per request; the budgets
	// below multiply it.
	challengeCost = 20_000
	// maxCostFactor caps how far a flood raises the cost, so a parent on a
	// phone still gets through in seconds rather than never.
	maxCostFactor = 8
	// budgetWindow is the span each site-wide budget counts over.
	budgetWindow = 10 * time.Minute
	// budgetNoticeSpan is how far back the dashboard looks for a flood.
	budgetNoticeSpan = time.Hour
	// costRecheck is how long an instance trusts the cost it last read, so a
	// flood of challenge requests is not also a flood of database reads.
	costRecheck = 5 * time.Second
)

// publicForm is one form under the challenge: its site-wide budget (accepted
// submissions across all addresses per budgetWindow before the cost rises)
// and the words the dashboard uses for its submissions.
type publicForm struct {
	budget int
	noun   string
}

var publicForms = map[string]publicForm{
	"newsletter": {budget: 50, noun: "newsletter sign-ups"},
	"kit":        {budget: 50, noun: "kindness-kit sign-ups"},
	"contact":    {budget: 20, noun: "contact messages"},
	"review":     {budget: 20, noun: "reader reviews"},
}

var (
	errNoChallenge  = storyshelf.Fail(storyshelf.EINVALID, msgChallengeMissing)
	errBadChallenge = storyshelf.Fail(storyshelf.EINVALID, msgChallengeInvalid)
	errOldChallenge = storyshelf.Fail(storyshelf.EINVALID, msgChallengeExpired)
	errUnknownForm  = storyshelf.Fail(storyshelf.ENOTFOUND, msgNoSuchForm)
)

// What a form whose check failed is told.
var (
	msgChallengeMissing = storyshelf.Msg{Key: "api.challengeMissing",
		Text: "Your browser did not finish the quick check this form needs. Please reload the page and try again."}
	msgChallengeInvalid = storyshelf.Msg{Key: "api.challengeInvalid",
		Text: "We could not confirm this form came from your browser. Please reload the page and try again."}
	msgChallengeExpired = storyshelf.Msg{Key: "api.challengeExpired",
		Text: "This form's check has expired or was already used. Please send it again."}
	msgNoSuchForm = storyshelf.Msg{Key: "server.noSuchForm", Text: "No such form."}
)

// costCache remembers each form's current cost for costRecheck.
type costCache struct {
	mu    sync.Mutex
	forms map[string]cachedCost
	prune time.Time // when this instance last forgot expired challenges
	key   []byte    // the HMAC key, once read
}

type cachedCost struct {
	maxNumber int64
	read      time.Time
}

// challengeKey is the HMAC key, one for every instance, kept with the other
// server secrets.
func (s *Site) challengeKey(ctx context.Context) ([]byte, error) {
	s.costs.mu.Lock()
	key := s.costs.key
	s.costs.mu.Unlock()
	if key != nil {
		return key, nil
	}
	secret, err := s.Store.Secret(ctx, "challenge-key", auth.NewSecret)
	if err != nil {
		return nil, err
	}
	s.costs.mu.Lock()
	s.costs.key = []byte(secret)
	s.costs.mu.Unlock()
	return []byte(secret), nil
}

// GET /api/challenge?form=newsletter|kit|contact|review
//
// A fresh challenge in Altcha's documented shape, never cached.
func (s *Site) handleChallenge(w http.ResponseWriter, r *http.Request) error {
	form := r.URL.Query().Get("form")
	if _, ok := publicForms[form]; !ok {
		return errUnknownForm
	}
	key, err := s.challengeKey(r.Context())
	if err != nil {
		return err
	}
	cost, err := s.challengeCost(r.Context(), form)
	if err != nil {
		return err
	}
	c, err := altcha.New(key, cost, s.Store.Now().Add(challengeTTL), url.Values{"form": {form}})
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	toolkit.WriteJSON(w, http.StatusOK, c)
	return nil
}

// challengeCost is form's maxnumber now: the usual cost, multiplied while
// the form's submissions across all addresses run over its budget, by one
// more for every budget's worth, up to maxCostFactor.
func (s *Site) challengeCost(ctx context.Context, form string) (int64, error) {
	now := time.Now()
	s.costs.mu.Lock()
	c, ok := s.costs.forms[form]
	s.costs.mu.Unlock()
	if ok && now.Sub(c.read) < costRecheck {
		return c.maxNumber, nil
	}
	// The window in progress and the one before it, so the cost does not
	// drop back the moment a new window starts.
	counts, err := s.Store.FormCounts(ctx, s.Store.Now().Truncate(budgetWindow).Add(-budgetWindow))
	if err != nil {
		return 0, err
	}
	cost := int64(challengeCost) * int64(costFactor(counts[form], publicForms[form].budget))
	s.costs.mu.Lock()
	if s.costs.forms == nil {
		s.costs.forms = map[string]cachedCost{}
	}
	s.costs.forms[form] = cachedCost{cost, now}
	s.costs.mu.Unlock()
	return cost, nil
}

func costFactor(hits, budget int) int {
	if hits <= budget {
		return 1
	}
	return min(maxCostFactor, 1+hits/budget)
}

// checkChallenge accepts the form's payload once: a genuine solution of a
// challenge this site made for this form, not expired and not used before.
// The payload travels in the form's "altcha" field (the widget's own default
// name), in JSON bodies and URL-encoded forms alike.
// An accepted submission counts against the form's site-wide budget.
func (s *Site) checkChallenge(ctx context.Context, form, payload string) error {
	if payload == "" {
		return errNoChallenge
	}
	key, err := s.challengeKey(ctx)
	if err != nil {
		return err
	}
	solved, err := altcha.Verify(key, payload, s.Store.Now())
	switch {
	case errors.Is(err, altcha.ErrExpired):
		return errOldChallenge
	case err != nil:
		return errBadChallenge
	case solved.Params.Get("form") != form:
		return errBadChallenge
	}
	// The challenge is already a hash; decoding it keeps the stored key short
	// and refuses anything but hex.
	if _, err := hex.DecodeString(solved.Challenge); err != nil {
		return errBadChallenge
	}
	first, err := s.Store.UseChallenge(ctx, solved.Challenge, solved.Expires)
	if err != nil {
		return err
	}
	if !first {
		return errOldChallenge
	}
	if _, err := s.Store.CountForm(ctx, form, budgetWindow); err != nil {
		return err
	}
	s.pruneFloodChecks(ctx)
	return nil
}

// pruneFloodChecks forgets expired challenges and old form counts, at most
// once a minute per instance: the used-challenge rows are then bounded by the
// submissions accepted in one challengeTTL.
func (s *Site) pruneFloodChecks(ctx context.Context) {
	s.costs.mu.Lock()
	due := time.Since(s.costs.prune) > time.Minute
	if due {
		s.costs.prune = time.Now()
	}
	s.costs.mu.Unlock()
	if !due {
		return
	}
	if _, err := s.Store.PruneChallenges(ctx); err != nil {
		s.Logger.WarnContext(ctx, "unable to prune used challenges", "err", err)
	}
	if _, err := s.Store.PruneFormCounts(ctx, s.Store.Now().Add(-budgetNoticeSpan-budgetWindow)); err != nil {
		s.Logger.WarnContext(ctx, "unable to prune form counts", "err", err)
	}
}

// FloodNotices are the dashboard's plain words for each form that ran over
// its budget in the last hour.
func (s *Site) FloodNotices(ctx context.Context) ([]string, error) {
	counts, err := s.Store.FormCounts(ctx, s.Store.Now().Add(-budgetNoticeSpan).Truncate(budgetWindow))
	if err != nil {
		return nil, err
	}
	notices := []string{}
	for _, form := range []string{"newsletter", "kit", "contact", "review"} {
		if counts[form] > publicForms[form].budget {
			notices = append(notices, "Unusually many "+publicForms[form].noun+
				" in the last hour: the site is slowing them down.")
		}
	}
	waiting, err := s.Store.UnconfirmedMailWaiting(ctx)
	if err != nil {
		return nil, err
	}
	if waiting > 0 {
		notices = append(notices, unconfirmedMailNotice(waiting))
	}
	return notices, nil
}

// unconfirmedMailNotice tells the owner that mail to new addresses is held
// back by the hour's cap (storyshelf.UnconfirmedMailPerHour), and that it goes
// out on its own.
func unconfirmedMailNotice(waiting int) string {
	mails := fmt.Sprintf("%d mails to new addresses are", waiting)
	if waiting == 1 {
		mails = "1 mail to a new address is"
	}
	return fmt.Sprintf("%s waiting: the site sends at most %d an hour to addresses that have not "+
		"confirmed yet, so that made-up sign-ups cannot use it to mail strangers. They go out on their own as the hour allows; "+
		"mail to your confirmed readers is not held up.", mails, storyshelf.UnconfirmedMailPerHour)
}
