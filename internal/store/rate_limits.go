package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Hit counts one attempt against key in a fixed window and reports whether
// it is within limit. The counters live in the database so the limit holds
// across every instance.
func (s *Store) Hit(ctx context.Context, key string, window time.Duration, limit int) (bool, error) {
	return s.hit(ctx, s.db, key, window, limit)
}

// hit is Hit, in q (a change's own transaction, where the attempt counts
// only if the change is made).
func (s *Store) hit(ctx context.Context, q querier, key string, window time.Duration, limit int) (bool, error) {
	now := s.now()
	var hits int
	err := q.QueryRowContext(ctx, `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
		ON CONFLICT (key) DO UPDATE SET
			hits = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
			window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END
		RETURNING hits`, key, now, now.Add(-window)).Scan(&hits)
	if err != nil {
		return false, fmt.Errorf("store: unable to count attempt: %w", err)
	}
	return hits <= limit, nil
}

// TakeBackHit uncounts one attempt that Hit counted: one refused before it
// was checked, or one that was right, so the counter keeps counting failures.
func (s *Store) TakeBackHit(ctx context.Context, key string) error {
	if _, err := s.db.ExecContext(ctx, `UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 0`, key); err != nil {
		return fmt.Errorf("store: unable to uncount attempt: %w", err)
	}
	return nil
}

// TakeTurn claims key's one turn when it is free, and holds it for every:
// it reports false while another claim holds it. Claims are spaced at least
// every apart whatever the number of instances and of callers at once, since
// the claim is one statement. The row is a rate_limits row whose
// window_start is the moment the turn frees (and hits the turns taken), so
// it is pruned with the other counters.
func (s *Store) TakeTurn(ctx context.Context, key string, every time.Duration) (bool, error) {
	now := s.now()
	var hits int
	err := s.db.QueryRowContext(ctx, `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
		ON CONFLICT (key) DO UPDATE SET window_start = $2, hits = rate_limits.hits + 1
		WHERE rate_limits.window_start <= $3
		RETURNING hits`, key, now.Add(every), now).Scan(&hits)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("store: unable to take a turn: %w", err)
	}
	return true, nil
}

// ResetHits clears a key's count, e.g. after a successful sign-in.
func (s *Store) ResetHits(ctx context.Context, key string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM rate_limits WHERE key = $1`, key); err != nil {
		return fmt.Errorf("store: unable to clear attempts: %w", err)
	}
	return nil
}

// Hits is how many attempts key has counted in the current window, without
// counting one more.
func (s *Store) Hits(ctx context.Context, key string, window time.Duration) (int, error) {
	var hits int
	err := s.db.QueryRowContext(ctx, `SELECT hits FROM rate_limits WHERE key = $1 AND window_start > $2`,
		key, s.now().Add(-window)).Scan(&hits)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	} else if err != nil {
		return 0, fmt.Errorf("store: unable to read attempts: %w", err)
	}
	return hits, nil
}
