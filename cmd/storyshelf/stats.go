package main

import (
	"context"
	"encoding/json"
	"io"

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
