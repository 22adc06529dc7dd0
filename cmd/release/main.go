// Command release builds Storyshelf for each platform and packs each build
// with the README and LICENSE into an archive (.tar.gz, or .zip for
// Windows), then writes SHA256SUMS. The same source gives the same bytes:
// builds use -trimpath and no build id, and archives carry fixed times,
// owners and order, the commit's time rather than the clock's.
//
// Usage (make release runs it after the web build):
//
//	go run ./cmd/release -version v1.2.3 -commit SHA -date 2026-11-24T01:02:03Z -out release linux/amd64 …
//
// With -image-context DIR it instead fills DIR with what the Containerfile
// copies into the container image (make image); -binary then names a
// linux binary already built as a release builds it (make build), which is
// copied rather than built again.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"
)

func main() {
	version := flag.String("version", "dev", "the version the binaries print")
	commit := flag.String("commit", "unknown", "the commit they were built from")
	date := flag.String("date", "", "the commit's time, RFC 3339: the build date and every archive entry's time")
	out := flag.String("out", "release", "the folder for the archives and SHA256SUMS")
	image := flag.String("image-context", "", "instead of archives, fill this folder with what the Containerfile copies (make image)")
	arch := flag.String("arch", runtime.GOARCH, "the image's architecture, with -image-context")
	binary := flag.String("binary", "", "with -image-context, a linux binary of -arch built as a release builds it, copied instead of built")
	flag.Parse()
	when, err := time.Parse(time.RFC3339, *date)
	if err != nil {
		fmt.Fprintf(os.Stderr, "release: -date must be an RFC 3339 time, such as git log -1 --format=%%cI prints\n")
		os.Exit(2)
	}
	b := Build{Version: *version, Commit: *commit, Date: when.UTC(), Out: *out}
	if *image != "" {
		err = b.ImageContext(*image, *arch, *binary)
	} else {
		err = b.Run(flag.Args())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}
