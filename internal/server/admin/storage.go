package admin

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/server/history"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) storageRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "POST /api/admin/storage/test", Handler: s.handleStorageTest, Owner: true},
	}
}

// Storage test messages (admin spec §8). The reasons are the owner's words;
// what the storage itself answered goes to the log, for the site's host. The
// app knows the two failures by their keys.
var (
	msgNoBuckets         = storyshelf.Msg{Key: "server.noBuckets", Text: "No storage buckets available. Please contact an administrator."}
	msgStorageTestFailed = storyshelf.Msg{Key: "server.storageTestFailed", Text: "Storage test failed: %s"}
	msgStorageWorks      = storyshelf.Msg{Key: "server.storageWorks", Text: "Storage is working: a test file was saved, read back and deleted."}
)

// storageSteps are the test's steps, and what the owner reads when one fails.
var storageSteps = map[string]string{
	"write":     "a test file could not be saved. Your site's host can find why in the server's log.",
	"read back": "a test file was saved but could not be read back. Your site's host can find why in the server's log.",
	"delete":    "a test file was saved and read back but could not be deleted. Your site's host can find why in the server's log.",
}

// POST /api/admin/storage/test
//
// The book form's 'Test Storage': writes a small probe file, reads it back,
// deletes it and reports what it found in plain words. For the form's
// technical details it also names the storage and how long each step took.
// Answers {"message", "storage", "steps": [{"step", "ms"}]}.
func (s *Admin) handleStorageTest(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 20*time.Second)
	defer cancel()
	if err := s.Blobs.Check(ctx); err != nil {
		s.Logger.WarnContext(ctx, "storage test: storage not answering", "err", err)
		return storyshelf.Fail(storyshelf.EINTERNAL, msgNoBuckets)
	}
	probe := []byte("Storyshelf storage test " + time.Now().UTC().Format(time.RFC3339Nano))
	key := blob.ContentKey("storage-test", probe, ".txt")
	type step struct {
		Step string `json:"step"`
		MS   int64  `json:"ms"`
	}
	var steps []step
	failed := ""
	run := func(name string, fn func() error) error {
		start := time.Now()
		err := fn()
		steps = append(steps, step{name, time.Since(start).Milliseconds()})
		if err != nil {
			failed = name
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	}
	err := run("write", func() error { return blob.PutBytes(ctx, s.Blobs, key, probe, "text/plain") })
	if err == nil {
		err = run("read back", func() error {
			f, err := s.Blobs.Open(ctx, key)
			if err != nil {
				return err
			}
			defer f.Close()
			got, err := io.ReadAll(f)
			if err == nil && !bytes.Equal(got, probe) {
				err = fmt.Errorf("read %d bytes that differ from the %d written", len(got), len(probe))
			}
			return err
		})
	}
	if err == nil {
		err = run("delete", func() error { return s.Blobs.Delete(ctx, key) })
	} else {
		s.Blobs.Delete(context.WithoutCancel(ctx), key)
	}
	if err != nil {
		s.Logger.WarnContext(ctx, "storage test failed", "err", err)
		return storyshelf.Failf(storyshelf.EINTERNAL, msgStorageTestFailed, storageSteps[failed])
	}
	if err := history.Note(r.Context(), s.Deps, storyshelf.HistorySettings, "tested the file storage", "", ""); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]any{"message": msgStorageWorks.Text, "storage": s.Blobs.Describe(), "steps": steps})
	return nil
}
