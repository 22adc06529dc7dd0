package store

import (
	"context"
	"fmt"
	"time"
)

// UseChallenge records a solved proof-of-work challenge and reports whether
// this was its first use. Rows are kept until the challenge expires: after
// that the challenge itself is refused, so remembering it longer is useless.
func (s *Store) UseChallenge(ctx context.Context, challenge string, expires time.Time) (bool, error) {
	res, err := s.db.ExecContext(ctx, `INSERT INTO used_challenges (challenge, expires_at) VALUES ($1, $2)
		ON CONFLICT (challenge) DO NOTHING`, challenge, expires.UTC())
	if err != nil {
		return false, fmt.Errorf("store: unable to record challenge: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("store: unable to record challenge: %w", err)
	}
	return n == 1, nil
}

// PruneChallenges forgets challenges that have expired.
func (s *Store) PruneChallenges(ctx context.Context) (int64, error) {
	res, err := s.db.ExecContext(ctx, `DELETE FROM used_challenges WHERE expires_at <= $1`, s.now())
	if err != nil {
		return 0, fmt.Errorf("store: unable to prune challenges: %w", err)
	}
	return res.RowsAffected()
}

// CountForm counts one accepted submission of form in the window of the
// given length that holds now, and answers that window's count.
func (s *Store) CountForm(ctx context.Context, form string, window time.Duration) (int, error) {
	start := s.now().Truncate(window)
	var hits int
	err := s.db.QueryRowContext(ctx, `INSERT INTO form_counts (form, window_start, hits) VALUES ($1, $2, 1)
		ON CONFLICT (form, window_start) DO UPDATE SET hits = form_counts.hits + 1
		RETURNING hits`, form, start).Scan(&hits)
	if err != nil {
		return 0, fmt.Errorf("store: unable to count form: %w", err)
	}
	return hits, nil
}

// FormCounts answers, per form, the largest count of any window that started
// at or after since.
func (s *Store) FormCounts(ctx context.Context, since time.Time) (map[string]int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT form, MAX(hits) FROM form_counts WHERE window_start >= $1 GROUP BY form`, since.UTC())
	if err != nil {
		return nil, fmt.Errorf("store: unable to read form counts: %w", err)
	}
	defer rows.Close()
	counts := map[string]int{}
	for rows.Next() {
		var form string
		var hits int
		if err := rows.Scan(&form, &hits); err != nil {
			return nil, fmt.Errorf("store: unable to read form counts: %w", err)
		}
		counts[form] = hits
	}
	return counts, rows.Err()
}

// PruneFormCounts drops windows that started before before.
func (s *Store) PruneFormCounts(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.db.ExecContext(ctx, `DELETE FROM form_counts WHERE window_start < $1`, before.UTC())
	if err != nil {
		return 0, fmt.Errorf("store: unable to prune form counts: %w", err)
	}
	return res.RowsAffected()
}
