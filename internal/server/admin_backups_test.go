package server_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// backupView is GET /api/admin/backups's answer.
type backupView struct {
	Message  string
	Settings storyshelf.BackupSettings
	Server   struct{ EveryMinutes, Keep int }
	On       bool
	Where    string
}

func (o emailOwner) backups() backupView {
	o.t.Helper()
	return ownerGet[backupView](o, "/api/admin/backups")
}

// backupsOn is what the dashboard says: whether backups are on.
func (o emailOwner) backupsOn() bool {
	o.t.Helper()
	return ownerGet[struct{ BackupsScheduled bool }](o, "/api/admin/dashboard").BackupsScheduled
}

func TestBackupSettingsNeedASession(t *testing.T) {
	ts := newTestServer(t)
	for _, method := range []string{"GET", "PUT"} {
		res, body := newBrowser(t, ts).do(method, "/api/admin/backups", `{"on":true,"everyHours":24,"keep":7}`)
		if res.StatusCode != 401 {
			t.Errorf("%s /api/admin/backups without a session: %d %s", method, res.StatusCode, body)
		}
	}
	if v, _ := ts.Store.BackupSettings(t.Context()); v.On {
		t.Fatal("turned on without a session")
	}
}

// The owner turns backups on and off in Settings → Backups: refused values
// say what is wrong and change nothing; turned on, the dashboard and the
// privacy policy say so.
func TestBackupSettingsSaveAndValidate(t *testing.T) {
	ts := newTestServer(t)
	ts.BackupsWhere = "the folder /srv/site on this server"
	owner := newEmailOwner(t, ts)
	v := owner.backups()
	if v.On || v.Settings != (storyshelf.BackupSettings{EveryHours: 24, Keep: 7}) || v.Server.EveryMinutes != 0 || v.Server.Keep != 0 ||
		v.Where != ts.BackupsWhere || owner.backupsOn() {
		t.Fatalf("a new site: %+v", v)
	}

	t.Run("ErrFields", func(t *testing.T) {
		for _, c := range []struct{ body, field, msg string }{
			{`{"on":true,"everyHours":5,"keep":7}`, "everyHours", storyshelf.MsgBackupEvery.Text},
			{`{"on":true,"keep":7}`, "everyHours", storyshelf.MsgBackupEvery.Text},
			{`{"on":true,"everyHours":24,"keep":0}`, "keep", storyshelf.MsgBackupKeep.Text},
			{`{"on":true,"everyHours":24,"keep":101}`, "keep", storyshelf.MsgBackupKeep.Text},
			{`{"on":true,"everyHours":24,"keep":-3}`, "keep", storyshelf.MsgBackupKeep.Text},
			{`{"on":true,"everyHours":"daily","keep":7}`, "everyHours", ""},
			{`{"on":"yes","everyHours":24,"keep":7}`, "on", ""},
		} {
			status, body := owner.do("PUT", "/api/admin/backups", c.body)
			got := decode[fieldsError](t, body).Error.Fields[c.field]
			if status != 400 || got == "" || c.msg != "" && got != c.msg {
				t.Errorf("%s: %d %s", c.body, status, body)
			}
		}
		if v := owner.backups(); v.On || owner.backupsOn() {
			t.Fatalf("a refused save was stored: %+v", v)
		}
	})

	t.Run("OnThenOff", func(t *testing.T) {
		status, body := owner.do("PUT", "/api/admin/backups", `{"on":true,"everyHours":168,"keep":4}`)
		v := decode[backupView](t, body)
		if status != 200 || v.Message != storyshelf.MsgBackupsTurnedOnSoon.Text || !v.On || v.Settings != (storyshelf.BackupSettings{On: true, EveryHours: 168, Keep: 4}) {
			t.Fatalf("turned on: %d %s", status, body)
		}
		if !owner.backupsOn() {
			t.Fatal("the dashboard says backups are off")
		}
		p := decode[storyshelf.PrivacyPolicy](t, mustGet(t, ts.URL+"/api/site/privacy"))
		if p.Backups == nil || *p.Backups != (storyshelf.PrivacyBackups{EveryHours: 168, Keep: 4}) {
			t.Fatalf("the privacy policy's backups: %+v", p.Backups)
		}
		status, body = owner.do("PUT", "/api/admin/backups", `{"on":true,"everyHours":24,"keep":4}`)
		if v := decode[backupView](t, body); status != 200 || v.Message != storyshelf.MsgBackupSettingsSaved.Text {
			t.Fatalf("changed: %d %s", status, body)
		}
		status, body = owner.do("PUT", "/api/admin/backups", `{"on":false,"everyHours":24,"keep":4}`)
		if v := decode[backupView](t, body); status != 200 || v.Message != storyshelf.MsgBackupsTurnedOff.Text || v.On {
			t.Fatalf("turned off: %d %s", status, body)
		}
		if owner.backupsOn() {
			t.Fatal("the dashboard says backups are on")
		}
		if p := decode[storyshelf.PrivacyPolicy](t, mustGet(t, ts.URL+"/api/site/privacy")); p.Backups != nil {
			t.Fatalf("the privacy policy still names backups: %+v", p.Backups)
		}
	})
}

// What the server's own settings fix is shown as such and kept whatever the
// form sends; backups are on.
func TestBackupSettingsFixedByTheServer(t *testing.T) {
	ts := newTestServer(t)
	ts.BackupEnv = storyshelf.BackupEnv{Every: 12 * time.Hour, Keep: 4}
	owner := newEmailOwner(t, ts)
	v := owner.backups()
	if !v.On || v.Server.EveryMinutes != 720 || v.Server.Keep != 4 || !owner.backupsOn() {
		t.Fatalf("with the server's settings: %+v", v)
	}
	status, body := owner.do("PUT", "/api/admin/backups", `{"on":false,"everyHours":6,"keep":50}`)
	v = decode[backupView](t, body)
	if status != 200 || !v.On || v.Settings != (storyshelf.BackupSettings{EveryHours: 24, Keep: 7}) || strings.Contains(body, "BACKUP_") {
		t.Fatalf("saved over the server's settings: %d %s", status, body)
	}
	if !owner.backupsOn() {
		t.Fatal("the form turned off what the server turned on")
	}

	// Only how many to keep fixed: she turns them on and chooses how often.
	ts.BackupEnv = storyshelf.BackupEnv{Keep: 4}
	status, body = owner.do("PUT", "/api/admin/backups", `{"on":true,"everyHours":6,"keep":50}`)
	v = decode[backupView](t, body)
	if status != 200 || !v.On || v.Settings != (storyshelf.BackupSettings{On: true, EveryHours: 6, Keep: 7}) || v.Server.Keep != 4 || v.Server.EveryMinutes != 0 {
		t.Fatalf("with only how many fixed: %d %s", status, body)
	}
}
