package signin

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
)

// signInAttempt is one password or second-step code on its way to its check.
// It is counted before the check, by Store.Hit, which adds one and compares
// with the limit in one statement: requests sent at once then cannot get
// more checks than the limit (counted after the check, 30 codes at once on a
// ticket that allows 5 got 17 checks). An attempt refused before its check,
// and a right one, is taken back, so the counters still count failures: a
// stranger's refused tries cost the owner nothing, and an office's right
// passwords never add up to its limit.
type signInAttempt struct {
	s       *SignIn
	ctx     context.Context
	counted []string
	pair    string // the key of the client's failures with the account
	// device is the rate-limit key of the device cookie the attempt shows
	// (deviceFor), "" once it has failed too often to help.
	device string
}

// count counts the attempt against key and reports whether key is within
// limit.
func (a *signInAttempt) count(key string, limit int) (bool, error) {
	ok, err := a.s.Store.Hit(a.ctx, key, loginWindow, limit)
	if err != nil {
		return false, err
	}
	a.counted = append(a.counted, key)
	return ok, nil
}

// takeBack uncounts the attempt everywhere it was counted. It runs after a
// refusal too, when the request may be gone, so it keeps going without it.
func (a *signInAttempt) takeBack() {
	ctx := context.WithoutCancel(a.ctx)
	for _, key := range a.counted {
		if err := a.s.Store.TakeBackHit(ctx, key); err != nil {
			a.s.Logger.WarnContext(ctx, "attempt not taken back", "err", err)
		}
	}
	a.counted = nil
}

// refuse takes the attempt back and answers err, telling the browser when
// to try again if it is a limit's.
func (a *signInAttempt) refuse(w http.ResponseWriter, err error) (*signInAttempt, error) {
	a.takeBack()
	switch err {
	case errTooManySignIns:
		w.Header().Set("Retry-After", strconv.Itoa(int(loginWindow/time.Second)))
	case errAccountBusy:
		w.Header().Set("Retry-After", strconv.Itoa(int(loginSlowDelay/time.Second)))
	}
	return nil, err
}

// startSignInAttempt counts a password or code for the account with address
// email from r's client, and answers the attempt once it may be checked:
//   - loginPerClient from the client (an IPv4 address, an IPv6 /64) for any
//     account, and loginPerPair from it for this account, close that client;
//   - the device cookie (deviceFor) helps until loginPerPair failures of its
//     own;
//   - past loginAccountSlow failures of the account from everywhere, an
//     attempt without a working device cookie waits its turn (takeTurn).
//
// The attempt's checks must then use hashContext.
func (s *SignIn) startSignInAttempt(w http.ResponseWriter, r *http.Request, email, device string) (*signInAttempt, error) {
	client := s.ClientKey(r)
	a := &signInAttempt{s: s, ctx: r.Context(), device: device, pair: "login:pair:" + email + ":" + client}
	for _, limit := range []struct {
		key string
		max int
	}{{"login:ip:" + client, loginPerClient}, {a.pair, loginPerPair}} {
		if ok, err := a.count(limit.key, limit.max); err != nil {
			return a.refuse(w, err)
		} else if !ok {
			return a.refuse(w, errTooManySignIns)
		}
	}
	if a.device != "" {
		if ok, err := a.count(a.device, loginPerPair); err != nil {
			return a.refuse(w, err)
		} else if !ok {
			a.device = "" // used for too many wrong passwords lately: a stolen cookie is no way around the limits
		}
	}
	ok, err := a.count("login:account:"+email, loginAccountSlow)
	if err != nil {
		return a.refuse(w, err)
	}
	if !ok && a.device == "" {
		if err := s.takeTurn(r.Context(), email); err != nil {
			return a.refuse(w, err)
		}
	}
	return a, nil
}

// hashContext is the context the attempt's password check runs in: a
// working device cookie checks in the reserved hashing slot that strangers
// never queue for.
func (a *signInAttempt) hashContext() context.Context {
	if a.device != "" {
		return auth.Reserved(a.ctx)
	}
	return a.ctx
}

// signedIn forgives the attempt that finished a sign-in: it is no failure,
// and the client's failures with the account (and the device's) are
// forgiven too. (A right password before a second step is only taken back:
// nothing is forgiven until the second step is done.)
func (a *signInAttempt) signedIn() {
	a.takeBack()
	a.s.Store.ResetHits(a.ctx, a.pair)
	if a.device != "" {
		a.s.Store.ResetHits(a.ctx, a.device)
	}
}

// takeTurn lets one attempt at a time through for an account under attack,
// each loginSlowDelay after the last, on every instance together: the turn
// is a row in the database (Store.TakeTurn). An attempt that finds the turn
// taken is refused at once, not queued, so a crowd of strangers holds no
// more than one request per account, and an account's queue never grows
// into a wait the owner cannot get through: she signs in from a browser
// she used before (its device cookie goes around the turn), or takes the
// next free turn. Strangers get loginTriesAnHour an hour at most, plus
// loginAccountSlow each loginWindow before the turns start. The turn taker
// waits loginSlowdown before its check (loginSlowDelay; tests shorten the
// wait, never the spacing of turns, which the store's clock measures).
func (s *SignIn) takeTurn(ctx context.Context, email string) error {
	ok, err := s.Store.TakeTurn(ctx, "login:turn:"+email, loginSlowDelay)
	if err != nil {
		return err
	}
	if !ok {
		return errAccountBusy
	}
	select {
	case <-time.After(s.loginSlowdown):
		return nil
	case <-ctx.Done():
		return errAccountBusy // the client is gone: the answer reaches nobody
	}
}
