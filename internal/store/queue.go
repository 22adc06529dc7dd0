package store

import "fmt"

// claimQuery leases up to $3 due rows of a work table (outbox, jobs) until $1,
// where $2 is now, counting the attempt. On PostgreSQL, SKIP LOCKED lets
// several instances claim side by side without taking the same row; SQLite
// has one writer at a time, so the plain form is already safe there.
func (s *Store) claimQuery(table, columns string) string {
	lock := ""
	if s.dialect == Postgres {
		lock = " FOR UPDATE SKIP LOCKED"
	}
	return fmt.Sprintf(`UPDATE %[1]s SET claimed_until = $1, attempts = attempts + 1
		WHERE id IN (SELECT id FROM %[1]s WHERE status = 'pending' AND next_attempt_at <= $2
			AND (claimed_until IS NULL OR claimed_until < $2)
			ORDER BY next_attempt_at, id LIMIT $3%[2]s)
		RETURNING %[3]s`, table, lock, columns)
}
