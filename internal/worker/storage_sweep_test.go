package worker_test

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/testdb"
	"github.com/storyshelf/storyshelf/internal/worker"
)

func TestStorageSweepRemovesOnlyOldUnusedUploads(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st := testdb.Store(t, filepath.Join(dir, "s.db"))
	blobs, _ := blob.NewLocal(filepath.Join(dir, "files"))
	put := func(key string, age time.Duration) {
		t.Helper()
		if err := blob.PutBytes(ctx, blobs, key, []byte(key), "application/octet-stream"); err != nil {
			t.Fatal(err)
		}
		when := time.Now().Add(-age)
		os.Chtimes(filepath.Join(dir, "files", key), when, when)
	}
	put("covers/aaaaaaaaaaaaaaaaaaaaaaaa.png", 48*time.Hour)    // a book's cover
	put("kits/bbbbbbbbbbbbbbbbbbbbbbbb.pdf", 48*time.Hour)      // a kit's file
	put("materials/cccccccccccccccccccccccc.pdf", 48*time.Hour) // abandoned two days ago
	put("materials/dddddddddddddddddddddddd.pdf", time.Hour)    // a form still being filled in
	put("backups/eeeeeeeeeeeeeeeeeeeeeeee.zip", 48*time.Hour)   // not the site's files
	b := &storyshelf.Book{Title: "Seeds", Author: "Lily Hart", CoverImage: "/files/covers/aaaaaaaaaaaaaaaaaaaaaaaa.png"}
	if err := st.CreateBook(ctx, b); err != nil {
		t.Fatal(err)
	}
	kit := &storyshelf.KindnessKit{BookID: b.ID, Title: "Kit", Active: true}
	if err := st.CreateKit(ctx, kit); err != nil {
		t.Fatal(err)
	}
	if err := st.AddKitFile(ctx, &storyshelf.KitFile{KitID: kit.ID, FileName: "guide.pdf", FileType: "pdf",
		FileURL: "kits/bbbbbbbbbbbbbbbbbbbbbbbb.pdf"}); err != nil {
		t.Fatal(err)
	}
	sweep := &worker.StorageSweep{Store: st, Blobs: blobs, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Every: 6 * time.Hour, MinAge: 24 * time.Hour}
	if _, err := sweep.RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	for key, kept := range map[string]bool{
		"covers/aaaaaaaaaaaaaaaaaaaaaaaa.png": true, "kits/bbbbbbbbbbbbbbbbbbbbbbbb.pdf": true,
		"materials/cccccccccccccccccccccccc.pdf": false, "materials/dddddddddddddddddddddddd.pdf": true,
		"backups/eeeeeeeeeeeeeeeeeeeeeeee.zip": true,
	} {
		_, err := blobs.Open(ctx, key)
		if (err == nil) != kept {
			t.Errorf("%s: kept %v, want %v", key, err == nil, kept)
		}
	}
	// Another instance, or this one again before its time, does not run it.
	put("materials/ffffffffffffffffffffffff.pdf", 48*time.Hour)
	sweep.RunOnce(ctx)
	if _, err := blobs.Open(ctx, "materials/ffffffffffffffffffffffff.pdf"); err != nil {
		t.Fatal("swept again before it was due")
	}
}
