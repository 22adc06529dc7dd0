package server

import "github.com/storyshelf/storyshelf/internal/server/signin"

// The sign-in limits, for tests that prove them (issue #42).
const (
	LoginPerClientForTest   = signin.LoginPerClientForTest
	LoginPerPairForTest     = signin.LoginPerPairForTest
	LoginAccountSlowForTest = signin.LoginAccountSlowForTest
	LoginSlowDelayForTest   = signin.LoginSlowDelayForTest
	LoginTriesAnHourForTest = signin.LoginTriesAnHourForTest
	ForgotPerClientForTest  = signin.ForgotPerClientForTest
)

// AccountBusyForTest is the answer to an attempt that finds its account's
// turn taken.
var AccountBusyForTest = signin.AccountBusyForTest
