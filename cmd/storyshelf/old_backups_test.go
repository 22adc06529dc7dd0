package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A site an older release left with backups in its public files (under
// files/backups/, which /files/ served) has them moved to DATA_DIR/backups,
// each given a random part, when it starts; the log says how many, from
// where to where; a second start moves nothing.
func TestOldPublicBackupsAreMovedWhenTheSiteStarts(t *testing.T) {
	dir := t.TempDir()
	_, previous := oldSite(t, dir)
	public := filepath.Join(dir, "files", "backups")
	if err := os.MkdirAll(public, 0o755); err != nil {
		t.Fatal(err)
	}
	old := map[string]string{
		"storyshelf-20261120-030000.tar.gz":                         "backup of the 20th",
		"storyshelf-20261121-030000.tar.gz":                         "backup of the 21st",
		"before-upgrade-20261101-120000-from-0012_schedules.tar.gz": "backup before an upgrade",
	}
	for name, content := range old {
		if err := os.WriteFile(filepath.Join(public, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := map[string]string{"DATA_DIR": dir}
	out, err := runWith(t, env, "migrate")
	if err != nil {
		t.Fatalf("migrate: %v\n%s", err, out)
	}
	if left, _ := filepath.Glob(filepath.Join(public, "*")); len(left) != 0 {
		t.Fatalf("left in the public files: %v", left)
	}
	absDir, _ := filepath.Abs(dir)
	var line string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "moved old backups") {
			line = l
		}
	}
	if !strings.Contains(line, "count=3") || !strings.Contains(line, "backups/ in the folder "+filepath.Join(absDir, "files")+" on this server") ||
		!strings.Contains(line, "backups/ in the folder "+absDir+" on this server") {
		t.Fatalf("the log says %q\n%s", line, out)
	}
	for name, content := range old {
		stem := strings.TrimSuffix(name, ".tar.gz")
		got, _ := filepath.Glob(filepath.Join(dir, "backups", stem+"-*.tar.gz"))
		if len(got) != 1 || !regexp.MustCompile(regexp.QuoteMeta(stem)+`-[0-9a-f]{16}\.tar\.gz$`).MatchString(got[0]) {
			t.Fatalf("%s became %v", name, got)
		}
		if b, _ := os.ReadFile(got[0]); string(b) != content {
			t.Fatalf("%s holds %q after the move", got[0], b)
		}
		if fi, err := os.Stat(got[0]); err != nil || fi.Mode().Perm() != 0o600 {
			t.Fatalf("%s after the move: %v, %v; want readable by the site's user only", got[0], fi.Mode(), err)
		}
	}
	// The upgrade's own backup is there too, beside them.
	if up, _ := filepath.Glob(filepath.Join(dir, "backups", "before-upgrade-*-from-"+previous+"-*.tar.gz")); len(up) != 1 {
		t.Fatalf("the upgrade's backup: %v", up)
	}

	before, _ := filepath.Glob(filepath.Join(dir, "backups", "*"))
	out, err = runWith(t, env, "migrate")
	if err != nil || strings.Contains(out, "moved old backups") || strings.Contains(out, "cannot be guessed") {
		t.Fatalf("a second start: %v\n%s", err, out)
	}
	if after, _ := filepath.Glob(filepath.Join(dir, "backups", "*")); strings.Join(after, " ") != strings.Join(before, " ") {
		t.Fatalf("a second start changed the backups: %v, then %v", before, after)
	}
}
