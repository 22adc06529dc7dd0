//go:build image

package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// podman runs podman with the runtime options every container here needs.
// Debian 12's crun cannot start containers on hosts with hybrid cgroups, so
// runc is preferred where it is installed; the explicit limits stay within
// a host's hard limits, which podman's defaults can exceed.
func podman(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var global []string
	if _, err := exec.LookPath("runc"); err == nil {
		global = []string{"--runtime", "runc"}
	}
	if args[0] == "run" {
		args = append([]string{"run", "--ulimit", "nofile=4096:4096", "--ulimit", "nproc=4096:4096",
			"--health-interval", "disable"}, args[1:]...) // the test runs the healthcheck itself
	}
	out, err := exec.Command("podman", append(global, args...)...).CombinedOutput()
	return string(out), err
}

// The image runs as a user that is not root, keeps its data in the /data
// volume, loads the demo there, serves a book page and passes its own
// HEALTHCHECK.
func TestImage(t *testing.T) {
	image := os.Getenv("STORYSHELF_IMAGE")
	if image == "" {
		t.Fatal("STORYSHELF_IMAGE is not set: run make image-test")
	}
	out, err := podman(t, "image", "inspect", image)
	if err != nil {
		t.Fatalf("podman image inspect: %v\n%s", err, out)
	}
	var inspect []struct {
		Config struct {
			User    string
			Volumes map[string]any
		}
		Healthcheck struct{ Test []string }
	}
	if err := json.Unmarshal([]byte(out), &inspect); err != nil || len(inspect) != 1 {
		t.Fatalf("podman image inspect: %v\n%s", err, out)
	}
	cfg := inspect[0]
	if cfg.Config.User == "" || strings.HasPrefix(cfg.Config.User, "0") || strings.HasPrefix(cfg.Config.User, "root") {
		t.Fatalf("the image runs as %q", cfg.Config.User)
	}
	if _, ok := cfg.Config.Volumes["/data"]; !ok {
		t.Fatalf("the image's volumes are %v, not /data", cfg.Config.Volumes)
	}
	if strings.Join(cfg.Healthcheck.Test, " ") != "CMD /storyshelf healthcheck" {
		t.Fatalf("the image's HEALTHCHECK is %v", cfg.Healthcheck.Test)
	}

	name := fmt.Sprintf("storyshelf-test-%d", time.Now().UnixNano())
	if out, err := podman(t, "volume", "create", name); err != nil {
		t.Fatalf("podman volume create: %v\n%s", err, out)
	}
	t.Cleanup(func() { podman(t, "volume", "rm", "-f", name) })
	out, err = podman(t, "run", "--rm", "-v", name+":/data", image, "demo")
	if err != nil || !strings.Contains(out, "Demo content loaded: 8 books") {
		t.Fatalf("demo in the container: %v\n%s", err, out)
	}
	// Port 0 on the host: podman takes a free one and says which, so no other
	// program can take it in between.
	if out, err := podman(t, "run", "-d", "--name", name, "-p", "127.0.0.1::8080", "-v", name+":/data", image); err != nil {
		t.Fatalf("podman run: %v\n%s", err, out)
	}
	t.Cleanup(func() { podman(t, "rm", "-f", name) })
	out, err = podman(t, "port", name, "8080/tcp")
	if err != nil {
		t.Fatalf("podman port: %v\n%s", err, out)
	}
	base := "http://" + strings.TrimSpace(strings.Split(out, "\n")[0])

	// It answers once it has started, which a busy machine can take minutes
	// over; it must not stop meanwhile.
	var health map[string]string
	client := &http.Client{Timeout: 10 * time.Second}
	for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(250 * time.Millisecond) {
		if res, err := client.Get(base + "/healthz"); err == nil {
			json.NewDecoder(res.Body).Decode(&health)
			res.Body.Close()
			break
		}
		if state, _ := podman(t, "inspect", "--format", "{{.State.Status}}", name); strings.TrimSpace(state) != "running" || time.Now().After(deadline) {
			logs, _ := podman(t, "logs", name)
			t.Fatalf("the container never answered /healthz (it is %s):\n%s", strings.TrimSpace(state), logs)
		}
	}
	if health["status"] != "ok" {
		t.Fatalf("/healthz: %v", health)
	}
	if out, err := podman(t, "healthcheck", "run", name); err != nil {
		t.Fatalf("the image's HEALTHCHECK fails: %v\n%s", err, out)
	}
	var books []struct{ ID, Slug, Title string }
	getJSON(t, base+"/api/books", &books)
	if len(books) != 8 {
		t.Fatalf("%d books in the container, want the demo's 8", len(books))
	}
	page := get(t, fmt.Sprintf("%s/books/%s-%s", base, books[0].Slug, books[0].ID[:8]))
	if !strings.Contains(page, books[0].Title) {
		t.Fatalf("the book page does not name %q", books[0].Title)
	}
	logs, _ := podman(t, "logs", name)
	if !strings.Contains(logs, "/admin/setup?token=") {
		t.Fatalf("the container printed no setup link:\n%s", logs)
	}
}
