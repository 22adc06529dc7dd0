package server

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
