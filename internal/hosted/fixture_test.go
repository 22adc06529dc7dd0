package hosted

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/minio/minio-go/v7"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/testdb"
)

// oldDatabase loads testdata/hosted.sql, the hosted system's schema with a
// real site's rows, into a schema of its own on the real PostgreSQL.
func oldDatabase(t *testing.T) *sql.DB {
	t.Helper()
	if !testdb.HavePostgres() {
		t.Skip("TEST_DATABASE_URL is not set: the hosted site's database is PostgreSQL (CI sets it)")
	}
	db, err := sql.Open("pgx", testdb.Postgres(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	schema, err := os.ReadFile("testdata/hosted.sql")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(string(schema)); err != nil {
		t.Fatalf("loading the hosted fixture: %v", err)
	}
	return db
}

// oldFilesInS3 uploads testdata/files to a folder of its own in the real S3
// server (versitygw in CI), as an owner would copy the old buckets, and
// answers the --files address.
func oldFilesInS3(t *testing.T) string {
	t.Helper()
	base := os.Getenv("TEST_S3_URL")
	if base == "" {
		t.Skip("TEST_S3_URL is not set (CI sets it)")
	}
	spec := s3Folder(t, base, "old-site-"+randomHex())
	target, err := blob.NewS3(spec, os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY"))
	if err != nil {
		t.Fatal(err)
	}
	err = filepath.WalkDir("testdata/files", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("testdata/files", p)
		return target.Put(context.Background(), filepath.ToSlash(rel), bytes.NewReader(data), int64(len(data)), "application/octet-stream")
	})
	if err != nil {
		t.Fatal(err)
	}
	return spec
}

// s3Folder is the S3 address base with its keys under folder.
func s3Folder(t *testing.T, base, folder string) string {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + folder
	return u.String()
}

func randomHex() string {
	b := make([]byte, 6)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// site is a new, empty Storyshelf site to import into.
type site struct {
	name  string
	st    *store.Store
	blobs blob.Storage
}

func sqliteSite(t *testing.T) site {
	t.Helper()
	dir := t.TempDir()
	st := testdb.Store(t, filepath.Join(dir, "storyshelf.db"))
	blobs, err := blob.NewLocal(filepath.Join(dir, "files"))
	if err != nil {
		t.Fatal(err)
	}
	return site{"sqlite and a folder", st, blobs}
}

func postgresS3Site(t *testing.T) site {
	t.Helper()
	if os.Getenv("TEST_S3_URL") == "" {
		t.Skip("TEST_S3_URL is not set (CI sets it)")
	}
	st := testdb.Store(t, testdb.Postgres(t))
	blobs, err := blob.NewS3(s3Folder(t, os.Getenv("TEST_S3_URL"), "new-site-"+randomHex()),
		os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY"))
	if err != nil {
		t.Fatal(err)
	}
	return site{"postgres and s3", st, blobs}
}

// TestFilesFromBucketsAsTheyAre reads the old storage as the hosted system's
// own S3 endpoint serves it, each old bucket an S3 bucket of its name.
func TestFilesFromBucketsAsTheyAre(t *testing.T) {
	base := os.Getenv("TEST_S3_URL")
	if base == "" {
		t.Skip("TEST_S3_URL is not set (CI sets it)")
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	spec := "s3://?" + u.RawQuery
	key, secret := os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY")
	client, _, _, err := blob.DialS3(spec, key, secret)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	bucket := "covers-" + randomHex()
	if err := client.MakeBucket(ctx, bucket, minio.MakeBucketOptions{}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		client.RemoveObject(ctx, bucket, "1712-benny cover.png", minio.RemoveObjectOptions{})
		client.RemoveBucket(ctx, bucket)
	})
	if _, err := client.PutObject(ctx, bucket, "1712-benny cover.png", bytes.NewReader([]byte("png")), 3, minio.PutObjectOptions{}); err != nil {
		t.Fatal(err)
	}
	files, err := OpenFiles(spec, key, secret)
	if err != nil {
		t.Fatal(err)
	}
	f, err := files.Open(ctx, bucket, "1712-benny cover.png")
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, missing := range [][2]string{{bucket, "gone.png"}, {"no-such-bucket-" + randomHex(), "a.png"}, {bucket, "../escape.png"}} {
		if _, err := files.Open(ctx, missing[0], missing[1]); err != errMissing {
			t.Errorf("%v: %v, want errMissing", missing, err)
		}
	}
}

// publicStorage stands in for the hosted storage's public web addresses
// (the old site is on a service these tests cannot reach): it serves
// testdata/files at /storage/v1/object/public/{bucket}/{name} and, as that
// service does, answers a missing object with 400 and a JSON error.
func publicStorage(t *testing.T) string {
	t.Helper()
	files := http.FileServer(http.Dir("testdata/files"))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := strings.CutPrefix(r.URL.Path, "/storage/v1/object/public/")
		if _, err := os.Stat(filepath.Join("testdata/files", filepath.FromSlash(name))); !ok || err != nil || strings.Contains(name, "..") {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			w.Write([]byte(`{"statusCode":"404","error":"not_found","message":"Object not found"}`))
			return
		}
		r.URL.Path = "/" + name
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}
