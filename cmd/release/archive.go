package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"io"
	"os"
	"time"
)

// entry is one file of an archive: its name inside, where it is read from
// and its permissions.
type entry struct {
	name string
	path string
	mode int64
}

// writeTarGz writes a gzipped tar whose bytes depend only on the files and
// at: every header has that time, owner 0 and no user or group names, and
// the gzip header carries no name or time.
func writeTarGz(out string, files []entry, at time.Time) error {
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer f.Close()
	gz, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(gz)
	for _, e := range files {
		body, err := os.ReadFile(e.path)
		if err != nil {
			return err
		}
		hdr := &tar.Header{Name: e.name, Mode: e.mode, Size: int64(len(body)), ModTime: at, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if _, err := tw.Write(body); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if err := gz.Close(); err != nil {
		return err
	}
	return f.Close()
}

// writeZip writes a zip whose bytes depend only on the files and at.
func writeZip(out string, files []entry, at time.Time) error {
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer f.Close()
	zw := zip.NewWriter(f)
	for _, e := range files {
		hdr := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: at}
		hdr.SetMode(os.FileMode(e.mode))
		w, err := zw.CreateHeader(hdr)
		if err != nil {
			return err
		}
		src, err := os.Open(e.path)
		if err != nil {
			return err
		}
		_, err = io.Copy(w, src)
		src.Close()
		if err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return f.Close()
}
