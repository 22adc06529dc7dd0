package blob

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// S3 keeps files in a bucket of any S3-compatible storage. The bucket stays
// private: visitors reach public files through /files/ and kit files through
// signed download links, both served by Storyshelf, never by a bucket
// address.
type S3 struct {
	client *minio.Client
	bucket string
	prefix string // "" or "some/folder/": where in the bucket the keys live
}

// NewS3 connects to the storage an address such as STORAGE_URL names:
// s3://bucket[/prefix]?endpoint=https://host:port&region=… (the endpoint
// defaults to AWS). With a prefix every key lives under it, so one bucket can
// hold, say, a site's files and another site's backups. Keys come from
// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.
func NewS3(storageURL, accessKey, secretKey string) (*S3, error) {
	client, bucket, prefix, err := DialS3(storageURL, accessKey, secretKey)
	if err != nil {
		return nil, err
	}
	if bucket == "" {
		return nil, fmt.Errorf("an S3 address must look like s3://bucket?endpoint=https://s3.example.com&region=eu-west-1")
	}
	if prefix != "" && !ValidKey(strings.TrimSuffix(prefix, "/")) {
		return nil, fmt.Errorf("the folder %q in the S3 address must be letters, digits, '-', '_', '.' and '/'", strings.TrimSuffix(prefix, "/"))
	}
	return &S3{client: client, bucket: bucket, prefix: prefix}, nil
}

// DialS3 sets up a client for an s3:// address and answers the bucket it
// names ("" when it names none) and the folder in it ("" or "some/folder/").
func DialS3(storageURL, accessKey, secretKey string) (client *minio.Client, bucket, prefix string, err error) {
	u, err := url.Parse(storageURL)
	if err != nil || u.Scheme != "s3" {
		return nil, "", "", fmt.Errorf("an S3 address must look like s3://bucket?endpoint=https://s3.example.com&region=eu-west-1")
	}
	if prefix = strings.Trim(u.Path, "/"); prefix != "" {
		prefix += "/"
	}
	q := u.Query()
	endpoint, secure := "s3.amazonaws.com", true
	if e := q.Get("endpoint"); e != "" {
		eu, err := url.Parse(e)
		if err != nil || (eu.Scheme != "http" && eu.Scheme != "https") || eu.Host == "" {
			return nil, "", "", fmt.Errorf("STORAGE_URL endpoint %q must be an http:// or https:// address", e)
		}
		endpoint, secure = eu.Host, eu.Scheme == "https"
	}
	if accessKey == "" || secretKey == "" {
		return nil, "", "", fmt.Errorf("STORAGE_URL needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY")
	}
	client, err = minio.New(endpoint, &minio.Options{
		Creds:        credentials.NewStaticV4(accessKey, secretKey, ""),
		Secure:       secure,
		Region:       q.Get("region"),
		BucketLookup: minio.BucketLookupPath, // works with every S3-compatible server
	})
	if err != nil {
		return nil, "", "", fmt.Errorf("blob: unable to set up S3: %w", err)
	}
	return client, u.Host, prefix, nil
}

// Put streams r to the bucket; objects larger than a part are sent in parts.
func (s *S3) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	if !ValidKey(key) {
		return fmt.Errorf("blob: invalid key %q", key)
	}
	_, err := s.client.PutObject(ctx, s.bucket, s.prefix+key, r, size, minio.PutObjectOptions{ContentType: contentType})
	if err != nil {
		return fmt.Errorf("blob: unable to store %s: %w", key, err)
	}
	return nil
}

// Open returns the object; reads and seeks fetch ranges as they are needed,
// so serving part of a large file reads only that part.
func (s *S3) Open(ctx context.Context, key string) (File, error) {
	if !ValidKey(key) {
		return nil, errNotFound()
	}
	obj, err := s.client.GetObject(ctx, s.bucket, s.prefix+key, minio.GetObjectOptions{})
	if err != nil {
		return nil, fmt.Errorf("blob: unable to open %s: %w", key, err)
	}
	info, err := obj.Stat()
	if err != nil {
		obj.Close()
		if isNotFound(err) {
			return nil, errNotFound()
		}
		return nil, fmt.Errorf("blob: unable to open %s: %w", key, err)
	}
	return s3File{Object: obj, info: info}, nil
}

func isNotFound(err error) bool {
	resp := minio.ToErrorResponse(err)
	return resp.StatusCode == http.StatusNotFound || resp.Code == "NoSuchKey"
}

type s3File struct {
	*minio.Object
	info minio.ObjectInfo
}

func (f s3File) Size() int64        { return f.info.Size }
func (f s3File) ModTime() time.Time { return f.info.LastModified }

// Delete removes the object; a missing one is not an error.
func (s *S3) Delete(ctx context.Context, key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("blob: invalid key %q", key)
	}
	if err := s.client.RemoveObject(ctx, s.bucket, s.prefix+key, minio.RemoveObjectOptions{}); err != nil && !isNotFound(err) {
		return fmt.Errorf("blob: unable to delete %s: %w", key, err)
	}
	return nil
}

// Check reports whether the bucket answers.
func (s *S3) Check(ctx context.Context) error {
	ok, err := s.client.BucketExists(ctx, s.bucket)
	if err == nil && !ok {
		err = fmt.Errorf("blob: bucket %s does not exist", s.bucket)
	}
	return err
}

// Describe names the storage for the start-up log.
func (s *S3) Describe() string {
	return "S3 bucket " + s.bucket + strings.TrimSuffix("/"+s.prefix, "/") + " at " + strings.TrimSuffix(s.client.EndpointURL().String(), "/")
}

// List lists the objects under folder.
func (s *S3) List(ctx context.Context, folder string, fn func(Info) error) error {
	ctx, cancel := context.WithCancel(ctx) // stops the listing when fn fails
	defer cancel()
	for obj := range s.client.ListObjects(ctx, s.bucket, minio.ListObjectsOptions{Prefix: s.prefix + folder + "/", Recursive: true}) {
		if obj.Err != nil {
			return fmt.Errorf("blob: unable to list %s: %w", folder, obj.Err)
		}
		if err := fn(Info{Key: strings.TrimPrefix(obj.Key, s.prefix), Size: obj.Size, ModTime: obj.LastModified}); err != nil {
			return err
		}
	}
	return nil
}
