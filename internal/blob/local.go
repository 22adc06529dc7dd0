package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Local keeps files in a folder on disk.
type Local struct {
	Root string
	// Private files (backups) are readable by the site's own user only:
	// on a shared server, other accounts must not read a copy of the site.
	Private bool
}

// NewLocal makes the folder if needed.
func NewLocal(root string) (*Local, error) {
	return newLocal(root, false)
}

// NewPrivateLocal is NewLocal for files only the site's own user may read.
func NewPrivateLocal(root string) (*Local, error) {
	return newLocal(root, true)
}

func newLocal(root string, private bool) (*Local, error) {
	l := &Local{Root: root, Private: private}
	if err := os.MkdirAll(root, l.dirMode()); err != nil {
		return nil, fmt.Errorf("blob: unable to create %s: %w", root, err)
	}
	return l, nil
}

func (l *Local) dirMode() os.FileMode {
	if l.Private {
		return 0o700
	}
	return 0o755
}

func (l *Local) fileMode() os.FileMode {
	if l.Private {
		return 0o600
	}
	return 0o644
}

func (l *Local) path(key string) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("blob: invalid key %q", key)
	}
	return filepath.Join(l.Root, filepath.FromSlash(key)), nil
}

// Put writes to a temporary file and renames it, so a reader never sees half
// a file.
func (l *Local) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), l.dirMode()); err != nil {
		return fmt.Errorf("blob: unable to create folder: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".upload-*")
	if err != nil {
		return fmt.Errorf("blob: unable to create file: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(l.fileMode()); err != nil {
		tmp.Close()
		return fmt.Errorf("blob: unable to write file: %w", err)
	}
	if n, err := io.Copy(tmp, r); err != nil || n != size {
		tmp.Close()
		if err == nil {
			err = fmt.Errorf("%d bytes of %d", n, size)
		}
		return fmt.Errorf("blob: unable to write file: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("blob: unable to write file: %w", err)
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		return fmt.Errorf("blob: unable to store file: %w", err)
	}
	return nil
}

type localFile struct {
	*os.File
	info fs.FileInfo
}

func (f localFile) Size() int64        { return f.info.Size() }
func (f localFile) ModTime() time.Time { return f.info.ModTime() }

// Open opens a stored file.
func (l *Local) Open(ctx context.Context, key string) (File, error) {
	p, err := l.path(key)
	if err != nil {
		return nil, errNotFound()
	}
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errNotFound()
	} else if err != nil {
		return nil, fmt.Errorf("blob: unable to open file: %w", err)
	}
	info, err := f.Stat()
	if err != nil || info.IsDir() {
		f.Close()
		return nil, errNotFound()
	}
	return localFile{File: f, info: info}, nil
}

// Delete removes a stored file.
func (l *Local) Delete(ctx context.Context, key string) error {
	p, err := l.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("blob: unable to delete file: %w", err)
	}
	return nil
}

// Check reports whether the folder is still there.
func (l *Local) Check(ctx context.Context) error {
	info, err := os.Stat(l.Root)
	if err == nil && !info.IsDir() {
		err = fmt.Errorf("blob: %s is not a folder", l.Root)
	}
	return err
}

// Describe names the storage for the owner.
func (l *Local) Describe() string {
	if abs, err := filepath.Abs(l.Root); err == nil {
		return "the folder " + abs + " on this server"
	}
	return "the folder " + l.Root + " on this server"
}

// List walks folder; files being written (".upload-*") are not listed.
func (l *Local) List(ctx context.Context, folder string, fn func(Info) error) error {
	root, err := l.path(folder)
	if err != nil {
		return err
	}
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(l.Root, p)
		if err != nil {
			return err
		}
		return fn(Info{Key: filepath.ToSlash(rel), Size: info.Size(), ModTime: info.ModTime()})
	})
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
