package server

import (
	"context"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Settings → Backups: whether the whole site is backed up on a schedule, how
// often and how many backups are kept, as the owner sets them, under
// whatever the server's own settings fix. The worker reads them at each run.

// backupSettingsView is what the Backups section shows.
type backupSettingsView struct {
	// Settings are what the owner saved (off, daily, 7 on a new site).
	Settings *storyshelf.BackupSettings `json:"settings"`
	// Server holds what the server's own settings fix, each zero when they
	// do not: the form shows those read-only. Fixing how often also turns
	// backups on.
	Server struct {
		EveryMinutes int `json:"everyMinutes"`
		Keep         int `json:"keep"`
	} `json:"server"`
	On         bool               `json:"on"`    // backups are made now
	Where      string             `json:"where"` // where they go, in words
	LastBackup *storyshelf.Backup `json:"lastBackup"`
}

func (s *Server) backupSettingsView(ctx context.Context) (*backupSettingsView, error) {
	saved, err := s.Store.BackupSettings(ctx)
	if err != nil {
		return nil, err
	}
	plan := storyshelf.PlanBackups(saved, s.BackupEnv)
	v := &backupSettingsView{Settings: saved, On: plan.On, Where: s.BackupsWhere}
	if plan.EveryFromServer {
		v.Server.EveryMinutes = max(1, int(plan.Every/time.Minute))
	}
	if plan.KeepFromServer {
		v.Server.Keep = plan.Keep
	}
	if v.LastBackup, err = s.Store.LastBackup(ctx); err != nil {
		return nil, err
	}
	return v, nil
}

// GET /api/admin/backups
//
// The Backups section: what the owner saved, what the server's settings fix,
// whether backups are on, where they go and how the last one went.
func (s *Server) handleBackupSettings(w http.ResponseWriter, r *http.Request) error {
	v, err := s.backupSettingsView(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, v)
	return nil
}

// PUT /api/admin/backups
//
// Body {on, everyHours, keep}: everyHours one of 6, 12, 24 or 168; keep 1 to
// 100. What the server's settings fix is kept as saved. Answers {"message",
// ...the section}; turned on, the worker looks at once, so a backup that is
// due is made within moments.
func (s *Server) handleSaveBackupSettings(w http.ResponseWriter, r *http.Request) error {
	var in storyshelf.BackupSettings
	if err := toolkit.DecodeJSON(r, &in); err != nil {
		return err
	}
	ctx := r.Context()
	saved, err := s.Store.BackupSettings(ctx)
	if err != nil {
		return err
	}
	before := storyshelf.PlanBackups(saved, s.BackupEnv)
	b := *saved
	if !before.EveryFromServer {
		b.On, b.EveryHours = in.On, in.EveryHours
	}
	if !before.KeepFromServer {
		b.Keep = in.Keep
	}
	if err := b.Validate(); err != nil {
		return err
	}
	if err := s.Store.SaveBackupSettings(ctx, &b, s.BackupEnv); err != nil {
		return err
	}
	noteChanges(r, saved, &b) // for History
	v, err := s.backupSettingsView(ctx)
	if err != nil {
		return err
	}
	message := storyshelf.MsgBackupSettingsSaved
	switch {
	case v.On && !before.On:
		message = storyshelf.MsgBackupsTurnedOn
		if last := v.LastBackup; last == nil || !last.StartedAt.Add(time.Duration(b.EveryHours)*time.Hour).After(s.Store.Now()) {
			message = storyshelf.MsgBackupsTurnedOnSoon
		}
		s.WakeWorkers()
	case !v.On && before.On:
		message = storyshelf.MsgBackupsTurnedOff
	case v.On:
		s.WakeWorkers() // a shorter interval may make one due now
	}
	toolkit.WriteJSON(w, http.StatusOK, struct {
		Message string `json:"message"`
		*backupSettingsView
	}{message, v})
	return nil
}
