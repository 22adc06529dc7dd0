package main

import (
	"context"
	"io"
	"os"
	"path/filepath"

	"github.com/storyshelf/storyshelf/internal/archive"
)

func exportCommand() command {
	return command{
		name:    "export",
		arg:     "FILE",
		summary: "write the whole site to one archive (while it keeps serving)",
		about:   "Write the whole site to FILE: every table as JSON Lines, every stored file and\na manifest with checksums. The site may keep serving meanwhile.",
		needs:   needStore,
		run: func(ctx context.Context, c *call) error {
			return exportSite(ctx, c.data, c.arg, c.stdout)
		},
	}
}

// exportSite writes the archive next to FILE first and renames it into
// place, so FILE is never a half-written archive.
func exportSite(ctx context.Context, d *Data, file string, w io.Writer) error {
	tmp, err := os.CreateTemp(filepath.Dir(file), ".storyshelf-export-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	man, err := archive.Export(ctx, d.Store, d.Blobs, tmp)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), file); err != nil {
		return err
	}
	return printManifest(w, "Exported to "+file, man)
}
