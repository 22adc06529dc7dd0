package store

import (
	"context"
	"fmt"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
)

// ClaimSchedule reports whether this caller runs the named work now: it is
// due (never run, or last claimed at least every ago) and no other instance
// holds it. A claim moves the next run every ahead, so a run that fails is
// tried again then, not in a loop.
func (s *Store) ClaimSchedule(ctx context.Context, name string, every, lease time.Duration) (bool, error) {
	now := s.now()
	if _, err := s.db.ExecContext(ctx, `INSERT INTO schedules (name, next_run_at) VALUES ($1, $2)
		ON CONFLICT (name) DO NOTHING`, name, now); err != nil {
		return false, fmt.Errorf("store: unable to set up schedule %s: %w", name, err)
	}
	res, err := s.db.ExecContext(ctx, `UPDATE schedules SET next_run_at = $1, claimed_until = $2
		WHERE name = $3 AND next_run_at <= $4 AND (claimed_until IS NULL OR claimed_until <= $4)`,
		now.Add(every), now.Add(lease), name, now)
	if err != nil {
		return false, fmt.Errorf("store: unable to claim schedule %s: %w", name, err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// FileRefs lists every stored file key the database points at, with where,
// for the storage check and the clean-up of abandoned uploads.
func (s *Store) FileRefs(ctx context.Context) (map[string]string, error) {
	refs := map[string]string{}
	for _, c := range fileColumns {
		rows, err := s.db.QueryContext(ctx, fmt.Sprintf(`SELECT DISTINCT %s FROM %s`, c.column, c.table))
		if err != nil {
			return nil, fmt.Errorf("store: unable to list files in %s: %w", c.table, err)
		}
		for rows.Next() {
			var ref string
			if err := rows.Scan(&ref); err != nil {
				rows.Close()
				return nil, fmt.Errorf("store: unable to read a file reference: %w", err)
			}
			if key := blob.KeyFromURL(ref); key != "" {
				refs[key] = c.table + "." + c.column
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("store: unable to list files in %s: %w", c.table, err)
		}
	}
	return refs, nil
}
