package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Build makes the release archives of one version.
type Build struct {
	Version string
	Commit  string
	Date    time.Time
	Out     string // folder for the archives and SHA256SUMS
	Source  string // the module's root (default: the working folder)
}

// Platforms are what make release builds when none are named.
var Platforms = []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64"}

// Run builds each platform ("os/arch"), packs it and writes SHA256SUMS for
// every archive in Out.
func (b Build) Run(platforms []string) error {
	if len(platforms) == 0 {
		platforms = Platforms
	}
	if err := os.MkdirAll(b.Out, 0o755); err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "storyshelf-release-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	for _, p := range platforms {
		goos, goarch, ok := strings.Cut(p, "/")
		if !ok {
			return fmt.Errorf("platform %q is not os/arch, such as linux/amd64", p)
		}
		name := "storyshelf"
		if goos == "windows" {
			name += ".exe"
		}
		bin := filepath.Join(work, goos+"-"+goarch, name)
		if err := b.compile(goos, goarch, bin); err != nil {
			return err
		}
		archive, err := b.pack(goos, goarch, bin)
		if err != nil {
			return err
		}
		fmt.Println(archive)
	}
	return b.writeSums()
}

// compile builds the binary: static (no cgo), without the build's paths or
// a build id, stamped with the version, commit and date.
func (b Build) compile(goos, goarch, bin string) error {
	ldflags := fmt.Sprintf("-s -w -buildid= -X main.version=%s -X main.commit=%s -X main.date=%s",
		b.Version, b.Commit, b.Date.Format(time.RFC3339))
	cmd := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-ldflags", ldflags, "-o", bin, "./cmd/storyshelf")
	cmd.Dir = b.Source
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH="+goarch, "GOFLAGS=")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building %s/%s: %w", goos, goarch, err)
	}
	return nil
}

// pack writes storyshelf_{version}_{os}_{arch}.tar.gz (.zip for Windows)
// holding one folder of that name with the binary, README.md and LICENSE.
func (b Build) pack(goos, goarch, bin string) (string, error) {
	base := fmt.Sprintf("storyshelf_%s_%s_%s", b.Version, goos, goarch)
	files := []entry{
		{name: base + "/" + filepath.Base(bin), path: bin, mode: 0o755},
		{name: base + "/LICENSE", path: filepath.Join(b.Source, "LICENSE"), mode: 0o644},
		{name: base + "/README.md", path: filepath.Join(b.Source, "README.md"), mode: 0o644},
	}
	if goos == "windows" {
		out := filepath.Join(b.Out, base+".zip")
		return out, writeZip(out, files, b.Date)
	}
	out := filepath.Join(b.Out, base+".tar.gz")
	return out, writeTarGz(out, files, b.Date)
}

// writeSums writes "sha256  name" for every archive in Out, sorted by name,
// as sha256sum -c reads it.
func (b Build) writeSums() error {
	var names []string
	for _, pattern := range []string{"*.tar.gz", "*.zip"} {
		m, err := filepath.Glob(filepath.Join(b.Out, pattern))
		if err != nil {
			return err
		}
		names = append(names, m...)
	}
	sort.Strings(names)
	var sums strings.Builder
	for _, name := range names {
		sum, err := fileSum(name)
		if err != nil {
			return err
		}
		fmt.Fprintf(&sums, "%s  %s\n", sum, filepath.Base(name))
	}
	return os.WriteFile(filepath.Join(b.Out, "SHA256SUMS"), []byte(sums.String()), 0o644)
}

func fileSum(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
