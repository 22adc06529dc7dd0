package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// The image's user: not root, and the same number everywhere so a volume
// made by one version is writable by the next.
const imageUID = "65532"

// caBundle is where Debian's ca-certificates package keeps the bundle the
// image needs to reach SMTP, S3 and MailerLite over TLS.
const caBundle = "/etc/ssl/certs/ca-certificates.crt"

// ImageContext fills dir with what the Containerfile copies into an image
// FROM scratch: the static linux binary built as for a release, the CA
// bundle, a passwd and group naming the user, and the empty /data and /tmp
// it owns. A binary already built that way (prebuilt, make build's) is
// copied instead of compiled a second time.
func (b Build) ImageContext(dir, goarch, prebuilt string) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	for _, d := range []string{"data", "tmp"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			return err
		}
	}
	bin := filepath.Join(dir, "storyshelf")
	if prebuilt != "" {
		if err := copyFile(prebuilt, bin, 0o755); err != nil {
			return err
		}
	} else if err := b.compile("linux", goarch, bin); err != nil {
		return err
	}
	ca, err := os.ReadFile(caBundle)
	if err != nil {
		return fmt.Errorf("the image needs CA certificates (apt-get install ca-certificates): %w", err)
	}
	files := map[string]string{
		"ca-certificates.crt": string(ca),
		"passwd":              "root:x:0:0:root:/:/sbin/nologin\nstoryshelf:x:" + imageUID + ":" + imageUID + ":Storyshelf:/data:/sbin/nologin\n",
		"group":               "root:x:0:\nstoryshelf:x:" + imageUID + ":\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// copyFile copies from to a new file to with mode.
func copyFile(from, to string, mode os.FileMode) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}
