package hosted

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"

	"github.com/storyshelf/storyshelf/internal/blob"
)

// Files is where the old site's storage buckets are read from: a folder
// holding one folder per bucket, or S3.
type Files interface {
	// Open reads one file of a bucket; a file that is not there is
	// errMissing.
	Open(ctx context.Context, bucket, name string) (io.ReadCloser, error)
	Describe() string
}

var errMissing = errors.New("not found in the old storage")

// OpenFiles reads what --files names: the old site's storage address,
// https://<project>.supabase.co, whose public buckets answer over the web;
// s3://bucket[/folder]?endpoint=… whose folders are the old buckets;
// s3://?endpoint=… whose buckets are (as the hosted system's own S3 endpoint
// serves them); or a folder.
func OpenFiles(spec, accessKey, secretKey string) (Files, error) {
	if strings.HasPrefix(spec, "https://") || strings.HasPrefix(spec, "http://") {
		u, err := url.Parse(spec)
		if err != nil || u.Host == "" {
			return nil, fmt.Errorf("--files: %q is not a web address", spec)
		}
		return &webFiles{base: strings.TrimSuffix(u.Scheme+"://"+u.Host, "/"), client: &http.Client{Timeout: 5 * time.Minute}}, nil
	}
	if strings.HasPrefix(spec, "s3://") {
		client, bucket, prefix, err := blob.DialS3(spec, accessKey, secretKey)
		if err != nil {
			return nil, fmt.Errorf("--files: %w", err)
		}
		return &s3Files{client: client, bucket: bucket, prefix: prefix}, nil
	}
	info, err := os.Stat(spec)
	if err != nil || !info.IsDir() {
		return nil, fmt.Errorf("--files: %q is not a folder or an s3:// address", spec)
	}
	abs, err := filepath.Abs(spec)
	if err != nil {
		return nil, err
	}
	return folderFiles(abs), nil
}

// cleanName keeps a file name inside its bucket.
func cleanName(bucket, name string) (string, bool) {
	p := path.Clean("/" + bucket + "/" + name)
	return strings.TrimPrefix(p, "/"), bucket != "" && !strings.Contains(bucket, "/") &&
		strings.HasPrefix(p, "/"+bucket+"/") && !strings.Contains(name, "..")
}

type folderFiles string

func (f folderFiles) Open(ctx context.Context, bucket, name string) (io.ReadCloser, error) {
	p, ok := cleanName(bucket, name)
	if !ok {
		return nil, errMissing
	}
	file, err := os.Open(filepath.Join(string(f), filepath.FromSlash(p)))
	if errors.Is(err, os.ErrNotExist) {
		return nil, errMissing
	}
	if err == nil {
		if info, statErr := file.Stat(); statErr == nil && info.IsDir() {
			file.Close()
			return nil, errMissing
		}
	}
	return file, err
}

func (f folderFiles) Describe() string { return "the folder " + string(f) }

type s3Files struct {
	client *minio.Client
	bucket string // "" reads each old bucket as the S3 bucket of its name
	prefix string
}

func (f *s3Files) Open(ctx context.Context, bucket, name string) (io.ReadCloser, error) {
	p, ok := cleanName(bucket, name)
	if !ok {
		return nil, errMissing
	}
	b, key := f.bucket, f.prefix+p
	if b == "" {
		b, key = bucket, strings.TrimPrefix(p, bucket+"/")
	}
	obj, err := f.client.GetObject(ctx, b, key, minio.GetObjectOptions{})
	if err == nil {
		_, err = obj.Stat()
	}
	if err != nil {
		if code := minio.ToErrorResponse(err).Code; code == "NoSuchKey" || code == "NoSuchBucket" || code == "NotFound" {
			return nil, errMissing
		}
		return nil, fmt.Errorf("reading %s/%s from the old storage: %w", bucket, name, err)
	}
	return obj, nil
}

func (f *s3Files) Describe() string {
	if f.bucket == "" {
		return "the S3 buckets at " + f.client.EndpointURL().String()
	}
	return "S3 bucket " + f.bucket + strings.TrimSuffix("/"+f.prefix, "/") + " at " + f.client.EndpointURL().String()
}

// webFiles reads public buckets over the web, at the addresses the old site
// itself linked: {base}/storage/v1/object/public/{bucket}/{name}.
type webFiles struct {
	base   string
	client *http.Client
}

func (f *webFiles) Open(ctx context.Context, bucket, name string) (io.ReadCloser, error) {
	p, ok := cleanName(bucket, name)
	if !ok {
		return nil, errMissing
	}
	address := f.base + storagePaths[0] + (&url.URL{Path: p}).EscapedPath()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, address, nil)
	if err != nil {
		return nil, err
	}
	res, err := f.client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", address, err)
	}
	switch {
	case res.StatusCode == http.StatusOK:
		return res.Body, nil
	case res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusBadRequest:
		// The hosted storage answers 400 for an object it does not have.
		res.Body.Close()
		return nil, errMissing
	default:
		res.Body.Close()
		return nil, fmt.Errorf("reading %s: the old storage answered %s", address, res.Status)
	}
}

func (f *webFiles) Describe() string { return "the public buckets at " + f.base }
