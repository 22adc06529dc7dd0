// Command release builds Storyshelf for each platform and packs each build
// with the README and LICENSE into an archive (.tar.gz, or .zip for
// Windows), then writes SHA256SUMS. The same source gives the same bytes:
// builds use -trimpath and no build id, and archives carry fixed times,
// owners and order, the commit's time rather than the clock's.
//
// Usage (make release runs it after the web build):
//
//	go run ./cmd/release -version v1.2.3 -commit SHA -date 2026-11-24T01:02:03Z -out release linux/amd64 …
package main

import (
	"flag"
	"fmt"
	"os"
	"time"
)

func main() {
	version := flag.String("version", "dev", "the version the binaries print")
	commit := flag.String("commit", "unknown", "the commit they were built from")
	date := flag.String("date", "", "the commit's time, RFC 3339: the build date and every archive entry's time")
	out := flag.String("out", "release", "the folder for the archives and SHA256SUMS")
	flag.Parse()
	when, err := time.Parse(time.RFC3339, *date)
	if err != nil {
		fmt.Fprintf(os.Stderr, "release: -date must be an RFC 3339 time, such as git log -1 --format=%%cI prints\n")
		os.Exit(2)
	}
	b := Build{Version: *version, Commit: *commit, Date: when.UTC(), Out: *out}
	if err := b.Run(flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}
