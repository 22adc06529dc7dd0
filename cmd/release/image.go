package main

import (
	"fmt"
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
// it owns.
func (b Build) ImageContext(dir, goarch string) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	for _, d := range []string{"data", "tmp"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			return err
		}
	}
	if err := b.compile("linux", goarch, filepath.Join(dir, "storyshelf")); err != nil {
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
