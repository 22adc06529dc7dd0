// Package hosted moves a site in from the hosted system the spec describes:
// its PostgreSQL tables (books, materials, multimedia, kits and the rest) and
// the files in its storage buckets, into an empty Storyshelf site, keeping
// every id so every old address keeps working.
//
// A run reads the old site, maps each row to Storyshelf's (naming every row
// it must leave out, and why), fetches and checks every file the rows point
// at in the old storage, then stores the files and writes every row in one
// transaction: all or nothing. A dry run stops before writing.
package hosted

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/media"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// maxFileBytes is the largest file an upload may be; the import takes no
// larger.
const maxFileBytes = 100 << 20

// Import is one move from the old site into this one.
type Import struct {
	Old         *sql.DB      // the old site's database
	Files       Files        // the old site's storage
	Store       *store.Store // this site (none for a dry run)
	Blobs       blob.Storage
	WithSamples bool // keep the old site's sample videos and songs
	DryRun      bool

	// afterRow, in tests, runs after each row is written, to interrupt
	// the transaction midway.
	afterRow func(n int) error
}

// msgSiteNotEmpty refuses an import into a site that has other content.
var msgSiteNotEmpty = storyshelf.Msg{Key: "server.hostedSiteNotEmpty",
	Text: "This site is not empty: a hosted site can only be imported into a new, empty site. Nothing was changed."}

// Run imports, or with DryRun reports what an import would do. A real run
// into a site that already holds everything the source gives changes
// nothing; into any other site that is not empty it is refused.
func (im *Import) Run(ctx context.Context) (*Report, error) {
	old, err := readOld(ctx, im.Old)
	if err != nil {
		return nil, err
	}
	now := time.Now().UTC()
	if im.Store != nil { // a dry run needs no site
		now = im.Store.Now().UTC()
	}
	p := makePlan(old, im.WithSamples, now)
	p.report.DryRun = im.DryRun
	if !im.DryRun {
		if err := im.Store.CheckEmpty(ctx); errors.Is(err, store.ErrNotEmpty) {
			held, err := im.holdsAll(ctx, p)
			if err != nil {
				return nil, err
			}
			if !held {
				return nil, storyshelf.Fail(storyshelf.ECONFLICT, msgSiteNotEmpty)
			}
			p.report.Unchanged = true
			return p.report, nil
		} else if err != nil {
			return nil, err
		}
	}
	stored, err := im.files(ctx, p)
	if im.DryRun {
		return p.report, err
	}
	if err != nil {
		im.remove(ctx, stored)
		return nil, fmt.Errorf("the import stopped and wrote nothing: %w", err)
	}
	schema, err := im.Store.SchemaVersion(ctx)
	if err != nil {
		return nil, err
	}
	type tableRow struct {
		table string
		row   row
	}
	var order []tableRow
	for _, t := range store.ArchiveTables {
		for _, r := range p.tables[t] {
			order = append(order, tableRow{t, r})
		}
	}
	i := 0
	_, err = im.Store.ImportTables(ctx, schema, func() (string, map[string]any, bool, error) {
		if i > 0 && im.afterRow != nil {
			if err := im.afterRow(i); err != nil {
				return "", nil, false, err
			}
		}
		if i == len(order) {
			return "", nil, true, nil
		}
		next := order[i]
		i++
		return next.table, next.row, false, nil
	})
	if err != nil {
		im.remove(ctx, stored)
		return nil, fmt.Errorf("the import stopped and wrote nothing: %w", err)
	}
	return p.report, nil
}

// remove deletes the files a failed run stored (with a cover's widths):
// no row names them.
func (im *Import) remove(ctx context.Context, keys []string) {
	ctx = context.WithoutCancel(ctx)
	for _, key := range keys {
		im.Blobs.Delete(ctx, key)
		if strings.HasPrefix(key, folders[roleCover]+"/") {
			for _, w := range media.CoverWidths {
				im.Blobs.Delete(ctx, media.CoverWidthKey(key, w))
			}
		}
	}
}

// holdsAll reports whether every row the source gives, by id, is already in
// the site: a second run of the same import.
func (im *Import) holdsAll(ctx context.Context, p *plan) (bool, error) {
	for table, rows := range p.tables {
		var ids []string
		for _, r := range rows {
			if id, ok := r["id"].(string); ok {
				ids = append(ids, id)
			}
		}
		if len(ids) == 0 {
			continue
		}
		n, err := im.Store.CountIDs(ctx, table, ids)
		if err != nil {
			return false, err
		}
		if n != len(ids) {
			return false, nil
		}
	}
	return true, nil
}

// files fetches and checks every file the rows point at in the old storage
// (each address once), stores it as an upload of its kind would be (unless
// this is a dry run) and rewrites the rows. It answers the keys it stored
// that were not there before, to remove if the rows cannot be written.
func (im *Import) files(ctx context.Context, p *plan) (stored []string, err error) {
	rep := p.report
	done := map[string]string{} // old address and role → new address, or "" for a problem
	sizes := map[string]int64{}
	for _, use := range p.uses {
		a := parseAddress(use.raw)
		note := FileNote{Table: use.table, ID: use.id, Field: use.field, Old: use.raw}
		if a.kind == addrData && len(use.raw) > 80 {
			note.Old = use.raw[:60] + "…"
		}
		switch a.kind {
		case addrOutside:
			rep.Outside = append(rep.Outside, note)
			continue
		case addrBroken:
			note.Reason = "it is not an address a browser can open"
			rep.Unfetchable = append(rep.Unfetchable, note)
			continue
		}
		memo := fmt.Sprint(use.role, " ", use.raw)
		url, seen := done[memo]
		if !seen {
			var fresh bool
			var reason string
			var size int64
			url, size, fresh, reason, err = im.store(ctx, a, use.role)
			if err != nil {
				return stored, err
			}
			sizes[url] = size
			if reason != "" {
				note.Reason = reason
				url = ""
			}
			if fresh {
				stored = append(stored, blob.KeyFromURL(url))
			}
			if url != "" {
				rep.Files++
			}
			done[memo] = url
		}
		if url == "" {
			if note.Reason == "" {
				note.Reason = "see above"
			}
			rep.Unfetchable = append(rep.Unfetchable, note)
			continue
		}
		use.row[use.column] = url
		note.New = url
		switch a.kind {
		case addrBucket:
			rep.Replaced = append(rep.Replaced, note)
		case addrDownloads:
			// An address on the old site's own host: it redirects here.
			p.add("redirects", row{"from_path": use.raw, "to_path": url, "created_at": p.stamp(time.Time{})})
			rep.Redirects = append(rep.Redirects, note)
		}
		if use.table == "materials" && use.column == "fileurl" {
			if size, _ := use.row["filesize"].(string); size == "" || size == "0 KB" {
				use.row["filesize"] = storyshelf.FileSizeText(sizes[url])
			}
		}
	}
	return stored, nil
}

// Where each role's files go, as uploads of that kind do.
var folders = map[role]string{roleCover: "covers", roleImage: "images", roleMaterial: "materials", roleKit: blob.PrivateFolder}

// store fetches one old file into a temporary file, checks it as an upload
// of its role, and stores it under its content's key unless this is a dry
// run. reason says why a file cannot come in; err is a failure that stops
// the import (the old storage not answering, say).
func (im *Import) store(ctx context.Context, a address, r role) (url string, size int64, fresh bool, reason string, err error) {
	var src io.ReadCloser
	name := a.fileName()
	switch a.kind {
	case addrData:
		src = io.NopCloser(bytes.NewReader(a.data))
		if exts, _ := mime.ExtensionsByType(a.mime); len(exts) > 0 {
			name = "inline" + exts[0]
		}
	case addrBucket:
		src, err = im.Files.Open(ctx, a.bucket, a.name)
	case addrDownloads:
		// The old site's fallback for a material whose upload failed: the
		// file is wherever the owner kept it, most likely with the others.
		if src, err = im.Files.Open(ctx, "materials", a.name); errors.Is(err, errMissing) {
			src, err = im.Files.Open(ctx, "downloads", a.name)
		}
	}
	if errors.Is(err, errMissing) {
		return "", 0, false, "not found in the old storage", nil
	} else if err != nil {
		return "", 0, false, "", err
	}
	defer src.Close()
	tmp, err := os.CreateTemp("", "storyshelf-import-*")
	if err != nil {
		return "", 0, false, "", err
	}
	defer func() { tmp.Close(); os.Remove(tmp.Name()) }()
	sum := sha256.New()
	size, err = io.Copy(io.MultiWriter(tmp, sum), io.LimitReader(src, maxFileBytes+1))
	switch {
	case err != nil:
		return "", 0, false, "", fmt.Errorf("reading %s from the old storage: %w", name, err)
	case size > maxFileBytes:
		return "", 0, false, fmt.Sprintf("it is larger than %d MB", maxFileBytes>>20), nil
	case size == 0:
		return "", 0, false, "the file is empty", nil
	}
	imageOnly := r == roleCover || r == roleImage
	ext, _, err := media.Check(tmp, name, imageOnly)
	if err != nil {
		return "", 0, false, "it is not a file Storyshelf keeps: " + storyshelf.ErrorMessage(err), nil
	}
	key := blob.SumKey(folders[r], sum.Sum(nil), ext)
	url = blob.URLForKey(key) // a kit file's is its bare key: private
	if im.DryRun {
		return url, size, false, "", nil
	}
	if f, err := im.Blobs.Open(ctx, key); err == nil {
		f.Close()
	} else {
		head := make([]byte, 512)
		n, _ := tmp.ReadAt(head, 0)
		if _, err := tmp.Seek(0, io.SeekStart); err != nil {
			return "", 0, false, "", err
		}
		if err := im.Blobs.Put(ctx, key, tmp, size, http.DetectContentType(head[:n])); err != nil {
			return "", 0, false, "", err
		}
		fresh = true
	}
	if r == roleCover {
		if _, err := tmp.Seek(0, io.SeekStart); err != nil {
			return "", 0, false, "", err
		}
		if err := media.StoreCoverWidths(ctx, im.Blobs, key, tmp); err != nil {
			return url, size, fresh, "", err
		}
	}
	return url, size, fresh, "", nil
}
