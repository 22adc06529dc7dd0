package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// TestSettingsChangesAreRecorded: each settings screen's save is recorded
// with the fields that changed, old and new as they were saved, and never
// the mail server's password.
func TestSettingsChangesAreRecorded(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := storyshelf.WithActor(context.Background(), owner)
		latest := func(kind, action string) storyshelf.HistoryRecord {
			t.Helper()
			rec := historyRecords(t, s)[0]
			if rec.Kind != kind || rec.Action != action || rec.ActorID != owner.ID {
				t.Fatalf("recorded %+v, want %q %q", rec, kind, action)
			}
			return rec
		}
		changed := func(rec storyshelf.HistoryRecord, name string, old, new any) {
			t.Helper()
			if f := fieldOf(rec, name); f == nil || f.Old != old || f.New != new {
				t.Fatalf("%s: %+v, want %v → %v", name, rec.Fields, old, new)
			}
		}

		site, err := s.SiteSettings(ctx)
		if err != nil {
			t.Fatal(err)
		}
		identity, was := site.Identity, site.Identity.Tagline
		identity.Tagline = "Stories that grow kindness"
		if err := s.SaveSiteSection(ctx, storyshelf.SectionIdentity, &identity); err != nil {
			t.Fatal(err)
		}
		rec := latest(storyshelf.HistorySettings, "changed")
		if rec.ItemID != storyshelf.SectionIdentity || rec.ItemName != storyshelf.SectionLabel(storyshelf.SectionIdentity) ||
			len(rec.Fields) != 1 {
			t.Fatalf("identity saved: %+v", rec)
		}
		changed(rec, "tagline", was, "Stories that grow kindness")
		if err := s.ResetSiteSection(ctx, storyshelf.SectionIdentity); err != nil {
			t.Fatal(err)
		}
		rec = latest(storyshelf.HistorySettings, "reset")
		if rec.ItemID != storyshelf.SectionIdentity || len(rec.Fields) != 1 {
			t.Fatalf("identity reset: %+v", rec)
		}
		changed(rec, "tagline", "Stories that grow kindness", was)

		box := auth.NewSecretBox("", filepath.Join(t.TempDir(), "settings.key"))
		m := &storyshelf.MailSettings{Host: "smtp.example.com", Port: 587, Security: storyshelf.MailSecurityStartTLS,
			Username: "books@example.com", Password: mailPassword}
		if err := s.SaveMailSettings(ctx, m, box); err != nil {
			t.Fatal(err)
		}
		rec = latest(storyshelf.HistoryEmailSettings, "changed the email settings")
		changed(rec, "host", "", "smtp.example.com")
		if all := fmt.Sprint(rec); strings.Contains(all, mailPassword) || strings.Contains(strings.ToLower(all), "password") {
			t.Fatalf("the password is in History: %s", all)
		}

		if err := s.SaveBackupSettings(ctx, &storyshelf.BackupSettings{On: true, EveryHours: 12, Keep: 7}, storyshelf.BackupEnv{}); err != nil {
			t.Fatal(err)
		}
		rec = latest(storyshelf.HistoryBackups, "changed the backup settings")
		changed(rec, "on", false, true)
		changed(rec, "everyHours", float64(24), float64(12))

		if err := s.SaveWeeklyLetterSettings(ctx, &storyshelf.WeeklyLetterSettings{Enabled: true, TimeZone: "Europe/Madrid", Lang: "es"}); err != nil {
			t.Fatal(err)
		}
		rec = latest(storyshelf.HistorySettings, "changed the weekly letter settings")
		changed(rec, "timeZone", "UTC", "Europe/Madrid")

		if err := s.SaveNewsletterSettings(ctx, &storyshelf.NewsletterSettings{PerMinute: 30}); err != nil {
			t.Fatal(err)
		}
		rec = latest(storyshelf.HistoryNewsletter, "changed the newsletter settings")
		if len(rec.Fields) != 1 {
			t.Fatalf("the pace alone changed: %+v", rec.Fields)
		}
		changed(rec, "perMinute", float64(storyshelf.DefaultNewsletterPerMinute), float64(30))
	})
}

// TestASettingsChangeFailsWithItsHistory: a save whose record cannot be
// written is not saved.
func TestASettingsChangeFailsWithItsHistory(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := storyshelf.WithActor(context.Background(), owner)
		site, err := s.SiteSettings(ctx)
		if err != nil {
			t.Fatal(err)
		}
		identity, was := site.Identity, site.Identity.Tagline
		identity.Tagline = "Stories that grow kindness"
		if err := s.ExecForTest(ctx, `ALTER TABLE history RENAME TO history_away`); err != nil {
			t.Fatal(err)
		}
		if err := s.SaveSiteSection(ctx, storyshelf.SectionIdentity, &identity); err == nil {
			t.Fatal("the settings were saved without their History record")
		}
		if err := s.CreateIssue(ctx, &storyshelf.Issue{Subject: "Spring tips", Audience: storyshelf.AudienceAll}); err == nil {
			t.Fatal("the newsletter was saved without its History record")
		}
		if err := s.ExecForTest(ctx, `ALTER TABLE history_away RENAME TO history`); err != nil {
			t.Fatal(err)
		}
		if site, err := s.SiteSettings(ctx); err != nil || site.Identity.Tagline != was {
			t.Fatalf("after the failed save: %+v, %v", site.Identity, err)
		}
		if list, err := s.Issues(ctx); err != nil || len(list) != 0 {
			t.Fatalf("after the failed save: %+v, %v", list, err)
		}
	})
}
