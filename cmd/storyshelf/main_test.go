package main

import (
	"bytes"
	"context"
	"flag"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// stdinText is what the next runWith reads as standard input.
var stdinText string

func runWith(t *testing.T, env map[string]string, args ...string) (string, error) {
	t.Helper()
	// A command that opens the site before it fails must not write into the
	// source tree's ./data: every run gets a data folder of its own.
	dataDir := t.TempDir()
	getenv := func(k string) string {
		if v, ok := env[k]; ok || k != "DATA_DIR" {
			return v
		}
		return dataDir
	}
	var out, errOut bytes.Buffer
	err := run(context.Background(), args, getenv, strings.NewReader(stdinText), &out, &errOut)
	return out.String() + errOut.String(), err
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"serve", "--help"}, {"migrate", "--help"}, {"demo", "-h"}} {
		out, err := runWith(t, nil, args...)
		if err != flag.ErrHelp || exitCode(err) != 0 || !strings.Contains(out, "Usage: storyshelf") {
			t.Fatalf("%v: err %v out %q", args, err, out)
		}
	}
	out, _ := runWith(t, nil, "--help")
	for _, want := range []string{"serve", "migrate", "demo", "STORYSHELF_ADDR", "DATA_DIR", "DATABASE_URL", "PUBLIC_URL"} {
		if !strings.Contains(out, want) {
			t.Fatalf("top-level help lacks %q", want)
		}
	}
}

func TestBadSettingIsNamed(t *testing.T) {
	_, err := runWith(t, map[string]string{"PUBLIC_URL": "not a url", "DATA_DIR": t.TempDir()}, "migrate")
	if err == nil || !strings.Contains(err.Error(), "PUBLIC_URL") {
		t.Fatalf("err = %v", err)
	}
	_, err = runWith(t, nil, "frobnicate")
	if err == nil || !strings.Contains(err.Error(), "unknown command") {
		t.Fatalf("err = %v", err)
	}
}

func TestMigrateDemoServe(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir}
	if _, err := runWith(t, env, "migrate"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "storyshelf.db")); err != nil {
		t.Fatal("no database file after migrate")
	}
	out, err := runWith(t, env, "demo")
	if err != nil || !strings.Contains(out, "Demo content loaded: 8 books") {
		t.Fatalf("demo: %v %q", err, out)
	}
	out, err = runWith(t, env, "demo")
	if err != nil || !strings.Contains(out, "Demo content loaded: 0 books") {
		t.Fatalf("second demo: %v %q", err, out)
	}

	addr, serveLog, stop := startServe(t, env)
	env["STORYSHELF_ADDR"] = addr // for the commands run beside it
	for _, want := range []string{"Storyshelf is running. Open http://" + addr, "It has no admin account yet",
		"http://" + addr + "/admin/setup?token=", "PUBLIC_URL", "SMTP_URL", "OWNER_EMAIL", "Admin > Settings > Backups"} {
		if !strings.Contains(serveLog.String(), want) {
			t.Fatalf("the first-run message lacks %q:\n%s", want, serveLog.String())
		}
	}
	if out, err := runWith(t, env, "healthcheck"); err != nil || !strings.Contains(out, "200 OK") {
		t.Fatalf("healthcheck on a running site: %v %q", err, out)
	}
	ev, _ := http.NewRequest("POST", "http://"+addr+"/api/events", strings.NewReader(`{"name":"pageview","path":"/books"}`))
	ev.Header.Set("Content-Type", "application/json")
	ev.Header.Set("User-Agent", "Mozilla/5.0 Firefox/120.0")
	if res, err := http.DefaultClient.Do(ev); err != nil || res.StatusCode != 204 {
		t.Fatalf("event: %v", err)
	}
	out, err = runWith(t, env, "stats", "--days", "2")
	if err != nil || !strings.Contains(out, `"key": "/books"`) || !strings.Contains(out, `"visits": 1`) {
		t.Fatalf("stats: %v\n%s", err, out)
	}
	if err := stop(); err != nil {
		t.Fatalf("serve returned %v", err)
	}
	if _, err := runWith(t, env, "healthcheck"); err == nil || exitCode(err) != 1 {
		t.Fatalf("healthcheck with the site stopped: %v", err)
	}
}

// startPatience is how long serve may take to start: a loaded two-core
// machine can take a minute. The wait ends as soon as it answers.
const startPatience = 2 * time.Minute

// startServe runs serve with env on a port the system chooses, so no other
// program can take it first, until stop is called or the test ends. It
// returns once the site answers /healthz, with the address it serves on (as
// its log names it) and its log.
func startServe(t *testing.T, env map[string]string) (addr string, log *syncBuffer, stop func() error) {
	t.Helper()
	env = maps.Clone(env)
	env["STORYSHELF_ADDR"] = "127.0.0.1:0"
	ctx, cancel := context.WithCancel(context.Background())
	log = &syncBuffer{}
	ended := make(chan struct{})
	var served error
	go func() {
		defer close(ended)
		served = run(ctx, nil, func(k string) string { return env[k] }, strings.NewReader(""), &bytes.Buffer{}, log)
	}()
	stop = func() error {
		cancel()
		<-ended
		return served
	}
	t.Cleanup(func() { stop() })

	serving := regexp.MustCompile(`msg="storyshelf is serving" addr=http://(\S+)`)
	deadline := time.Now().Add(startPatience)
	for {
		if m := serving.FindStringSubmatch(log.String()); m != nil {
			addr = m[1]
			break
		}
		select {
		case <-ended:
			t.Fatalf("serve ended before it served: %v\n%s", served, log.String())
		case <-time.After(10 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve did not say where it serves within %s:\n%s", startPatience, log.String())
		}
	}
	// It listens already: the request waits until it is answered.
	res, err := (&http.Client{Timeout: startPatience}).Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatalf("healthz: %v\n%s", err, log.String())
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("healthz: %d\n%s", res.StatusCode, log.String())
	}
	return addr, log, stop
}

// syncBuffer is a bytes.Buffer safe to write from the server goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestAdminCommands(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir}
	pw := filepath.Join(dir, "pw")
	os.WriteFile(pw, []byte("Sunshine1\n"), 0o600)
	out, err := runWith(t, env, "admin", "create", "--email", "Owner@Example.com", "--password-file", pw)
	if err != nil || !strings.Contains(out, "Admin account owner@example.com created") {
		t.Fatalf("create: %v %q", err, out)
	}
	if _, err := runWith(t, env, "admin", "create", "--email", "owner@example.com", "--password-file", pw); err == nil ||
		!strings.Contains(err.Error(), "already exists") {
		t.Fatalf("duplicate: %v", err)
	}
	stdinText = "weak\n"
	if _, err := runWith(t, env, "admin", "reset-password", "--email", "owner@example.com"); err == nil ||
		err.Error() != "Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter." {
		t.Fatalf("weak: %v", err)
	}
	stdinText = "Moonlight2\n"
	out, err = runWith(t, env, "admin", "reset-password", "--email", "owner@example.com")
	stdinText = ""
	if err != nil || !strings.Contains(out, "Password of owner@example.com changed") {
		t.Fatalf("reset: %v %q", err, out)
	}
	if _, err := runWith(t, env, "admin", "reset-password", "--email", "nobody@example.com", "--password-file", pw); err == nil {
		t.Fatal("reset of an unknown account")
	}
	out, err = runWith(t, env, "outbox", "--limit", "5")
	if err != nil || !strings.Contains(out, `"mail": []`) {
		t.Fatalf("outbox: %v %q", err, out)
	}
}

// With mail on and no PUBLIC_URL, every mailed link would point at the listen
// address: serve says so loudly, and names the address it uses.
func TestServeWarnsWhenMailIsOnWithoutPublicURL(t *testing.T) {
	env := map[string]string{"DATA_DIR": t.TempDir(), "SMTP_URL": "smtp://127.0.0.1:1?starttls=none"}
	addr, serveLog, stop := startServe(t, env) // it warns before it serves
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	log := serveLog.String()
	if !strings.Contains(log, "MAIL IS ON BUT PUBLIC_URL IS NOT SET") || !strings.Contains(log, "carry links to http://"+addr+",") {
		t.Fatalf("no loud warning naming http://%s:\n%s", addr, log)
	}
}

func TestStorageCheck(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"DATA_DIR": dir}
	if _, err := runWith(t, env, "demo"); err != nil {
		t.Fatal(err)
	}
	out, err := runWith(t, env, "storage", "check")
	if err != nil || !strings.Contains(out, `"missing": {}`) || !strings.Contains(out, `"unreferenced": []`) {
		t.Fatalf("after the demo: %v\n%s", err, out)
	}
	// A cover the database names goes missing; an upload no form kept stays.
	covers, _ := filepath.Glob(filepath.Join(dir, "files", "covers", "*"))
	os.Remove(covers[0])
	os.WriteFile(filepath.Join(dir, "files", "materials", "000000000000000000000000.pdf"), []byte("%PDF-1.4"), 0o644)
	out, err = runWith(t, env, "storage", "check")
	if err != nil || !strings.Contains(out, `"covers/`+filepath.Base(covers[0])+`": "`) ||
		!strings.Contains(out, `"key": "materials/000000000000000000000000.pdf"`) {
		t.Fatalf("after changes: %v\n%s", err, out)
	}
}

func TestExportVerifyImport(t *testing.T) {
	from, to := map[string]string{"DATA_DIR": t.TempDir()}, map[string]string{"DATA_DIR": t.TempDir()}
	if _, err := runWith(t, from, "demo"); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "site.tar.gz")
	out, err := runWith(t, from, "export", file)
	if err != nil || !strings.Contains(out, "Exported to "+file) || !strings.Contains(out, "books") {
		t.Fatalf("export: %v\n%s", err, out)
	}
	out, err = runWith(t, nil, "verify", file)
	if err != nil || !strings.Contains(out, "The archive is whole") {
		t.Fatalf("verify: %v\n%s", err, out)
	}
	if out, err = runWith(t, to, "import", file); err != nil || !strings.Contains(out, "Imported") {
		t.Fatalf("import: %v\n%s", err, out)
	}
	if _, err = runWith(t, to, "import", file); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("a second import: %v", err)
	}
	if _, err := runWith(t, to, "export"); err == nil {
		t.Fatal("export without a FILE")
	}
}
