package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// WeeklyLetterSchedule is the schedule one instance claims to write the
// Monday letter.
const WeeklyLetterSchedule = "weekly.letter"

// WeeklyLetterSettings returns the owner's letter settings; off until she
// saves them.
func (s *Store) WeeklyLetterSettings(ctx context.Context) (*storyshelf.WeeklyLetterSettings, error) {
	return weeklyLetterSettings(ctx, s.db)
}

// weeklyLetterSettings reads the settings on q (a transaction saving them,
// for History's before).
func weeklyLetterSettings(ctx context.Context, q querier) (*storyshelf.WeeklyLetterSettings, error) {
	l := storyshelf.DefaultWeeklyLetterSettings()
	err := q.QueryRowContext(ctx, `SELECT enabled, time_zone, lang FROM weekly_letter_settings WHERE id = 1`).
		Scan(&l.Enabled, &l.TimeZone, &l.Lang)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("store: unable to read the weekly letter settings: %w", err)
	}
	return l, nil
}

// SaveWeeklyLetterSettings stores l, validated.
func (s *Store) SaveWeeklyLetterSettings(ctx context.Context, l *storyshelf.WeeklyLetterSettings) error {
	if err := l.Validate(); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	old, err := weeklyLetterSettings(ctx, tx)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO weekly_letter_settings (id, enabled, time_zone, lang, updated_at)
		VALUES (1, $1, $2, $3, $4)
		ON CONFLICT (id) DO UPDATE SET enabled = $1, time_zone = $2, lang = $3, updated_at = $4`,
		l.Enabled, l.TimeZone, l.Lang, s.now()); err != nil {
		return fmt.Errorf("store: unable to save the weekly letter settings: %w", err)
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistorySettings,
		Action: "changed the weekly letter settings", Fields: storyshelf.ChangedFields(old, l)}); err != nil {
		return err
	}
	return tx.Commit()
}

// OwnerAddresses are the addresses of the site's accounts, oldest first:
// every account is an owner of the site (there are no lesser roles), so
// each receives the owner's mails.
func (s *Store) OwnerAddresses(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT email FROM users ORDER BY created_at, email`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list the owner accounts: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var email string
		if err := rows.Scan(&email); err != nil {
			return nil, fmt.Errorf("store: unable to read an owner account: %w", err)
		}
		out = append(out, email)
	}
	return out, rows.Err()
}

// WeeklyFigures are the letter's figures for week w. Visits, sources and
// store clicks come from the statistics report for w's dates (the days the
// statistics count by), so they are the figures the Statistics screen
// shows for that week; subscribers who confirmed and kit sign-ups are those
// between w's start and end in the owner's time zone; messages waiting are
// the unread ones now, as on the dashboard.
func (s *Store) WeeklyFigures(ctx context.Context, w storyshelf.LetterWeek) (*storyshelf.WeeklyFigures, error) {
	r, err := s.StatisticsFor(ctx, w.Period, storyshelf.LetterTop)
	if err != nil {
		return nil, err
	}
	f := &storyshelf.WeeklyFigures{Week: w, Visits: r.Totals.Visits, Visitors: r.Totals.Visitors,
		PreviousVisits: r.Totals.PreviousVisits, PreviousVisitors: r.Totals.PreviousVisitors}
	f.Sources = topCounts(r.Sources)
	books := make([]storyshelf.Count, 0, len(r.Funnel))
	for _, b := range r.Funnel {
		books = append(books, storyshelf.Count{Key: b.BookID, Label: b.Title, Count: b.StoreClicks})
	}
	f.Books = topCounts(books)
	for _, q := range []struct {
		into  *int
		query string
	}{
		{&f.NewSubscribers, `SELECT COUNT(*) FROM newsletter_subscribers WHERE confirmed_at >= $1 AND confirmed_at < $2`},
		{&f.KitSignups, `SELECT COUNT(*) FROM kit_subscribers WHERE created_at >= $1 AND created_at < $2`},
	} {
		if err := s.db.QueryRowContext(ctx, q.query, w.Start.UTC(), w.End.UTC()).Scan(q.into); err != nil {
			return nil, fmt.Errorf("store: unable to count the week's sign-ups: %w", err)
		}
	}
	if f.MessagesWaiting, err = s.UnreadMessages(ctx); err != nil {
		return nil, err
	}
	return f, nil
}

// topCounts are the counts above zero, most first (ties in their order),
// at most LetterTop.
func topCounts(all []storyshelf.Count) []storyshelf.Count {
	out := []storyshelf.Count{}
	for _, c := range all {
		if c.Count > 0 {
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Count > out[j].Count })
	return out[:min(len(out), storyshelf.LetterTop)]
}

// QueueWeeklyLetter puts the letters for the week starting weekStart into
// the outbox, with the record that this week's letter went, in one
// transaction: it answers false, queueing nothing, when the week already
// has its record (another instance, an earlier run).
func (s *Store) QueueWeeklyLetter(ctx context.Context, weekStart string, mails []storyshelf.OutboxMail) (bool, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return false, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO weekly_letters (week_start, recipients, queued_at) VALUES ($1, $2, $3)
		ON CONFLICT (week_start) DO NOTHING`, weekStart, len(mails), s.now())
	if err != nil {
		return false, fmt.Errorf("store: unable to record the weekly letter: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return false, nil
	}
	if err := s.enqueueMails(ctx, tx, mails); err != nil {
		return false, err
	}
	return true, tx.Commit()
}

// QueueLetterNow puts the owner's "send last week's letter now" into the
// outbox, all or none, with its History record: the letters and the record
// of sending them commit together. Unlike QueueWeeklyLetter it notes no
// week: the Monday letter still goes.
func (s *Store) QueueLetterNow(ctx context.Context, mails []storyshelf.OutboxMail) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := s.enqueueMails(ctx, tx, mails); err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistorySettings,
			Action: "sent last week's letter now"})
	})
}

// WeeklyLetterSent says whether the week starting weekStart has its letter.
func (s *Store) WeeklyLetterSent(ctx context.Context, weekStart string) (bool, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM weekly_letters WHERE week_start = $1`, weekStart).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to read the weekly letters: %w", err)
	}
	return n > 0, nil
}
