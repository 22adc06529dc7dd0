package store_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
)

func TestPendingOnANewDatabase(t *testing.T) {
	forEachNewStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		pending, err := s.Pending(ctx)
		if err != nil || len(pending) < 13 || pending[0].Version != "0001_catalogue" || !strings.HasPrefix(pending[0].About, "The catalogue") {
			t.Fatalf("pending on a new database: %v %v", pending, err)
		}
		if used, err := s.Used(ctx); err != nil || used {
			t.Fatalf("a new database is used: %v %v", used, err)
		}
		applied, err := s.MigrateTo(ctx, pending[1].Version)
		if err != nil || len(applied) != 2 {
			t.Fatalf("MigrateTo applied %v: %v", applied, err)
		}
		rest, err := s.Pending(ctx)
		if err != nil || len(rest) != len(pending)-2 || rest[0] != pending[2] {
			t.Fatalf("pending after two: %v %v", rest, err)
		}
		if used, err := s.Used(ctx); err != nil || !used {
			t.Fatalf("a migrated database is not used: %v %v", used, err)
		}
	})
}

func TestNewerSchemaIsRefused(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if err := s.ExecForTest(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES ('9999_newer', CURRENT_TIMESTAMP)`); err != nil {
			t.Fatal(err)
		}
		var newer *store.NewerSchemaError
		if _, err := s.Pending(ctx); !errors.As(err, &newer) || newer.Unknown[0] != "9999_newer" {
			t.Fatalf("Pending: %v", err)
		}
		if _, err := s.Migrate(ctx); !errors.As(err, &newer) || !strings.Contains(err.Error(), "newer Storyshelf") {
			t.Fatalf("Migrate: %v", err)
		}
	})
}
