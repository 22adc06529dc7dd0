package store

import (
	"context"
	"io/fs"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
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

// RecordEventsForTest stores many events in one transaction, as RecordEvent
// would one by one: for benchmarks that need months of them.
func (s *Store) RecordEventsForTest(ctx context.Context, events []storyshelf.Event) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	stmt, err := tx.PrepareContext(ctx, insertEvent)
	if err != nil {
		return err
	}
	defer stmt.Close()
	for _, e := range events {
		e.ID, e.CreatedAt = uuid.NewString(), s.now()
		if _, err := stmt.ExecContext(ctx, eventRow(&e)...); err != nil {
			return err
		}
	}
	return tx.Commit()
}
