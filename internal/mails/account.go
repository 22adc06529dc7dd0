package mails

import (
	"net/url"
	"time"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// PasswordReset carries a single-use password reset link.
func PasswordReset(ms Site, to, token string) storyshelf.OutboxMail {
	fromName, _ := sender(ms.Settings, i18n.English)
	return storyshelf.OutboxMail{
		Kind: "password.reset", To: to, FromName: fromName,
		Subject: "Reset your " + ms.Name + " password",
		Text: "Someone (hopefully you) asked to reset the password of the " + ms.Name + " admin account " + to + ".\n\n" +
			"Choose a new password here (the link works once, for one hour):\n" +
			ms.Base + "/admin/reset-password?token=" + url.QueryEscape(token) + "\n\n" +
			"If you did not ask for this, ignore this email: your password stays as it is.",
	}
}

// SecondStepRule is one account's copy of that notice.
func SecondStepRule(ms Site, to, by string, on bool, at time.Time) storyshelf.OutboxMail {
	fromName, _ := sender(ms.Settings, i18n.English)
	m := storyshelf.OutboxMail{Kind: "account.second-step-rule", To: to, FromName: fromName}
	what := "Every account of the " + ms.Name + " admin must now sign in with a second step (a code from an authenticator app, or a passkey) " +
		"after its password. Anyone signed in without one was signed out."
	m.Subject = "A second step at sign-in is now required for the " + ms.Name + " admin"
	if !on {
		what = "Accounts of the " + ms.Name + " admin may now sign in with their password alone, without a second step."
		m.Subject = "A second step at sign-in is no longer required for the " + ms.Name + " admin"
	}
	m.Text = by + " changed how everyone signs in to the " + ms.Name + " admin.\n\n" + what + "\n\n" +
		"When: " + at.UTC().Format("Monday 2 January 2006, 15:04 MST") + "\n\n" +
		"If this was expected, there is nothing to do. If not, sign in, look at History in the admin, " +
		"and change the rule back on your Account page.\n"
	return m
}

const ConfirmEmailPath = "/account/confirm-email"

// EmailChange carries the link that confirms the new address. Like
// every link in a mail it is built from the site's configured address.
func EmailChange(ms Site, from, to, token string) storyshelf.OutboxMail {
	fromName, _ := sender(ms.Settings, i18n.English)
	return storyshelf.OutboxMail{
		Kind: "account.email-confirm", To: to, FromName: fromName,
		Subject: "Confirm your new " + ms.Name + " admin email address",
		Text: "Someone (hopefully you) asked to sign in to the " + ms.Name + " admin with " + to + " instead of " + from + ".\n\n" +
			"Confirm the new address here (the link works once, for 24 hours):\n" +
			ms.Base + ConfirmEmailPath + "?token=" + url.QueryEscape(token) + "\n\n" +
			"If you did not ask for this, ignore this email: nothing changes.",
	}
}

// EmailChanged tells the old address that the account moved, so a
// change she did not make does not go unnoticed.
func EmailChanged(ms Site, c *storyshelf.EmailChange) storyshelf.OutboxMail {
	fromName, _ := sender(ms.Settings, i18n.English)
	return storyshelf.OutboxMail{
		Kind: "account.email-changed", To: c.OldEmail, FromName: fromName,
		Subject: "Your " + ms.Name + " admin email address was changed",
		Text: "The " + ms.Name + " admin account that used " + c.OldEmail + " now signs in with " + c.NewEmail + ".\n\n" +
			"If you made this change, there is nothing more to do. If you did not, someone may know your password: " +
			"ask whoever runs the site's server to give you your account back.",
	}
}

const SignOutDevicePath = "/account/sign-out-device"

// NewDevice tells the account's address of a sign-in from a new device.
// Its link is built from the site's configured address, never from the
// request.
func NewDevice(ms Site, to, device, network string, at time.Time, token string) storyshelf.OutboxMail {
	fromName, _ := sender(ms.Settings, i18n.English)
	if network == "" {
		network = "an unknown network"
	}
	return storyshelf.OutboxMail{
		Kind: "account.new-device", To: to, FromName: fromName,
		Subject: "New sign-in to the " + ms.Name + " admin",
		Text: "Your " + ms.Name + " admin account (" + to + ") was just signed in to from a device it had not been used on before:\n\n" +
			"When: " + at.UTC().Format("Monday 2 January 2006, 15:04 MST") + "\n" +
			"Browser: " + device + "\n" +
			"Network: " + network + "\n\n" +
			"If this was you, there is nothing to do.\n\n" +
			"If it was not, sign that device out here, then change your password on the Account page of the admin:\n" +
			ms.Base + SignOutDevicePath + "?token=" + url.QueryEscape(token) + "\n",
	}
}

// Invitation carries the link that lets to set a password and join.
func Invitation(ms Site, from, to, link string) storyshelf.OutboxMail {
	fromName, _ := sender(ms.Settings, i18n.English)
	return storyshelf.OutboxMail{
		Kind: "people.invitation", To: to, FromName: fromName,
		Subject: "You are invited to the " + ms.Name + " admin",
		Text: from + " invited you to help run " + ms.Name + ": you will have your own account for the website's admin.\n\n" +
			"Choose your password and sign in here (the link works once, for 48 hours):\n" + link + "\n\n" +
			"If you were not expecting this, ignore this email: no account is made without you.",
	}
}
