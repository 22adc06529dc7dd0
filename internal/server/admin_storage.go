package server

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Storage test messages (admin spec §8).
const (
	msgNoBuckets         = "No storage buckets available. Please contact an administrator."
	msgStorageTestFailed = "Storage test failed: %s"
)

// POST /api/admin/storage/test
//
// The book form's 'Test Storage': writes a small probe file, reads it back,
// deletes it and reports what it found, with how long each step took.
// Answers {"message", "storage", "steps": [{"step", "ms"}]}.
func (s *Server) handleStorageTest(w http.ResponseWriter, r *http.Request) error {
	ctx, cancel := context.WithTimeout(r.Context(), 20*time.Second)
	defer cancel()
	if err := s.Blobs.Check(ctx); err != nil {
		s.Logger.WarnContext(ctx, "storage test: storage not answering", "err", err)
		return storyshelf.Errorf(storyshelf.EINTERNAL, "%s", msgNoBuckets)
	}
	probe := []byte("Storyshelf storage test " + time.Now().UTC().Format(time.RFC3339Nano))
	key := blob.ContentKey("storage-test", probe, ".txt")
	type step struct {
		Step string `json:"step"`
		MS   int64  `json:"ms"`
	}
	var steps []step
	run := func(name string, fn func() error) error {
		start := time.Now()
		err := fn()
		steps = append(steps, step{name, time.Since(start).Milliseconds()})
		if err != nil {
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
		return storyshelf.Errorf(storyshelf.EINTERNAL, msgStorageTestFailed, err.Error())
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"message": "Storage is working: a test file was written to " + s.Blobs.Describe() + ", read back and deleted.",
		"storage": s.Blobs.Describe(), "steps": steps,
	})
	return nil
}
