package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The same files and time give the same archive bytes, whenever and wherever
// they are packed; another time gives other bytes.
func TestArchivesAreReproducible(t *testing.T) {
	dir := t.TempDir()
	bin, readme := filepath.Join(dir, "storyshelf"), filepath.Join(dir, "README.md")
	os.WriteFile(bin, bytes.Repeat([]byte("binary "), 1000), 0o755)
	os.WriteFile(readme, []byte("# Storyshelf\n"), 0o644)
	files := []entry{{name: "s/storyshelf", path: bin, mode: 0o755}, {name: "s/README.md", path: readme, mode: 0o644}}
	at := time.Date(2026, 11, 24, 1, 2, 3, 0, time.UTC)

	for name, write := range map[string]func(string, []entry, time.Time) error{"tar.gz": writeTarGz, "zip": writeZip} {
		t.Run(name, func(t *testing.T) {
			pack := func(at time.Time) []byte {
				out := filepath.Join(t.TempDir(), "a."+name)
				if err := write(out, files, at); err != nil {
					t.Fatal(err)
				}
				b, _ := os.ReadFile(out)
				return b
			}
			first := pack(at)
			os.Chtimes(bin, time.Now(), time.Now()) // the file's own time does not count
			if !bytes.Equal(first, pack(at)) {
				t.Fatal("packing the same files twice gave different bytes")
			}
			if bytes.Equal(first, pack(at.Add(time.Hour))) {
				t.Fatal("the entries' time is not in the archive")
			}
		})
	}
}
