package storyshelf

import (
	"strings"
	"time"
)

// The kinds of History records, as the History screen's filter lists them.
const (
	HistoryBook          = "book"
	HistoryUpcomingBook  = "upcoming book"
	HistoryKit           = "kit"
	HistoryMaterial      = "material"
	HistoryTestimonial   = "testimonial"
	HistoryMultimedia    = "video/song"
	HistoryAuthor        = "author"
	HistorySettings      = "settings"
	HistoryEmailSettings = "email settings"
	HistoryBackups       = "backups"
	HistoryNewsletter    = "newsletter"
	HistorySubscriber    = "subscriber"
	HistoryMessage       = "message"
	HistoryAccount       = "account"
	HistoryPeople        = "people"
	HistorySignIn        = "sign-in"
)

// HistoryKinds is every kind, in the order the filter offers them.
var HistoryKinds = []string{HistoryBook, HistoryUpcomingBook, HistoryKit, HistoryMaterial, HistoryTestimonial,
	HistoryMultimedia, HistoryAuthor, HistorySettings, HistoryEmailSettings, HistoryBackups, HistoryNewsletter,
	HistorySubscriber, HistoryMessage, HistoryAccount, HistoryPeople, HistorySignIn}

// HistoryRecord is one entry of the admin's History: who did what to which
// item, and which fields changed.
type HistoryRecord struct {
	ID         string         `json:"id"`
	At         time.Time      `json:"at"`
	ActorID    string         `json:"actorId"`
	ActorEmail string         `json:"actorEmail"`
	Kind       string         `json:"kind"`
	Action     string         `json:"action"`
	ItemID     string         `json:"itemId"`
	ItemName   string         `json:"itemName"`
	Fields     []HistoryField `json:"fields"`
	// Coalesce folds this record into the same person's last one of the
	// same kind, action and item within this time (an autosave), if any.
	Coalesce time.Duration `json:"-"`
}

// HistoryField is one changed field. Old and New are there only when both
// are short plain values; a long text says only that it changed.
type HistoryField struct {
	Name string `json:"name"`
	Old  any    `json:"old,omitempty"`
	New  any    `json:"new,omitempty"`
}

// HistoryFilter narrows the History list. Person is an actor's address; a
// zero From or To leaves that end open (To is exclusive).
type HistoryFilter struct {
	Person string
	Kind   string
	From   time.Time
	To     time.Time
}

// HistoryPage is one page of History, newest first, with what its filters
// can choose from.
type HistoryPage struct {
	Records    []HistoryRecord `json:"records"`
	TotalCount int             `json:"totalCount"`
	TotalPages int             `json:"totalPages"`
	Page       int             `json:"page"`
	People     []string        `json:"people"`
	Kinds      []string        `json:"kinds"`
	// KeptDays is how long records are kept (HISTORY_RETENTION_DAYS); 0 is for good.
	KeptDays int `json:"keptDays"`
}

// HistoryPageSize is how many records a History page shows.
const HistoryPageSize = 50

// HistoryKeptDays is how many days a History record is kept by default
// (HISTORY_RETENTION_DAYS) before the scheduled prune removes it.
const HistoryKeptDays = 365

// Limits on what one record keeps, so a record stays small whatever a
// request carried.
const (
	HistoryNameMax   = 200 // an item's name, an address
	HistoryValueMax  = 80  // an old or new value shown beside its field
	HistoryFieldsMax = 40  // changed fields listed
)

// secretWords name fields whose values History never keeps, nor their old
// and new values: anything that looks like a password, secret, token, key or
// hash is left out entirely, whatever its value.
var secretWords = []string{"password", "passwd", "secret", "token", "hash", "credential",
	"apikey", "privatekey", "recovery", "totp", "otp", "passkey", "salt", "seal"}

// SecretField reports whether a field's name says it holds a secret, so
// History must not keep it.
func SecretField(name string) bool {
	n := strings.NewReplacer("_", "", "-", "", " ", "").Replace(strings.ToLower(name))
	for _, w := range secretWords {
		if strings.Contains(n, w) {
			return true
		}
	}
	return strings.HasSuffix(n, "key")
}
