package storyshelf

import (
	"errors"
	"testing"
	"time"
)

func TestPeriods(t *testing.T) {
	today := time.Date(2026, 11, 27, 23, 0, 0, 0, time.UTC)
	if p := LastDays(today, 30); p != (Period{"2026-10-29", "2026-11-27"}) || p.Previous() != (Period{"2026-09-29", "2026-10-28"}) {
		t.Fatalf("30 days: %+v, before %+v", p, p.Previous())
	}
	if p := LastDays(today, 365); p.Days() != 365 || p.Previous().Days() != 365 || p.Previous().To != "2025-11-27" {
		t.Fatalf("12 months: %+v, before %+v", p, p.Previous())
	}
	if p, err := ParsePeriod("2026-02-27", "2026-03-01", today); err != nil || p.Days() != 3 || p.Previous() != (Period{"2026-02-24", "2026-02-26"}) {
		t.Fatalf("custom: %+v %v", p, err)
	}
	for _, c := range []struct {
		from, to, field string
		msg             Msg
	}{
		{"2026-03-02", "2026-03-01", "from", MsgPeriodOrder},
		{"2026-11-01", "2026-11-28", "to", MsgPeriodFuture},
		{"2025-01-01", "2026-01-02", "from", MsgPeriodDays},
		{"yesterday", "2026-01-02", "from", MsgPeriodFrom},
		{"2026-01-01", "2026-02-30", "to", MsgPeriodTo},
	} {
		_, err := ParsePeriod(c.from, c.to, today)
		var e *Error
		if !errors.As(err, &e) || e.Fields[c.field] != c.msg {
			t.Errorf("%s..%s: %v", c.from, c.to, err)
		}
	}
	if _, err := ParsePeriod("2025-11-27", "2026-11-27", today); err != nil {
		t.Errorf("366 days are allowed: %v", err)
	}
}
