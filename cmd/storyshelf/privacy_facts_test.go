package main

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/storyshelf/storyshelf/internal/config"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// The privacy policy is written from the site as the environment sets it up:
// MailerLite is named only when its key is set, and the periods are the ones
// the retention worker and the backups use: the server's backup settings,
// else the owner's from Settings → Backups (off on a new site).
func TestPrivacyFactsFollowTheSettings(t *testing.T) {
	for _, c := range []struct {
		name  string
		env   map[string]string
		admin *storyshelf.BackupSettings // what the owner saved, if anything
		want  storyshelf.PrivacyFacts
	}{
		{"Defaults", map[string]string{}, nil, storyshelf.PrivacyFacts{AnalyticsDays: 90, MailTextDays: 7}},
		{"BackupsTurnedOnInTheAdmin", map[string]string{}, &storyshelf.BackupSettings{On: true, EveryHours: 168, Keep: 3},
			storyshelf.PrivacyFacts{AnalyticsDays: 90, MailTextDays: 7, Backups: &storyshelf.PrivacyBackups{EveryHours: 168, Keep: 3}}},
		{"BackupsTurnedOffInTheAdmin", map[string]string{}, &storyshelf.BackupSettings{On: false, EveryHours: 24, Keep: 3},
			storyshelf.PrivacyFacts{AnalyticsDays: 90, MailTextDays: 7}},
		{"MailerLiteRetentionAndBackups", map[string]string{"MAILERLITE_API_KEY": "key", "EVENT_RETENTION_DAYS": "30",
			"MESSAGE_RETENTION_DAYS": "180", "BACKUP_EVERY": "12h", "BACKUP_KEEP": "4"},
			&storyshelf.BackupSettings{On: false, EveryHours: 24, Keep: 9}, // the server's win
			storyshelf.PrivacyFacts{EmailList: "MailerLite", AnalyticsDays: 30, MessageDays: 180, MailTextDays: 7,
				Backups: &storyshelf.PrivacyBackups{EveryHours: 12, Keep: 4}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.env["DATA_DIR"] = t.TempDir()
			cfg, err := config.Load(func(k string) string { return c.env[k] })
			if err != nil {
				t.Fatal(err)
			}
			site, err := open(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
			if err != nil {
				t.Fatal(err)
			}
			defer site.Close()
			ctx := context.Background()
			if c.admin != nil {
				if err := site.Store.SaveBackupSettings(ctx, c.admin, site.Backups.Env); err != nil {
					t.Fatal(err)
				}
			}
			got, err := site.Server.CurrentPrivacyFacts(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if got.EmailList != c.want.EmailList || got.AnalyticsDays != c.want.AnalyticsDays || got.MessageDays != c.want.MessageDays ||
				got.MailTextDays != c.want.MailTextDays || (got.Backups == nil) != (c.want.Backups == nil) ||
				(got.Backups != nil && *got.Backups != *c.want.Backups) {
				t.Fatalf("facts = %+v %+v, want %+v %+v", got, got.Backups, c.want, c.want.Backups)
			}
		})
	}
}
