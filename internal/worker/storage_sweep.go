package worker

import (
	"context"
	"log/slog"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
)

// StorageReport compares what the database names with what the storage
// holds in the site's folders.
type StorageReport struct {
	// Missing are files the database names that the storage lacks, with
	// the column naming each.
	Missing map[string]string `json:"missing"`
	// Unreferenced are stored files nothing names.
	Unreferenced []blob.Info `json:"unreferenced"`
}

// CheckStorage lists both sides and compares them.
func CheckStorage(ctx context.Context, st *store.Store, blobs blob.Storage) (*StorageReport, error) {
	refs, err := st.FileRefs(ctx)
	if err != nil {
		return nil, err
	}
	report := &StorageReport{Missing: map[string]string{}, Unreferenced: []blob.Info{}}
	stored := map[string]bool{}
	for _, folder := range blob.SiteFolders {
		err := blobs.List(ctx, folder, func(i blob.Info) error {
			stored[i.Key] = true
			if refs[i.Key] == "" {
				report.Unreferenced = append(report.Unreferenced, i)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	for key, where := range refs {
		if !stored[key] {
			report.Missing[key] = where
		}
	}
	return report, nil
}

// StorageSweep removes uploads nothing uses once they are a day old: files
// uploaded for a form that was never saved. One instance at a time runs it,
// every few hours.
type StorageSweep struct {
	Store  *store.Store
	Blobs  blob.Storage
	Logger *slog.Logger
	// Every is how often it runs; MinAge how old an unused file must be.
	Every, MinAge time.Duration
}

// RunOnce sweeps when this instance claims the run; it answers 0 so the loop
// moves on either way.
func (s *StorageSweep) RunOnce(ctx context.Context) (int, error) {
	ok, err := s.Store.ClaimSchedule(ctx, "storage.sweep", s.Every, time.Hour)
	if err != nil || !ok {
		return 0, err
	}
	report, err := CheckStorage(ctx, s.Store, s.Blobs)
	if err != nil {
		return 0, err
	}
	cutoff := s.Store.Now().Add(-s.MinAge)
	removed := 0
	for _, f := range report.Unreferenced {
		if f.ModTime.After(cutoff) {
			continue
		}
		// A form saved since the listing may have taken it up.
		if used, err := s.Store.FileInUse(ctx, f.Key); err != nil || used {
			continue
		}
		if err := s.Blobs.Delete(ctx, f.Key); err != nil {
			s.Logger.Warn("could not remove an unused upload", "key", f.Key, "err", err)
			continue
		}
		removed++
	}
	if removed > 0 {
		s.Logger.Info("removed uploads no form kept", "files", removed)
	}
	return 0, nil
}
