package storyshelf

import (
	"strings"
	"time"
	"unicode/utf8"
)

// Passkey is one of the owner's passkeys as the Account screen lists it: the
// name she gave it, when it was added and when it last signed her in.
type Passkey struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	CreatedAt  time.Time  `json:"createdAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
}

const (
	// MaxPasskeyName bounds a passkey's name, in characters.
	MaxPasskeyName = 60
	// MaxPasskeys is how many passkeys one account may have: every sign-in
	// with a passkey reads them all.
	MaxPasskeys = 20
	// PasskeyCeremonyTTL is how long a started ceremony (adding a passkey,
	// signing in with one) may take before its challenge stops working.
	PasskeyCeremonyTTL = 5 * time.Minute
)

// Passkey ceremonies: what a stored challenge was started for.
const (
	PasskeyRegister = "register"
	PasskeySignIn   = "sign-in"
)

// Messages about passkeys.
var (
	MsgPasskeyNameRequired = Msg{Key: "server.passkeyNameRequired", Text: "Give this passkey a name, such as Phone or Laptop."}
	MsgPasskeyNameTooLong  = Msg{Key: "server.passkeyNameTooLong", Text: "Keep the name under 60 characters."}
	MsgTooManyPasskeys     = Msg{Key: "server.tooManyPasskeys", Text: "You have the most passkeys an account can have. Remove one you no longer use first."}
	MsgPasskeyNotFound     = Msg{Key: "server.passkeyNotFound", Text: "That passkey is no longer on your account."}
	MsgPasskeyTryAgain     = Msg{Key: "server.passkeyTryAgain", Text: "That took too long or was already used. Please try again."}
	MsgPasskeyNotAccepted  = Msg{Key: "server.passkeyNotAccepted", Text: "That passkey was not accepted. Please try again, or sign in with your password."}
	MsgPasskeyNotAdded     = Msg{Key: "server.passkeyNotAdded", Text: "The passkey could not be added. Please try again."}
	MsgPasskeyAdded        = Msg{Key: "server.passkeyAdded", Text: "Passkey added."}
	MsgPasskeyRemoved      = Msg{Key: "server.passkeyRemoved", Text: "Passkey removed."}
	MsgLastPasskeyRequired = Msg{Key: "server.lastPasskeyRequired", Text: "This site requires a second step for every account, and this passkey is your only one. Turn the requirement off first, or turn on sign-in codes."}
	MsgPasskeyRenamed      = Msg{Key: "server.passkeyRenamed", Text: "Passkey renamed."}
	MsgPasskeyAlreadyHere  = Msg{Key: "server.passkeyAlreadyHere", Text: "This passkey is already on the account."}
)

// PasskeyName tidies and checks a passkey's name.
func PasskeyName(name string) (string, error) {
	name = strings.Join(strings.Fields(name), " ")
	switch {
	case name == "":
		return "", FieldError("name", MsgPasskeyNameRequired)
	case utf8.RuneCountInString(name) > MaxPasskeyName:
		return "", FieldError("name", MsgPasskeyNameTooLong)
	}
	return name, nil
}
