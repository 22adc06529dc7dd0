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
// once from applying the same step twice.
func (s *Store) Migrate(ctx context.Context) (applied []string, err error) {
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
	list, err := s.migrationsFor()
	if err != nil {
		return nil, fmt.Errorf("store: unable to list migrations: %w", err)
	}
	for _, m := range list {
		var n int
		if err := conn.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = $1`, m.version).Scan(&n); err != nil {
			return applied, fmt.Errorf("store: unable to read schema_migrations: %w", err)
		}
		if n > 0 {
			continue
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
