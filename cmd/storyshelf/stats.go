package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// printStats writes the last days of statistics as indented JSON: the same
// report the owner's statistics page shows.
func printStats(ctx context.Context, st *store.Store, days int, w io.Writer) error {
	r, err := st.Statistics(ctx, days, 20)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// printOutbox writes the latest mail and the failed email-list syncs.
func printOutbox(ctx context.Context, st *store.Store, limit int, w io.Writer) error {
	mails, err := st.Outbox(ctx, limit)
	if err != nil {
		return err
	}
	failed, err := st.Jobs(ctx, storyshelf.JobFailed, limit)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Mail       []storyshelf.OutboxMail `json:"mail"`
		FailedSync []storyshelf.Job        `json:"failedSync"`
	}{mails, failed})
}

// printStorageCheck compares the database with the file storage.
func printStorageCheck(ctx context.Context, st *store.Store, blobs blob.Storage, w io.Writer) error {
	report, err := worker.CheckStorage(ctx, st, blobs)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(report)
}

// exportSite writes the archive next to FILE first and renames it into
// place, so FILE is never a half-written archive.
func exportSite(ctx context.Context, m *Main, file string, w io.Writer) error {
	tmp, err := os.CreateTemp(filepath.Dir(file), ".storyshelf-export-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	man, err := archive.Export(ctx, m.Store, m.Blobs, tmp)
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

// printManifest says what an archive holds, in a line per table.
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
