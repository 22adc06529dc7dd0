// Package signin serves signing in and out (a password, a second step, a
// passkey), the session check every admin route passes, and each person's
// own account: password, address, sign-ins, codes and passkeys.
package signin

import (
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// SignIn serves signing in and the account.
type SignIn struct {
	*toolkit.Deps

	signers   signerCache
	devices   deviceKeys
	logins    loginGate
	handedOff handOff
	// loginSlowdown is the wait between the checks of an account under
	// attack (loginSlowDelay; tests shorten it).
	loginSlowdown time.Duration
}

// New makes the sign-in area on the site's parts.
func New(d *toolkit.Deps) *SignIn {
	return &SignIn{Deps: d, loginSlowdown: loginSlowDelay}
}

// Wait returns once the work requests handed off after answering (reset
// mails) is done: the server waits for it as it stops.
func (s *SignIn) Wait() { s.handedOff.wait() }
