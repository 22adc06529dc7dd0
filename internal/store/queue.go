package store

import (
	"context"
	"fmt"
	"time"
)

// claimQuery leases up to $3 due rows of a work table (outbox, jobs) until $1,
// where $2 is now, counting the attempt; where narrows the rows (" AND …"). On PostgreSQL, SKIP LOCKED lets
// several instances claim side by side without taking the same row; SQLite
// has one writer at a time, so the plain form is already safe there.
func (s *Store) claimQuery(table, columns, where string) string {
	lock := ""
	if s.dialect == Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	return fmt.Sprintf(`UPDATE %[1]s SET claimed_until = $1, attempts = attempts + 1
		WHERE id IN (SELECT id FROM %[1]s WHERE status = 'pending' AND next_attempt_at <= $2
			AND (claimed_until IS NULL OR claimed_until < $2)%[4]s
			ORDER BY next_attempt_at, id LIMIT $3%[2]s)
		RETURNING %[3]s`, table, lock, columns, where)
}

// claim leases up to limit due rows of table that match where and reads
// them with scan.
func claim[T any](ctx context.Context, s *Store, table, columns, where string, scan func(interface{ Scan(...any) error }) (T, error), limit int, lease time.Duration) ([]T, error) {
	now := s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, s.claimQuery(table, columns, where), now.Add(lease), now, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to claim %s: %w", table, err)
	}
	var list []T
	for rows.Next() {
		item, err := scan(rows)
		if err != nil {
			rows.Close()
			return nil, fmt.Errorf("store: unable to read %s: %w", table, err)
		}
		list = append(list, item)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to claim %s: %w", table, err)
	}
	return list, tx.Commit()
}

// QueueDepths counts the mail and jobs waiting to be done, for metrics.
func (s *Store) QueueDepths(ctx context.Context) (outbox, jobs int, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM outbox WHERE status = 'pending'),
		(SELECT COUNT(*) FROM jobs WHERE status = 'pending')`).Scan(&outbox, &jobs)
	if err != nil {
		return 0, 0, fmt.Errorf("store: unable to count queued work: %w", err)
	}
	return outbox, jobs, nil
}
