package store

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

//go:embed migrations/*.sql
var migrations embed.FS

// migration is one numbered step; files ending -sqlite.sql or -postgres.sql
// apply to that database only.
type migration struct {
	version string
	file    string
}

// pending lists this dialect's migrations in order.
func (s *Store) migrationsFor() ([]migration, error) {
	entries, err := fs.ReadDir(migrations, "migrations")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".sql")
		switch {
		case strings.HasSuffix(name, "-sqlite"):
			if s.dialect != SQLite {
				continue
			}
			name = strings.TrimSuffix(name, "-sqlite")
		case strings.HasSuffix(name, "-postgres"):
			if s.dialect != Postgres {
				continue
			}
			name = strings.TrimSuffix(name, "-postgres")
		}
		out = append(out, migration{version: name, file: "migrations/" + e.Name()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	return out, nil
}

// Migrate applies every migration not yet recorded, each in its own
// transaction. On PostgreSQL an advisory lock keeps two instances starting at
// once from applying the same step twice. A database that a newer Storyshelf
// has migrated is refused untouched (ErrNewerSchema).
func (s *Store) Migrate(ctx context.Context) (applied []string, err error) {
	return s.MigrateTo(ctx, "")
}

// MigrateTo applies the pending migrations up to and including version upTo
// ("" for all). Tests use it to make a database as an older release left it.
func (s *Store) MigrateTo(ctx context.Context, upTo string) (applied []string, err error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: unable to migrate: %w", err)
	}
	defer conn.Close()
	if s.dialect == Postgres {
		if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(7318201)`); err != nil {
			return nil, fmt.Errorf("store: unable to lock for migration: %w", err)
		}
		defer conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(7318201)`)
	}
	if _, err := conn.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    TEXT PRIMARY KEY,
		applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)`); err != nil {
		return nil, fmt.Errorf("store: unable to create schema_migrations: %w", err)
	}
	list, err := s.pending(ctx, conn)
	if err != nil {
		return nil, err
	}
	for _, m := range list {
		if upTo != "" && m.version > upTo {
			break
		}
		body, err := migrations.ReadFile(m.file)
		if err != nil {
			return applied, err
		}
		tx, err := conn.BeginTx(ctx, nil)
		if err != nil {
			return applied, fmt.Errorf("store: unable to begin migration %s: %w", m.version, err)
		}
		if _, err := tx.ExecContext(ctx, string(body)); err != nil {
			tx.Rollback()
			return applied, fmt.Errorf("store: migration %s failed: %w", m.version, err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)`, m.version, s.now()); err != nil {
			tx.Rollback()
			return applied, fmt.Errorf("store: unable to record migration %s: %w", m.version, err)
		}
		if err := tx.Commit(); err != nil {
			return applied, fmt.Errorf("store: unable to commit migration %s: %w", m.version, err)
		}
		applied = append(applied, m.version)
	}
	return applied, nil
}

// Migration is one step this Storyshelf would apply, with what it does.
type Migration struct {
	Version string
	About   string // the migration's opening comment
}

// Pending lists the migrations this database lacks, in order, without
// changing anything. A new, empty database lacks them all. A database a
// newer Storyshelf has migrated answers ErrNewerSchema.
func (s *Store) Pending(ctx context.Context) ([]Migration, error) {
	var out []Migration
	list, err := s.pending(ctx, s.db)
	for _, m := range list {
		body, _ := migrations.ReadFile(m.file)
		out = append(out, Migration{Version: m.version, About: about(string(body))})
	}
	return out, err
}

// Used says whether the database has been migrated before, as opposed to a
// new, empty one.
func (s *Store) Used(ctx context.Context) (bool, error) {
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations`).Scan(&n)
	if err != nil {
		if exists, err2 := s.tableExists(ctx, s.db, "schema_migrations"); err2 == nil && !exists {
			return false, nil
		}
		return false, fmt.Errorf("store: unable to read schema_migrations: %w", err)
	}
	return n > 0, nil
}

// pending compares the recorded versions with this binary's migrations.
func (s *Store) pending(ctx context.Context, q querier) ([]migration, error) {
	list, err := s.migrationsFor()
	if err != nil {
		return nil, fmt.Errorf("store: unable to list migrations: %w", err)
	}
	applied := map[string]bool{}
	if exists, err := s.tableExists(ctx, q, "schema_migrations"); err != nil {
		return nil, err
	} else if exists {
		rows, err := q.QueryContext(ctx, `SELECT version FROM schema_migrations ORDER BY version`)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read schema_migrations: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var v string
			if err := rows.Scan(&v); err != nil {
				return nil, err
			}
			applied[v] = true
		}
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	var out []migration
	for _, m := range list {
		if !applied[m.version] {
			out = append(out, m)
		}
		delete(applied, m.version)
	}
	if len(applied) > 0 {
		var unknown []string
		for v := range applied {
			unknown = append(unknown, v)
		}
		sort.Strings(unknown)
		return nil, &NewerSchemaError{Unknown: unknown, Newest: list[len(list)-1].version}
	}
	return out, nil
}

// tableExists asks the database's own catalogue.
func (s *Store) tableExists(ctx context.Context, q querier, table string) (bool, error) {
	query := `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = $1`
	if s.dialect == Postgres {
		query = `SELECT COUNT(*) FROM information_schema.tables WHERE table_name = $1 AND table_schema = current_schema()`
	}
	var n int
	if err := q.QueryRowContext(ctx, query, table).Scan(&n); err != nil {
		return false, fmt.Errorf("store: unable to look for table %s: %w", table, err)
	}
	return n > 0, nil
}

// NewerSchemaError refuses a database that a newer Storyshelf has migrated:
// this binary does not know its tables, and writing to them could damage
// what the newer one keeps there.
type NewerSchemaError struct {
	Unknown []string // versions recorded that this binary lacks
	Newest  string   // the newest version this binary knows
}

func (e *NewerSchemaError) Error() string {
	return fmt.Sprintf("this database was last used by a newer Storyshelf: it has database version %s, "+
		"which this one does not know (it knows up to %s). Nothing was changed. "+
		"Run the newer Storyshelf again, or restore a backup made before the upgrade with this version",
		strings.Join(e.Unknown, ", "), e.Newest)
}

// about is a migration file's opening comment, joined into one line.
func about(body string) string {
	var words []string
	for _, line := range strings.Split(body, "\n") {
		text, ok := strings.CutPrefix(strings.TrimSpace(line), "--")
		if !ok {
			break
		}
		words = append(words, strings.TrimSpace(text))
	}
	return strings.Join(words, " ")
}
