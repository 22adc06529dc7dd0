package storyshelf

// PrivacyFacts are what the site really does with readers' details, as the
// server is set up: the privacy policy is written from them, so it never
// names a service the site does not use or a period it does not keep.
type PrivacyFacts struct {
	// EmailList names the outside email-list service that keeps a copy of
	// the list ("MailerLite"); "" when the site keeps its list alone.
	EmailList string `json:"emailList"`
	// AnalyticsDays: raw page views and events become daily totals after
	// this many days; 0 keeps them.
	AnalyticsDays int `json:"analyticsDays"`
	// MessageDays: contact messages are deleted after this many days; 0
	// keeps them until the owner deletes them.
	MessageDays int `json:"messageDays"`
	// MailTextDays: a mail the site sent keeps its text this many days,
	// then only whom it went to, its subject and whether it was sent.
	MailTextDays int `json:"mailTextDays"`
	// Backups of the whole site, or nil when none are made on a schedule.
	Backups *PrivacyBackups `json:"backups"`
	// ConfirmDays: a sign-up is confirmed by email first, and an address not
	// confirmed is deleted after this many days; 0 when the owner turned
	// confirmation off.
	ConfirmDays int `json:"confirmDays"`
	// NoTracking: newsletters go out from this site, which puts no tracking
	// pixel and no per-person link but the unsubscribe link in them; false
	// while the owner sends them through the email-list service instead.
	NoTracking bool `json:"noTracking"`
}

// PrivacyBackups is how often the whole site is backed up and how many
// backups are kept.
type PrivacyBackups struct {
	EveryHours int `json:"everyHours"`
	Keep       int `json:"keep"`
}

// PrivacyPolicy is what the privacy page shows beside the catalogue's
// words: the facts it is written from, the owner's own sections, and the
// date its text last changed (YYYY-MM-DD): the day the site began, until
// something the policy is written from changes (README: where it differs
// from the spec's April 14, 2025).
type PrivacyPolicy struct {
	PrivacyFacts
	Updated  string           `json:"updated"`
	Sections []PrivacySection `json:"sections"`
}
