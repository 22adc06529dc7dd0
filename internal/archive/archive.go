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
	"sort"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
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
		for _, v := range row {
			if s, ok := v.(string); ok {
				if key := store.FileKey(s); key != "" {
					refs[key] = true
				}
			}
		}
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
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		} else if err != nil {
			return nil, damaged("the file ends early or is corrupt (%v)", err)
		}
		if h.Name == "manifest.json" {
			m = &Manifest{}
			if err := json.NewDecoder(tr).Decode(m); err != nil {
				return nil, damaged("the manifest is unreadable (%v)", err)
			}
			continue
		}
		if err := fn(h.Name, tr); err != nil {
			return nil, err
		}
	}
	if m == nil {
		return nil, damaged("it has no manifest: the file is cut short or not a Storyshelf archive")
	}
	if m.Format != Format {
		return nil, damaged("its format is %q, not %q", m.Format, Format)
	}
	return m, nil
}

// Verify reads the whole archive and checks every entry against the
// manifest, without touching a site.
func Verify(file string) (*Manifest, error) {
	seen := map[string]Entry{}
	m, err := walk(file, func(name string, r io.Reader) error {
		sum := sha256.New()
		n, err := io.Copy(sum, r)
		if err != nil {
			return damaged("%s cannot be read (%v)", name, err)
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
			return damaged("%s is missing", name)
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
			return nil, damaged("it names a file %q that Storyshelf could not have stored", key)
		}
		if err := check("files/"+key, e); err != nil {
			return nil, err
		}
	}
	for name := range seen {
		return nil, damaged("%s is not in the manifest", name)
	}
	return m, nil
}

// Import verifies the archive, then loads it into an empty site: the files
// first (their keys follow their content, so nothing is overwritten), then
// every row in one transaction. A refused archive changes nothing in the
// database.
func Import(ctx context.Context, file string, st *store.Store, blobs blob.Storage) (*Manifest, error) {
	m, err := Verify(file)
	if err != nil {
		return nil, err
	}
	if err := st.CheckEmpty(ctx); err != nil {
		return nil, err
	}
	if err := st.CheckSchema(ctx, m.SchemaVersion); err != nil {
		return nil, err
	}
	_, err = walk(file, func(name string, r io.Reader) error {
		key, ok := strings.CutPrefix(name, "files/")
		if !ok {
			return nil
		}
		return blobs.Put(ctx, key, r, m.Files[key].Size, contentType(key))
	})
	if err != nil {
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
			dec := json.NewDecoder(r)
			dec.UseNumber()
			for {
				var row map[string]any
				if err := dec.Decode(&row); err == io.EOF {
					return nil
				} else if err != nil {
					return damaged("a row of %s is unreadable (%v)", table, err)
				}
				select {
				case rows <- tableRow{table, row}:
				case <-ctx.Done():
					return ctx.Err()
				}
			}
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
