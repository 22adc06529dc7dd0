package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Settings → Backups: a new site has backups off; what the owner saves comes
// back, renews the cached public answers (the privacy policy names the
// backups), and travels in an archive; the server's settings win.
func TestBackupSettings(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b, err := s.BackupSettings(ctx)
		if err != nil || b.On || b.EveryHours != 24 || b.Keep != 7 {
			t.Fatalf("a new site: %+v %v", b, err)
		}
		if plan, _ := s.BackupPlan(ctx, storyshelf.BackupEnv{}); plan.On {
			t.Fatalf("a new site backs up: %+v", plan)
		}
		if ok, err := s.ClaimBackup(ctx, storyshelf.BackupPlan{Every: time.Hour, Keep: 7}); ok || err != nil {
			t.Fatalf("a backup was claimed while off: %v %v", ok, err)
		}

		version, _ := s.ContentVersion(ctx)
		want := storyshelf.BackupSettings{On: true, EveryHours: 168, Keep: 3}
		if err := s.SaveBackupSettings(ctx, &want, storyshelf.BackupEnv{}); err != nil {
			t.Fatal(err)
		}
		if got, err := s.BackupSettings(ctx); err != nil || *got != want {
			t.Fatalf("saved %+v, read %+v %v", want, got, err)
		}
		if after, _ := s.ContentVersion(ctx); after == version {
			t.Fatal("saving the backup settings left the cached public answers as they were")
		}
		plan, _ := s.BackupPlan(ctx, storyshelf.BackupEnv{})
		if !plan.On || plan.Every != 168*time.Hour || plan.Keep != 3 || plan.EveryFromServer || plan.KeepFromServer {
			t.Fatalf("the owner's plan: %+v", plan)
		}
		plan, _ = s.BackupPlan(ctx, storyshelf.BackupEnv{Every: 90 * time.Minute, Keep: 12})
		if !plan.On || plan.Every != 90*time.Minute || plan.Keep != 12 || !plan.EveryFromServer || !plan.KeepFromServer {
			t.Fatalf("the server's settings did not win: %+v", plan)
		}
		want.On = false
		if err := s.SaveBackupSettings(ctx, &want, storyshelf.BackupEnv{}); err != nil {
			t.Fatal(err)
		}
		if plan, _ := s.BackupPlan(ctx, storyshelf.BackupEnv{}); plan.On {
			t.Fatalf("turned off: %+v", plan)
		}
		if plan, _ := s.BackupPlan(ctx, storyshelf.BackupEnv{Every: time.Hour}); !plan.On {
			t.Fatalf("the server's schedule did not turn them on: %+v", plan)
		}

		t.Run("InArchive", func(t *testing.T) {
			want.On = true
			if err := s.SaveBackupSettings(ctx, &want, storyshelf.BackupEnv{}); err != nil {
				t.Fatal(err)
			}
			e, _ := export(t, s)
			restored := mustOpenSQLite(t)
			if _, err := restored.ImportTables(ctx, e.schema, e.reader()); err != nil {
				t.Fatal(err)
			}
			if got, err := restored.BackupSettings(ctx); err != nil || *got != want {
				t.Fatalf("restored %+v %v, want %+v", got, err, want)
			}
		})
	})
}

// An archive from before Settings → Backups imports with backups off.
func TestOlderArchiveImportsWithBackupsOff(t *testing.T) {
	old, _ := export(t, olderSite(t))
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		if _, err := s.ImportTables(ctx, old.schema, old.reader()); err != nil {
			t.Fatal(err)
		}
		if b, err := s.BackupSettings(ctx); err != nil || b.On || b.EveryHours != 24 || b.Keep != 7 {
			t.Fatalf("after the import: %+v %v", b, err)
		}
	})
}

func TestBackupSettingsValidate(t *testing.T) {
	for _, c := range []struct {
		b     storyshelf.BackupSettings
		field string
	}{
		{storyshelf.BackupSettings{On: true, EveryHours: 24, Keep: 7}, ""},
		{storyshelf.BackupSettings{On: true, EveryHours: 168, Keep: 100}, ""},
		{storyshelf.BackupSettings{On: true, EveryHours: 5, Keep: 7}, "everyHours"},
		{storyshelf.BackupSettings{EveryHours: 0, Keep: 7}, "everyHours"},
		{storyshelf.BackupSettings{On: true, EveryHours: 24, Keep: 0}, "keep"},
		{storyshelf.BackupSettings{On: true, EveryHours: 24, Keep: 101}, "keep"},
	} {
		err := c.b.Validate()
		fields := storyshelf.ErrorFields(err)
		if _, named := fields[c.field]; (c.field == "") != (err == nil) || c.field != "" && !named {
			t.Errorf("%+v: %v %v", c.b, err, fields)
		}
	}
}
