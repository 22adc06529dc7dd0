package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func verifyCommand() command {
	return command{
		name:    "verify",
		arg:     "FILE",
		summary: "check an archive's checksums and say what it holds",
		about:   "Check every checksum of an archive and report what it holds, without touching\na site.",
		needs:   needNothing,
		run: func(ctx context.Context, c *call) error {
			m, err := archive.Verify(c.arg)
			if err != nil {
				return err
			}
			return printManifest(c.stdout, "The archive is whole", m)
		},
	}
}

// printManifest says what an archive holds, in a line per table: what
// verify, export and import report.
func printManifest(w io.Writer, what string, m *archive.Manifest) error {
	fmt.Fprintf(w, "%s: database version %s, written %s.\n", what, m.SchemaVersion, m.CreatedAt.Format(time.RFC3339))
	tables := make([]string, 0, len(m.Tables))
	for t := range m.Tables {
		tables = append(tables, t)
	}
	sort.Strings(tables)
	for _, t := range tables {
		fmt.Fprintf(w, "  %-24s %6d rows\n", t, m.Tables[t].Count)
	}
	var size int64
	for _, f := range m.Files {
		size += f.Size
	}
	fmt.Fprintf(w, "  %-24s %6d (%s)\n", "files", len(m.Files), storyshelf.FileSizeText(size))
	if len(m.Missing) > 0 {
		fmt.Fprintf(w, "  %d files the database named were missing from storage: %v\n", len(m.Missing), m.Missing)
	}
	return nil
}
