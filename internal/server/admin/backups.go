package admin

import (
	"context"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) backupsRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/backup", Handler: s.handleDownloadBackup, Owner: true},
		{Pattern: "GET /api/admin/backups", Handler: s.handleBackupSettings, Owner: true},
		{Pattern: "PUT /api/admin/backups", Handler: s.handleSaveBackupSettings, Owner: true},
	}
}

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

func (s *Admin) backupSettingsView(ctx context.Context) (*backupSettingsView, error) {
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
func (s *Admin) handleBackupSettings(w http.ResponseWriter, r *http.Request) error {
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
func (s *Admin) handleSaveBackupSettings(w http.ResponseWriter, r *http.Request) error {
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
	}{message.Text, v})
	return nil
}

// GET /api/admin/backup
//
// A fresh archive of the whole site, as a download (the same as
// `storyshelf export`). It streams: tables first, then the files.
func (s *Admin) handleDownloadBackup(w http.ResponseWriter, r *http.Request) error {
	// Recorded before the first byte leaves: a backup holds every address.
	if err := history.Note(r.Context(), s.Deps, storyshelf.HistoryBackups, "downloaded a backup", "", ""); err != nil {
		return err
	}
	name := "storyshelf-" + s.Store.Now().UTC().Format("20060102-150405") + ".tar.gz"
	h := w.Header()
	h.Set("Content-Type", "application/gzip")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-store")
	rc := http.NewResponseController(w)
	rc.SetWriteDeadline(time.Now().Add(time.Hour)) // a large site takes a while
	if _, err := archive.Export(r.Context(), s.Store, s.Blobs, w); err != nil {
		// The answer has begun: the client sees a cut-short file, which
		// import and verify refuse.
		s.Logger.ErrorContext(r.Context(), "backup download failed", "err", err)
		panic(http.ErrAbortHandler)
	}
	return nil
}
