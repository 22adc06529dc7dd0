package blob_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/heaptest"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// forEachStorage runs fn against a local folder always, and against the S3
// server TEST_S3_URL names (s3://bucket?endpoint=http://…, keys in
// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) when it is set. CI sets it.
func forEachStorage(t *testing.T, fn func(t *testing.T, s blob.Storage)) {
	t.Run("local", func(t *testing.T) {
		l, err := blob.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		fn(t, l)
	})
	t.Run("s3", func(t *testing.T) {
		u := os.Getenv("TEST_S3_URL")
		if u == "" {
			t.Skip("TEST_S3_URL not set")
		}
		s, err := blob.NewS3(u, os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY"))
		if err != nil {
			t.Fatal(err)
		}
		fn(t, s)
	})
}

func TestStorage(t *testing.T) {
	forEachStorage(t, func(t *testing.T, s blob.Storage) {
		ctx := context.Background()
		if err := s.Check(ctx); err != nil {
			t.Fatalf("check: %v", err)
		}
		data := []byte("0123456789abcdefghijklmnopqrstuvwxyz")
		key := blob.ContentKey("materials", append(data, []byte(t.Name())...), ".txt")
		if err := blob.PutBytes(ctx, s, key, data, "text/plain"); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Delete(context.Background(), key) })

		t.Run("ReadBack", func(t *testing.T) {
			f, err := s.Open(ctx, key)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			got, _ := io.ReadAll(f)
			if !bytes.Equal(got, data) || f.Size() != int64(len(data)) || f.ModTime().IsZero() {
				t.Fatalf("read %q size %d", got, f.Size())
			}
		})
		t.Run("ARangeReadsOnlyThatPart", func(t *testing.T) {
			f, err := s.Open(ctx, key)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if _, err := f.Seek(10, io.SeekStart); err != nil {
				t.Fatal(err)
			}
			part := make([]byte, 6)
			if _, err := io.ReadFull(f, part); err != nil || string(part) != "abcdef" {
				t.Fatalf("range read %q, %v", part, err)
			}
			if end, err := f.Seek(0, io.SeekEnd); err != nil || end != int64(len(data)) {
				t.Fatalf("seek to end: %d, %v", end, err)
			}
		})
		t.Run("TheBucketIsPrivate", func(t *testing.T) {
			u, _ := url.Parse(os.Getenv("TEST_S3_URL"))
			if _, ok := s.(*blob.S3); !ok {
				t.Skip("only S3 has addresses of its own")
			}
			endpoint := u.Query().Get("endpoint")
			res, err := http.Get(endpoint + "/" + u.Host + "/" + key)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusForbidden {
				t.Fatalf("an anonymous GET of the object answered %d", res.StatusCode)
			}
		})
		t.Run("ListFindsTheFileInItsFolderOnly", func(t *testing.T) {
			var found []blob.Info
			if err := s.List(ctx, "materials", func(i blob.Info) error { found = append(found, i); return nil }); err != nil {
				t.Fatal(err)
			}
			ok := false
			for _, i := range found {
				ok = ok || (i.Key == key && i.Size == int64(len(data)) && !i.ModTime.IsZero())
			}
			if !ok {
				t.Fatalf("listing materials found %+v, not %s", found, key)
			}
			var other []blob.Info
			s.List(ctx, "covers", func(i blob.Info) error { other = append(other, i); return nil })
			for _, i := range other {
				if i.Key == key {
					t.Fatal("listing covers found a material")
				}
			}
		})
		t.Run("MissingIsNotFound", func(t *testing.T) {
			for _, k := range []string{"materials/000000000000000000000000.txt", "../etc/passwd"} {
				if _, err := s.Open(ctx, k); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
					t.Fatalf("open %s: %v", k, err)
				}
			}
		})
		t.Run("ADifferentSizeThanPromisedIsRefused", func(t *testing.T) {
			k := blob.ContentKey("materials", []byte(t.Name()), ".txt")
			if err := s.Put(ctx, k, bytes.NewReader(data), int64(len(data))+5, "text/plain"); err == nil {
				s.Delete(ctx, k)
				t.Fatal("a short body was stored")
			}
		})
		t.Run("DeleteTwice", func(t *testing.T) {
			k := blob.ContentKey("materials", []byte(t.Name()+"x"), ".txt")
			blob.PutBytes(ctx, s, k, data, "text/plain")
			for range 2 {
				if err := s.Delete(ctx, k); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := s.Open(ctx, k); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
				t.Fatalf("open after delete: %v", err)
			}
		})
	})
}

// pattern yields n bytes of a repeating pattern without holding them.
type pattern struct{ n, off int64 }

func (p *pattern) Read(b []byte) (int, error) {
	if p.off >= p.n {
		return 0, io.EOF
	}
	k := min(int64(len(b)), p.n-p.off)
	for i := range k {
		b[i] = byte((p.off + i) % 251)
	}
	p.off += k
	return int(k), nil
}

// A 200 MB file goes in and comes out as a stream: the heap stays flat.
func TestStorageStreamsLargeFiles(t *testing.T) {
	if testing.Short() {
		t.Skip("moves 200 MB")
	}
	const size = 200 << 20
	forEachStorage(t, func(t *testing.T, s blob.Storage) {
		ctx := context.Background()
		key := "materials/large.bin"
		stop := heaptest.Watch()
		if err := s.Put(ctx, key, &pattern{n: size}, size, "application/octet-stream"); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Delete(context.Background(), key) })
		f, err := s.Open(ctx, key)
		if err != nil {
			t.Fatal(err)
		}
		got, want := sha256.New(), sha256.New()
		n, err := io.Copy(got, f)
		f.Close()
		io.Copy(want, &pattern{n: size})
		grew := stop()
		if err != nil || n != size || !bytes.Equal(got.Sum(nil), want.Sum(nil)) {
			t.Fatalf("read back %d bytes (%v), same: %v", n, err, bytes.Equal(got.Sum(nil), want.Sum(nil)))
		}
		t.Logf("200 MB in and out: the live heap grew by %.1f MB at most", float64(grew)/(1<<20))
		if grew > 80<<20 {
			t.Fatalf("the live heap grew by %d MB: the file was held in memory", grew>>20)
		}
	})
}

// A folder in the S3 address keeps every key under it: a second site, or a
// site's backups, can share a bucket without seeing each other's files.
func TestS3Prefix(t *testing.T) {
	if _, err := blob.NewS3("s3://bucket/a/../b", "key", "secret"); err == nil {
		t.Fatal("a folder with .. was accepted")
	}
	raw := os.Getenv("TEST_S3_URL")
	if raw == "" {
		t.Skip("TEST_S3_URL not set")
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	keys := []string{os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY")}
	whole, err := blob.NewS3(raw, keys[0], keys[1])
	if err != nil {
		t.Fatal(err)
	}
	folder := "prefix-test/" + strings.ToLower(strings.ReplaceAll(t.Name(), "/", "-"))
	u.Path = "/" + folder + "/"
	prefixed, err := blob.NewS3(u.String(), keys[0], keys[1])
	if err != nil {
		t.Fatal(err)
	}
	if d := prefixed.Describe(); !strings.Contains(d, folder) {
		t.Fatalf("Describe() = %q does not name the folder", d)
	}
	ctx := context.Background()
	key := "backups/one.tar.gz"
	if err := blob.PutBytes(ctx, prefixed, key, []byte("archive"), "application/gzip"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { prefixed.Delete(context.Background(), key) })

	f, err := whole.Open(ctx, folder+"/"+key)
	if err != nil {
		t.Fatalf("the file is not under the folder in the bucket: %v", err)
	}
	f.Close()
	if _, err := whole.Open(ctx, key); err == nil {
		t.Fatal("the file is at the bucket's top too")
	}
	var listed []string
	if err := prefixed.List(ctx, "backups", func(i blob.Info) error { listed = append(listed, i.Key); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(listed) != 1 || listed[0] != key {
		t.Fatalf("listed %v, want [%s]", listed, key)
	}
	if err := prefixed.Delete(ctx, key); err != nil {
		t.Fatal(err)
	}
	if _, err := whole.Open(ctx, folder+"/"+key); err == nil {
		t.Fatal("delete left the file")
	}
}
