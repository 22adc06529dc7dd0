package store

import (
	"context"
	"io/fs"
)

// QueryIntForTest reads one number, such as a PRAGMA's value.
func (s *Store) QueryIntForTest(ctx context.Context, q string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, q).Scan(&n)
	return n, err
}

// SetSQLiteSynchronousForTest makes stores opened from now on use mode, for
// benchmarks that compare it with the default; it returns the undo.
func SetSQLiteSynchronousForTest(mode string) (undo func()) {
	old := sqliteSynchronous
	sqliteSynchronous = mode
	return func() { sqliteSynchronous = old }
}

// ExecForTest runs one statement, to put a database in a state no method
// makes, such as one a newer release left.
func (s *Store) ExecForTest(ctx context.Context, q string) error {
	_, err := s.db.ExecContext(ctx, q)
	return err
}

// Migrations are the embedded migration files.
func Migrations() fs.FS { return migrations }

// QueryTextForTest reads one text, such as a stored column as it is.
func (s *Store) QueryTextForTest(ctx context.Context, q string) (string, error) {
	var v string
	err := s.db.QueryRowContext(ctx, q).Scan(&v)
	return v, err
}
