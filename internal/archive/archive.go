// Package archive writes and reads a whole site as one portable file: every
// table as JSON Lines, every stored file, and a manifest with the schema
// version, the counts and a SHA-256 per entry. An archive from SQLite and a
// folder loads into PostgreSQL and S3, and back.
//
// The file is a gzipped tar: tables/{table}.jsonl, files/{key}, and
// manifest.json last (it is written once every checksum is known).
package archive

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/media"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Format names the archive layout; a reader refuses any other.
const Format = "storyshelf-archive-1"

// Manifest describes an archive.
type Manifest struct {
	Format        string           `json:"format"`
	SchemaVersion string           `json:"schemaVersion"`
	CreatedAt     time.Time        `json:"createdAt"`
	Tables        map[string]Entry `json:"tables"`
	Files         map[string]Entry `json:"files"`
	// Missing are files the database named that the storage lacked when the
	// archive was written.
	Missing []string `json:"missing,omitempty"`
}

// Entry is one table (Count rows) or file (Size bytes) and its checksum.
type Entry struct {
	Count  int    `json:"count,omitempty"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// Export writes the site to w: the tables from one snapshot, then every file
// the snapshot names. The site keeps serving meanwhile.
func Export(ctx context.Context, st *store.Store, blobs blob.Storage, w io.Writer) (*Manifest, error) {
	zw := gzip.NewWriter(w)
	tw := tar.NewWriter(zw)
	m := &Manifest{Format: Format, CreatedAt: time.Now().UTC(), Tables: map[string]Entry{}, Files: map[string]Entry{}}

	// Rows are gathered per table in a temporary file, since a tar entry
	// needs its size up front and a table may be large.
	var (
		current string
		tmp     *os.File
		sum     hash.Hash
		count   int
	)
	flush := func() error {
		if tmp == nil {
			return nil
		}
		defer func() { tmp.Close(); os.Remove(tmp.Name()); tmp = nil }()
		size, _ := tmp.Seek(0, io.SeekCurrent)
		if _, err := tmp.Seek(0, io.SeekStart); err != nil {
			return err
		}
		m.Tables[current] = Entry{Count: count, Size: size, SHA256: hex.EncodeToString(sum.Sum(nil))}
		return writeEntry(tw, "tables/"+current+".jsonl", size, tmp)
	}
	refs := map[string]bool{}
	schema, err := st.ExportTables(ctx, func(table string, row map[string]any) error {
		if table != current {
			if err := flush(); err != nil {
				return err
			}
			f, err := os.CreateTemp("", "storyshelf-export-*")
			if err != nil {
				return err
			}
			current, tmp, sum, count = table, f, sha256.New(), 0
		}
		line, err := json.Marshal(row)
		if err != nil {
			return err
		}
		line = append(line, '\n')
		if _, err := io.MultiWriter(tmp, sum).Write(line); err != nil {
			return err
		}
		count++
		rowFiles(row, refs)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := flush(); err != nil {
		return nil, err
	}
	m.SchemaVersion = schema
	for _, table := range store.ArchiveTables {
		if _, ok := m.Tables[table]; !ok { // an empty table still says so
			m.Tables[table] = Entry{SHA256: hex.EncodeToString(sha256.New().Sum(nil))}
			if err := writeEntry(tw, "tables/"+table+".jsonl", 0, strings.NewReader("")); err != nil {
				return nil, err
			}
		}
	}

	keys := make([]string, 0, len(refs))
	for k := range refs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, key := range keys {
		f, err := blobs.Open(ctx, key)
		if storyshelf.ErrorCode(err) == storyshelf.ENOTFOUND {
			m.Missing = append(m.Missing, key)
			continue
		} else if err != nil {
			return nil, err
		}
		sum := sha256.New()
		err = writeEntry(tw, "files/"+key, f.Size(), io.TeeReader(f, sum))
		f.Close()
		if err != nil {
			return nil, err
		}
		m.Files[key] = Entry{Size: f.Size(), SHA256: hex.EncodeToString(sum.Sum(nil))}
	}

	manifest, _ := json.MarshalIndent(m, "", "  ")
	if err := writeEntry(tw, "manifest.json", int64(len(manifest)), bytes.NewReader(manifest)); err != nil {
		return nil, err
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	return m, zw.Close()
}

func writeEntry(tw *tar.Writer, name string, size int64, r io.Reader) error {
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: size, ModTime: time.Now(), Typeflag: tar.TypeReg}); err != nil {
		return err
	}
	n, err := io.Copy(tw, r)
	if err == nil && n != size {
		err = fmt.Errorf("archive: %s changed while it was written", name)
	}
	return err
}

// rowFiles adds to refs the stored files a row names. Export writes these
// files and Import lets in only these.
func rowFiles(row map[string]any, refs map[string]bool) {
	for _, v := range row {
		if s, ok := v.(string); ok {
			if key := blob.KeyFromURL(s); key != "" {
				refs[key] = true
			}
		}
	}
}

// Limits on what an archive may hold, checked as it streams, so a small
// hostile archive cannot make a site read or write more than a real one
// would: a file is at most the largest upload (and the largest file
// import-hosted takes), a table or the manifest at most MaxTableBytes, one
// row at most MaxRowBytes, and the whole archive, unpacked, MaxTotalBytes.
// Variables, so tests can lower them.
var (
	MaxFileBytes  int64 = 100 << 20
	MaxTableBytes int64 = 4 << 30
	MaxTotalBytes int64 = 64 << 30
	MaxRowBytes         = 16 << 20
	MaxEntries          = 200_000
)

// maxErrorLen bounds an error message about an archive: the names and
// values it quotes come from the archive, which may be hostile.
const maxErrorLen = 400

// shortError cuts a message to maxErrorLen and keeps only printable
// characters, keeping what it wraps for errors.Is and error codes.
type shortError struct{ err error }

func (e shortError) Error() string {
	msg := strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) {
			return r
		}
		return '?'
	}, e.err.Error())
	if len(msg) > maxErrorLen {
		cut := maxErrorLen
		for cut > 0 && !utf8.RuneStart(msg[cut]) {
			cut--
		}
		msg = msg[:cut] + "…"
	}
	return msg
}

func (e shortError) Unwrap() error { return e.err }

func cutShort(err error) error {
	if err == nil {
		return nil
	}
	return shortError{err}
}

// quote shows a name from the archive, cut short.
func quote(s string) string {
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return fmt.Sprintf("%q", s)
}

// ErrDamaged wraps every reason an archive is refused.
var ErrDamaged = errors.New("archive: damaged")

func damaged(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrDamaged, fmt.Sprintf(format, args...))
}

// walk reads every entry of the archive at path, handing each to fn, and
// returns the manifest found last.
func walk(file string, fn func(name string, r io.Reader) error) (*Manifest, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, damaged("not a Storyshelf archive (%v)", err)
	}
	tr := tar.NewReader(zr)
	var m *Manifest
	var total int64
	for entries := 1; ; entries++ {
		h, err := tr.Next()
		if err == io.EOF {
			break
		} else if err != nil {
			return nil, damaged("the file ends early or is corrupt (%v)", err)
		}
		if entries > MaxEntries {
			return nil, damaged("it holds more than %d entries", MaxEntries)
		}
		if h.Typeflag != tar.TypeReg {
			return nil, damaged("%s is not a plain file", quote(h.Name))
		}
		limit := MaxTableBytes
		if strings.HasPrefix(h.Name, "files/") {
			limit = MaxFileBytes
		}
		if h.Size > limit {
			return nil, damaged("%s is %d bytes, more than the %d an archive's entry of its kind may hold", quote(h.Name), h.Size, limit)
		}
		if total += h.Size; total > MaxTotalBytes {
			return nil, damaged("it unpacks to more than %d bytes", MaxTotalBytes)
		}
		// The tar reader yields no more than the header's size; this bound
		// holds even so.
		r := &capped{r: tr, left: h.Size, name: h.Name}
		if h.Name == "manifest.json" {
			m = &Manifest{}
			if err := json.NewDecoder(r).Decode(m); err != nil {
				return nil, damaged("the manifest is unreadable (%v)", err)
			}
			continue
		}
		if err := fn(h.Name, r); err != nil {
			return nil, err
		}
	}
	if m == nil {
		return nil, damaged("it has no manifest: the file is cut short or not a Storyshelf archive")
	}
	if m.Format != Format {
		return nil, damaged("its format is %s, not %q", quote(m.Format), Format)
	}
	return m, nil
}

// capped reads at most left bytes, and fails rather than read more.
type capped struct {
	r    io.Reader
	left int64
	name string
}

func (c *capped) Read(p []byte) (int, error) {
	if c.left <= 0 {
		if n, _ := c.r.Read(make([]byte, 1)); n > 0 {
			return 0, damaged("%s is longer than it says", quote(c.name))
		}
		return 0, io.EOF
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	return n, err
}

// readRows decodes a table's JSON Lines, one row at a time, each at most
// MaxRowBytes.
func readRows(table string, r io.Reader, fn func(row map[string]any) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), MaxRowBytes)
	for sc.Scan() {
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.UseNumber()
		var row map[string]any
		if err := dec.Decode(&row); err != nil {
			return damaged("a row of %s is unreadable (%v)", quote(table), err)
		}
		if err := fn(row); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return damaged("a row of %s is unreadable (%v)", quote(table), err)
	}
	return nil
}

// Verify reads the whole archive and checks every entry against the
// manifest, without touching a site.
func Verify(file string) (*Manifest, error) {
	m, err := verify(file)
	return m, cutShort(err)
}

func verify(file string) (*Manifest, error) {
	seen := map[string]Entry{}
	m, err := walk(file, func(name string, r io.Reader) error {
		sum := sha256.New()
		n, err := io.Copy(sum, r)
		if err != nil {
			return damaged("%s cannot be read (%v)", quote(name), err)
		}
		seen[name] = Entry{Size: n, SHA256: hex.EncodeToString(sum.Sum(nil))}
		return nil
	})
	if err != nil {
		return nil, err
	}
	check := func(name string, want Entry) error {
		got, ok := seen[name]
		if !ok {
			return damaged("%s is missing", quote(name))
		}
		if got.SHA256 != want.SHA256 || got.Size != want.Size {
			return damaged("%s does not match its checksum", name)
		}
		delete(seen, name)
		return nil
	}
	for table, e := range m.Tables {
		if err := check("tables/"+table+".jsonl", e); err != nil {
			return nil, err
		}
	}
	for key, e := range m.Files {
		if !blob.ValidKey(key) {
			return nil, damaged("it names a file %s that Storyshelf could not have stored", quote(key))
		}
		if err := check("files/"+key, e); err != nil {
			return nil, err
		}
	}
	for name := range seen {
		return nil, damaged("%s is not in the manifest", quote(name))
	}
	return m, nil
}

// Import verifies the archive, then loads it into an empty site: the files
// first (their keys follow their content, so nothing is overwritten), then
// every row in one transaction. A refused archive changes nothing in the
// database and leaves no file it brought.
//
// An archive may be hostile, so only the files its rows name get in, each
// in a folder the site keeps files in and checked as an upload is (an image
// must decode as one; a document must be a kind the site stores, never HTML
// or SVG), within the size limits above. Error messages are cut short.
func Import(ctx context.Context, file string, st *store.Store, blobs blob.Storage) (*Manifest, error) {
	m, err := importArchive(ctx, file, st, blobs)
	return m, cutShort(err)
}

func importArchive(ctx context.Context, file string, st *store.Store, blobs blob.Storage) (*Manifest, error) {
	m, err := verify(file)
	if err != nil {
		return nil, err
	}
	if err := st.CheckEmpty(ctx); err != nil {
		return nil, err
	}
	if err := st.CheckSchema(ctx, m.SchemaVersion); err != nil {
		return nil, err
	}
	named := map[string]bool{}
	if _, err := walk(file, func(name string, r io.Reader) error {
		table, ok := strings.CutPrefix(name, "tables/")
		if !ok {
			return nil
		}
		return readRows(strings.TrimSuffix(table, ".jsonl"), r, func(row map[string]any) error {
			rowFiles(row, named)
			return nil
		})
	}); err != nil {
		return nil, err
	}
	var stored []string
	_, err = walk(file, func(name string, r io.Reader) error {
		key, ok := strings.CutPrefix(name, "files/")
		if !ok {
			return nil
		}
		if err := importFile(ctx, blobs, key, r, named); err != nil {
			return err
		}
		stored = append(stored, key)
		return nil
	})
	if err != nil {
		for _, key := range stored { // the site is empty: nothing else uses them
			blobs.Delete(context.WithoutCancel(ctx), key)
		}
		return nil, err
	}
	rows := make(chan tableRow)
	errc := make(chan error, 1)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		_, err := walk(file, func(name string, r io.Reader) error {
			table, ok := strings.CutPrefix(name, "tables/")
			if !ok {
				return nil
			}
			table = strings.TrimSuffix(table, ".jsonl")
			return readRows(table, r, func(row map[string]any) error {
				select {
				case rows <- tableRow{table, row}:
					return nil
				case <-ctx.Done():
					return ctx.Err()
				}
			})
		})
		close(rows)
		errc <- err
	}()
	_, err = st.ImportTables(ctx, m.SchemaVersion, func() (string, map[string]any, bool, error) {
		r, ok := <-rows
		if !ok {
			return "", nil, true, <-errc
		}
		return r.table, r.row, false, nil
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// imageFolders hold only images; the other folders files come into hold
// documents (which may be images too).
var imageFolders = map[string]bool{"covers": true, "images": true, "brand": true, "authors": true}

// msgFileRefused refuses a file of an archive: its name, then why in a
// sentence.
var msgFileRefused = storyshelf.Msg{Key: "server.fileRefused", Text: "The archive's file %s is refused: %s Nothing was imported."}

// importFile checks one file of the archive as an upload is checked, then
// stores it. It streams through a temporary file, so memory stays flat.
func importFile(ctx context.Context, blobs blob.Storage, key string, r io.Reader, named map[string]bool) error {
	refuse := func(why string) error {
		return storyshelf.Failf(storyshelf.EINVALID, msgFileRefused, quote(key), why)
	}
	folder, _, _ := strings.Cut(key, "/")
	if !named[key] {
		return refuse("no row of the archive uses it.")
	}
	if !slices.Contains(blob.PublicFolders, folder) && folder != blob.PrivateFolder {
		return refuse("Storyshelf keeps no files in that folder.")
	}
	tmp, err := os.CreateTemp("", "storyshelf-import-*")
	if err != nil {
		return err
	}
	defer func() { tmp.Close(); os.Remove(tmp.Name()) }()
	size, err := io.Copy(tmp, io.LimitReader(r, MaxFileBytes+1))
	if err != nil {
		return err
	}
	if size > MaxFileBytes {
		return refuse(fmt.Sprintf("it is larger than %d bytes.", MaxFileBytes))
	}
	ext, _, err := media.Check(tmp, key, imageFolders[folder])
	if err != nil {
		return refuse(storyshelf.ErrorMessage(err))
	}
	if want := strings.ToLower(path.Ext(key)); ext != want && !(ext == ".jpg" && want == ".jpeg") {
		return refuse("its content is not what its name says.")
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return err
	}
	return blobs.Put(ctx, key, tmp, size, contentType(key))
}

type tableRow struct {
	table string
	row   map[string]any
}

// contentType guesses a stored file's type from its key, as the file server
// does.
func contentType(key string) string {
	switch path.Ext(key) {
	case ".png":
		return "image/png"
	case ".jpg", ".jpeg":
		return "image/jpeg"
	case ".gif":
		return "image/gif"
	case ".webp":
		return "image/webp"
	case ".pdf":
		return "application/pdf"
	}
	return "application/octet-stream"
}
