package archive_test

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/heaptest"
)

// forgedFile is a file entry of a forged archive: size bytes from open().
type forgedFile struct {
	size int64
	open func() io.Reader
}

func bytesFile(b []byte) forgedFile {
	return forgedFile{int64(len(b)), func() io.Reader { return bytes.NewReader(b) }}
}

// forge writes an archive as a stranger could: an empty site's archive of
// the right schema, with the tables and files given, and a manifest whose
// checksums all match.
func forge(t *testing.T, tables map[string]string, files map[string]forgedFile) string {
	t.Helper()
	_, m := exportTo(t, sqliteSite(t))
	if len(m.Files) != 0 {
		t.Fatal("the base site is not empty")
	}
	out := filepath.Join(t.TempDir(), "forged.tar.gz")
	o, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	zw, _ := gzip.NewWriterLevel(o, gzip.BestSpeed)
	tw := tar.NewWriter(zw)
	add := func(name string, f forgedFile) archive.Entry {
		must(t, tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: f.size, Typeflag: tar.TypeReg}))
		sum := sha256.New()
		if _, err := io.Copy(io.MultiWriter(tw, sum), f.open()); err != nil {
			t.Fatal(err)
		}
		return archive.Entry{Size: f.size, SHA256: hex.EncodeToString(sum.Sum(nil))}
	}
	for table, body := range tables {
		m.Tables[table] = add("tables/"+table+".jsonl", bytesFile([]byte(body)))
	}
	for table := range m.Tables {
		if _, ok := tables[table]; !ok {
			add("tables/"+table+".jsonl", bytesFile(nil))
		}
	}
	for key, f := range files {
		m.Files[key] = add("files/"+key, f)
	}
	manifest, _ := json.Marshal(m)
	add("manifest.json", bytesFile(manifest))
	must(t, tw.Close())
	must(t, zw.Close())
	must(t, o.Close())
	return out
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func pngBytes(t *testing.T) []byte {
	var b bytes.Buffer
	must(t, png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 4, 4))))
	return b.Bytes()
}

// bookNaming is a books row whose cover is ref.
func bookNaming(i int, ref string) string {
	row, _ := json.Marshal(map[string]any{"id": "0b5e7a2c-1111-4222-8333-94444555566" + string(rune('0'+i)),
		"slug": "book-" + string(rune('a'+i)), "title": "A book", "author": "Mira Bell", "coverimage": ref})
	return string(row) + "\n"
}

// storedFiles lists every file a site's storage holds, in any folder.
func storedFiles(t *testing.T, s site) []string {
	var keys []string
	root := s.blobs.(*blob.Local).Root
	filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			keys = append(keys, p)
		}
		return nil
	})
	return keys
}

// A hostile archive given to storyshelf import: a file a browser would run,
// a file in a folder that is not the site's, a file no row names, and an
// entry far larger than any upload are each refused, and nothing of the
// archive is stored; a plain cover gets in.
func TestHostileArchiveFilesAreRefused(t *testing.T) {
	ctx := context.Background()
	cover := pngBytes(t)
	coverKey := blob.ContentKey("covers", cover, ".png")
	good := forge(t, map[string]string{"books": bookNaming(0, "/files/"+coverKey)},
		map[string]forgedFile{coverKey: bytesFile(cover)})
	to := sqliteSite(t)
	if _, err := archive.Import(ctx, good, to.st, to.blobs); err != nil {
		t.Fatalf("a forged but honest archive is refused, so the cases below prove nothing: %v", err)
	}

	const html = `<!doctype html><html><body><script>fetch('/api/admin/backup')</script></body></html>`
	const svg = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`
	big := int64(256 << 20) // a quarter of a GiB of zeros packs into a few hundred KB
	zeros := forgedFile{big, func() io.Reader { return io.LimitReader(zeroReader{}, big) }}
	for name, tc := range map[string]struct {
		ref   string
		file  forgedFile
		named bool
		says  string
	}{
		"HTMLMaterial":     {"materials/0123456789abcdef01234567.html", bytesFile([]byte(html)), true, "This kind of file can't be uploaded"},
		"HTMLAsAPDF":       {"materials/0123456789abcdef01234567.pdf", bytesFile([]byte(html)), true, "This kind of file can't be uploaded"},
		"SVGImage":         {"images/0123456789abcdef01234567.svg", bytesFile([]byte(svg)), true, "refused"},
		"SVGMaterial":      {"materials/0123456789abcdef01234567.svg", bytesFile([]byte(svg)), true, "This kind of file can't be uploaded"},
		"PNGNamedJPEG":     {"covers/0123456789abcdef01234567.jpg", bytesFile(cover), true, "not what its name says"},
		"NotASiteFolder":   {"backups/0123456789abcdef01234567.pdf", bytesFile([]byte("%PDF-1.4\n")), true, "no files in that folder"},
		"NamedByNoRow":     {"materials/0123456789abcdef01234567.pdf", bytesFile([]byte("%PDF-1.4\n")), false, "no row of the archive uses it"},
		"FarLargerThanAny": {"materials/0123456789abcdef01234567.pdf", zeros, true, "bytes"},
	} {
		t.Run(name, func(t *testing.T) {
			book := bookNaming(0, "/files/"+coverKey)
			if tc.named {
				book += bookNaming(1, "/files/"+tc.ref)
			}
			file := forge(t, map[string]string{"books": book},
				map[string]forgedFile{tc.ref: tc.file, coverKey: bytesFile(cover)})
			if fi, _ := os.Stat(file); fi.Size() > 5<<20 {
				t.Fatalf("the forged archive is %d bytes", fi.Size())
			}
			to := sqliteSite(t)
			_, err := archive.Import(ctx, file, to.st, to.blobs)
			if err == nil || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("import: %v", err)
			}
			if err := to.st.CheckEmpty(ctx); err != nil {
				t.Fatalf("rows came in: %v", err)
			}
			if got := storedFiles(t, to); len(got) != 0 {
				t.Fatalf("stored from a refused archive: %v", got)
			}
		})
	}
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// A users row from an archive names argon2 costs of 512 MiB: signing in
// checks it at the binary's own costs, so it takes no more memory than a
// real sign-in and fails as a wrong password does; a real hash still works.
func TestForgedHashCostsAreClamped(t *testing.T) {
	ctx := context.Background()
	salt := base64.RawStdEncoding.EncodeToString(make([]byte, 16))
	key := base64.RawStdEncoding.EncodeToString(bytes.Repeat([]byte{7}, 32))
	forged := "$argon2id$v=19$m=524288,t=1,p=1$" + salt + "$" + key
	real, err := auth.HashPassword(ctx, "Correct Horse 9")
	must(t, err)
	users := ""
	for _, u := range []struct{ id, email, hash string }{
		{"0b5e7a2c-1111-4222-8333-944445555661", "forged@example.com", forged},
		{"0b5e7a2c-1111-4222-8333-944445555662", "owner@example.com", real},
	} {
		row, _ := json.Marshal(map[string]any{"id": u.id, "email": u.email, "password_hash": u.hash})
		users += string(row) + "\n"
	}
	to := sqliteSite(t)
	if _, err := archive.Import(ctx, forge(t, map[string]string{"users": users}, nil), to.st, to.blobs); err != nil {
		t.Fatal(err)
	}
	_, hash, err := to.st.UserByEmail(ctx, "forged@example.com")
	must(t, err)
	var ok bool
	used := heaptest.Allocated(func() { ok, err = auth.CheckPassword(ctx, hash, "anything at all") })
	if ok || err != nil {
		t.Fatalf("the forged hash: %v %v", ok, err)
	}
	if limit := int64(auth.MaxParams.Memory)*1024 + 16<<20; used > limit {
		t.Fatalf("one check of the forged hash allocated %d MiB, more than the binary's own %d MiB", used>>20, auth.MaxParams.Memory>>10)
	}
	t.Logf("the forged hash (512 MiB) was checked with %d MiB", used>>20)
	_, hash, err = to.st.UserByEmail(ctx, "owner@example.com")
	must(t, err)
	if ok, err := auth.CheckPassword(ctx, hash, "Correct Horse 9"); !ok || err != nil {
		t.Fatalf("the real password: %v %v", ok, err)
	}
}

// An archive's names and values reach error messages; a long one is cut
// short and control characters do not reach the owner's terminal.
func TestImportErrorsAreCutShort(t *testing.T) {
	ctx := context.Background()
	long := "a\x1b[31m" + strings.Repeat("x", 20000)
	to := sqliteSite(t)
	_, err := archive.Import(ctx, forge(t, map[string]string{long: `{"id":"1"}` + "\n"}, nil), to.st, to.blobs)
	if err == nil {
		t.Fatal("an unknown table was taken")
	}
	if msg := err.Error(); len(msg) > 500 || strings.ContainsRune(msg, '\x1b') {
		t.Fatalf("the message is %d bytes: %.200q", len(msg), msg)
	}
	if err := to.st.CheckEmpty(ctx); err != nil {
		t.Fatal(err)
	}
}
