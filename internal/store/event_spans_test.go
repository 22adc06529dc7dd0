package store

import (
	"reflect"
	"testing"
	"time"
)

// A report reads each whole summed month inside a period from the monthly
// totals and every other day of it from the daily ones, never a day twice
// and never a month across the two periods.
func TestSpansReadWholeSummedMonthsOnce(t *testing.T) {
	date := func(s string) time.Time {
		d, err := time.Parse(time.DateOnly, s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	for _, c := range []struct {
		name, from, to, through string
		days, months            [][2]string
	}{
		{"nothing summed", "2025-11-28", "2026-11-27", "",
			[][2]string{{"2025-11-28", "2026-11-27"}}, nil},
		{"a year, summed to October", "2025-11-28", "2026-11-27", "2026-10-31",
			[][2]string{{"2025-11-28", "2025-11-30"}, {"2026-11-01", "2026-11-27"}}, [][2]string{{"2025-12-01", "2026-10-31"}}},
		{"summed to March only", "2026-01-15", "2026-06-30", "2026-03-31",
			[][2]string{{"2026-01-15", "2026-01-31"}, {"2026-04-01", "2026-06-30"}}, [][2]string{{"2026-02-01", "2026-03-31"}}},
		{"summed past the period", "2026-02-01", "2026-02-28", "2026-10-31",
			nil, [][2]string{{"2026-02-01", "2026-02-28"}}},
		{"inside one month", "2026-03-03", "2026-03-05", "2026-10-31",
			[][2]string{{"2026-03-03", "2026-03-05"}}, nil},
		{"ends a day short of a month", "2026-02-01", "2026-03-30", "2026-10-31",
			[][2]string{{"2026-03-01", "2026-03-30"}}, [][2]string{{"2026-02-01", "2026-02-28"}}},
		{"no days", "2026-03-05", "2026-03-04", "2026-10-31", nil, nil},
	} {
		var sp spans
		sp.add(date(c.from), date(c.to), c.through)
		if !reflect.DeepEqual(sp.days, c.days) || !reflect.DeepEqual(sp.months, c.months) {
			t.Errorf("%s: days %v, months %v; want %v, %v", c.name, sp.days, sp.months, c.days, c.months)
		}
	}
}
