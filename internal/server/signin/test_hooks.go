package signin

import (
	"context"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
)

// What this file holds is for the server's tests alone, which cannot reach
// inside this package.

// The sign-in limits, for tests that prove them (issue #42).
const (
	LoginPerClientForTest   = loginPerClient
	LoginPerPairForTest     = loginPerPair
	LoginAccountSlowForTest = loginAccountSlow
	LoginSlowDelayForTest   = loginSlowDelay
	LoginTriesAnHourForTest = loginTriesAnHour
	ForgotPerClientForTest  = forgotPerIP
)

// AccountBusyForTest is the answer to an attempt that finds its account's
// turn taken.
var AccountBusyForTest = errAccountBusy.Message

// SignerForTest is the access-token signer.
func (s *SignIn) SignerForTest(ctx context.Context) (auth.Signer, error) { return s.signer(ctx) }

// SetSlowdownForTest shortens the wait an account under attack imposes.
func (s *SignIn) SetSlowdownForTest(d time.Duration) { s.loginSlowdown = d }

// HoldHandedOffForTest keeps handed-off work from starting until the
// returned func is called.
func (s *SignIn) HoldHandedOffForTest() (release func()) {
	s.handedOff.gate.Lock()
	return s.handedOff.gate.Unlock
}
