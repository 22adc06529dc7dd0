package storyshelf

import (
	"slices"
	"time"
)

// Backup is one scheduled backup's outcome.
type Backup struct {
	ID         string    `json:"id"`
	StartedAt  time.Time `json:"startedAt"`
	FinishedAt time.Time `json:"finishedAt"`
	File       string    `json:"file"` // where it was written
	Size       int64     `json:"size"`
	OK         bool      `json:"ok"`
	Error      string    `json:"error,omitempty"`
}

// BackupSettings are the scheduled backups as the owner sets them in
// Settings → Backups: whether they are on, how often and how many to keep.
// A site that never saved them has them off.
type BackupSettings struct {
	On         bool `json:"on"`
	EveryHours int  `json:"everyHours"` // one of BackupEveryChoices
	Keep       int  `json:"keep"`       // 1 to MaxBackupsKept
}

// DefaultBackupSettings are a new site's: off, and once turned on, a backup
// every day, keeping the newest 7.
func DefaultBackupSettings() *BackupSettings {
	return &BackupSettings{EveryHours: 24, Keep: 7}
}

// BackupEveryChoices are how often the owner can have backups made, in
// hours: four times a day, twice a day, every day, every week.
var BackupEveryChoices = []int{6, 12, 24, 168}

// MaxBackupsKept bounds how many backups the owner can keep.
const MaxBackupsKept = 100

// Backup settings messages.
var (
	MsgBackupEvery         = Msg{Key: "server.backupEvery", Text: "Choose how often backups are made."}
	MsgBackupKeep          = Msg{Key: "server.backupKeep", Text: "Keep between 1 and 100 backups."}
	MsgBackupSettingsSaved = Msg{Key: "server.backupSettingsSaved", Text: "Backup settings saved."}
	MsgBackupsTurnedOn     = Msg{Key: "server.backupsTurnedOn", Text: "Backups are on."}
	MsgBackupsTurnedOnSoon = Msg{Key: "server.backupsTurnedOnSoon", Text: "Backups are on. The next one is made in a few minutes."}
	MsgBackupsTurnedOff    = Msg{Key: "server.backupsTurnedOff", Text: "Backups are off. No more will be made; the ones already made are kept."}
)

// Validate checks the settings. Settings that are off keep how often and how
// many, for when they are turned on again.
func (b *BackupSettings) Validate() error {
	c := settingsCheck{}
	if !slices.Contains(BackupEveryChoices, b.EveryHours) {
		c.add("everyHours", MsgBackupEvery)
	}
	if b.Keep < 1 || b.Keep > MaxBackupsKept {
		c.add("keep", MsgBackupKeep)
	}
	return c.err("everyHours", "keep")
}

// BackupEnv is what the server's own settings fix about backups, each zero
// when they do not: how often (which also turns them on) and how many to
// keep. They win over the owner's.
type BackupEnv struct {
	Every time.Duration
	Keep  int
}

// BackupPlan is how backups are made now: the server's settings where given,
// else the owner's.
type BackupPlan struct {
	On    bool
	Every time.Duration
	Keep  int
	// EveryFromServer says the server fixes whether and how often (so they
	// are on); KeepFromServer how many are kept.
	EveryFromServer, KeepFromServer bool
}

// PlanBackups lays the server's settings over the owner's saved ones.
func PlanBackups(saved *BackupSettings, env BackupEnv) BackupPlan {
	p := BackupPlan{On: saved.On, Every: time.Duration(saved.EveryHours) * time.Hour, Keep: saved.Keep}
	if env.Every > 0 {
		p.On, p.Every, p.EveryFromServer = true, env.Every, true
	}
	if env.Keep > 0 {
		p.Keep, p.KeepFromServer = env.Keep, true
	}
	return p
}

// Privacy is what the privacy policy says of the backups: nil when none are
// made.
func (p BackupPlan) Privacy() *PrivacyBackups {
	if !p.On || p.Every <= 0 {
		return nil
	}
	return &PrivacyBackups{EveryHours: max(1, int(p.Every/time.Hour)), Keep: p.Keep}
}
