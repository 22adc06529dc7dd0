package storyshelf

import "time"

// Messages of a chosen period.
var (
	MsgPeriodDays   = Msg{Key: "server.periodDays", Text: "Choose a period of 1 to 366 days."}
	MsgPeriodOrder  = Msg{Key: "server.periodOrder", Text: "Choose a start date on or before the end date."}
	MsgPeriodFuture = Msg{Key: "server.periodFuture", Text: "Choose an end date no later than today."}
	MsgPeriodFrom   = Msg{Key: "server.periodFrom", Text: "Enter the start date as a date."}
	MsgPeriodTo     = Msg{Key: "server.periodTo", Text: "Enter the end date as a date."}
)

// The statistics' periods: the last 7, 30, 90 or 365 days, or any dates
// from one day to MaxPeriodDays long, up to today.
const MaxPeriodDays = 366

// Period is a run of whole days (UTC), From and To included, as YYYY-MM-DD.
type Period struct{ From, To string }

// LastDays is the period of days days that ends today.
func LastDays(today time.Time, days int) Period {
	to := today.UTC()
	return Period{From: to.AddDate(0, 0, -max(days, 1)+1).Format(time.DateOnly), To: to.Format(time.DateOnly)}
}

// Previous is the period of the same length just before p.
func (p Period) Previous() Period {
	from, _ := time.Parse(time.DateOnly, p.From)
	n := p.Days()
	return Period{From: from.AddDate(0, 0, -n).Format(time.DateOnly), To: from.AddDate(0, 0, -1).Format(time.DateOnly)}
}

// Days is how many days p holds.
func (p Period) Days() int {
	from, err1 := time.Parse(time.DateOnly, p.From)
	to, err2 := time.Parse(time.DateOnly, p.To)
	if err1 != nil || err2 != nil || to.Before(from) {
		return 0
	}
	return int(to.Sub(from).Hours()/24) + 1
}

// ParsePeriod checks a chosen period of dates (YYYY-MM-DD) against today:
// the start on or before the end, the end no later than today, and at most
// MaxPeriodDays long. Errors are field errors of "from" and "to".
func ParsePeriod(from, to string, today time.Time) (Period, error) {
	f, err := time.Parse(time.DateOnly, from)
	if err != nil {
		return Period{}, FieldError("from", MsgPeriodFrom)
	}
	t, err := time.Parse(time.DateOnly, to)
	if err != nil {
		return Period{}, FieldError("to", MsgPeriodTo)
	}
	p := Period{From: f.Format(time.DateOnly), To: t.Format(time.DateOnly)}
	switch {
	case t.Before(f):
		return Period{}, FieldError("from", MsgPeriodOrder)
	case p.To > today.UTC().Format(time.DateOnly):
		return Period{}, FieldError("to", MsgPeriodFuture)
	case p.Days() > MaxPeriodDays:
		return Period{}, FieldError("from", MsgPeriodDays)
	}
	return p, nil
}
