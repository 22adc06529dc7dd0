package storyshelf

import (
	"time"

	// The owner's time zone is read by name on any machine, even one
	// without a zoneinfo database.
	_ "time/tzdata"
)

// WeeklyLetterSettings are the owner's choices for the Monday letter (issue
// 31 part 6): off until she turns it on; her time zone (an IANA name, which
// the admin fills in from her browser) decides where her week and her
// Monday morning fall; Lang is the language it is written in, "en" or "es".
type WeeklyLetterSettings struct {
	Enabled  bool   `json:"enabled"`
	TimeZone string `json:"timeZone"`
	Lang     string `json:"lang"`
}

// DefaultWeeklyLetterSettings: off, in UTC and English.
func DefaultWeeklyLetterSettings() *WeeklyLetterSettings {
	return &WeeklyLetterSettings{TimeZone: "UTC", Lang: "en"}
}

// Messages of the weekly letter's settings.
var (
	MsgLetterTimeZone  = Msg{Key: "server.letterTimeZone", Text: "Please choose a time zone."}
	MsgLetterLang      = Msg{Key: "server.letterLang", Text: "Please choose English or Spanish."}
	MsgLetterSaved     = Msg{Key: "server.letterSaved", Text: "Weekly letter settings saved."}
	MsgLetterQueued    = Msg{Key: "server.letterQueued", Text: "Last week's letter is on its way to %s."}
	MsgLetterNeedsMail = Msg{Key: "server.letterNeedsMail", Text: "The weekly letter waits for email to be set up: set a mail server in Settings → Email first."}
	MsgLetterNoOwner   = Msg{Key: "server.letterNoOwner", Text: "There is no owner account to send the letter to."}
)

// Validate checks a time zone the site knows and one of its languages.
func (l *WeeklyLetterSettings) Validate() error {
	problems := map[string]Msg{}
	if _, err := time.LoadLocation(l.TimeZone); err != nil || l.TimeZone == "" || l.TimeZone == "Local" || len(l.TimeZone) > 64 {
		problems["timeZone"] = MsgLetterTimeZone
	}
	if l.Lang != "en" && l.Lang != "es" {
		problems["lang"] = MsgLetterLang
	}
	return FieldErrors(problems, "timeZone", "lang")
}

// Location is the settings' time zone (UTC should the name no longer load).
func (l *WeeklyLetterSettings) Location() *time.Location {
	loc, err := time.LoadLocation(l.TimeZone)
	if err != nil {
		return time.UTC
	}
	return loc
}

// LetterHour is the hour of her Monday from which the letter goes out.
const LetterHour = 7

// LetterWeek is a letter's week: its dates, Monday to Sunday in the owner's
// time zone, and the instants it starts and ends (the next Monday 00:00).
type LetterWeek struct {
	Period
	Start, End time.Time
}

// LastWeek is the week, Monday 00:00 to Sunday 24:00 in loc, that ended
// most recently before now.
func LastWeek(now time.Time, loc *time.Location) LetterWeek {
	local := now.In(loc)
	daysSinceMonday := (int(local.Weekday()) + 6) % 7
	end := time.Date(local.Year(), local.Month(), local.Day()-daysSinceMonday, 0, 0, 0, 0, loc)
	start := time.Date(end.Year(), end.Month(), end.Day()-7, 0, 0, 0, 0, loc)
	last := time.Date(end.Year(), end.Month(), end.Day()-1, 0, 0, 0, 0, loc)
	return LetterWeek{Period: Period{From: start.Format(time.DateOnly), To: last.Format(time.DateOnly)}, Start: start, End: end}
}

// LetterDue says whether the Monday letter for LastWeek(now) goes out now:
// from LetterHour on her Monday to the end of her Tuesday, so an instance
// that was down on Monday morning still sends it, while a letter turned on
// later in the week waits for the next Monday.
func LetterDue(now time.Time, loc *time.Location) bool {
	local := now.In(loc)
	switch local.Weekday() {
	case time.Monday:
		return local.Hour() >= LetterHour
	case time.Tuesday:
		return true
	}
	return false
}

// WeeklyFigures are what the letter tells: a week's visits and unique
// visitors beside the week before's, its top sources and the books most
// clicked through to a store, the subscribers who confirmed and the kit
// sign-ups in the week, and the messages waiting to be read when it is
// written.
type WeeklyFigures struct {
	Week             LetterWeek
	Visits           int
	Visitors         int
	PreviousVisits   int
	PreviousVisitors int
	Sources          []Count // at most LetterTop, with any entries only
	Books            []Count // by store clicks, at most LetterTop, with any
	NewSubscribers   int
	KitSignups       int
	MessagesWaiting  int
}

// LetterTop is how many sources and books the letter lists.
const LetterTop = 5
