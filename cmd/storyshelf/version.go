package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
)

func versionCommand() command {
	return command{
		name:    "version",
		summary: "print the version, commit and build date",
		about:   "Print the version, commit and build date.",
		run: func(ctx context.Context, c *call) error {
			printVersion(c.stdout)
			return nil
		},
	}
}

// Set by the release build (make release) with -ldflags "-X main.version=…":
// a release names itself; any other build falls back to what Go recorded.
var (
	version = ""
	commit  = ""
	date    = ""
)

// buildInfo answers the version, commit and build date: the release's own,
// or the module version and VCS stamp Go embeds in a build from a checkout,
// or "dev" and "unknown".
func buildInfo() (v, c, d string) {
	v, c, d = version, commit, date
	if info, ok := debug.ReadBuildInfo(); ok {
		if v == "" && info.Main.Version != "" && info.Main.Version != "(devel)" {
			v = info.Main.Version
		}
		for _, s := range info.Settings {
			switch {
			case s.Key == "vcs.revision" && c == "":
				c = s.Value
			case s.Key == "vcs.time" && d == "":
				d = s.Value
			case s.Key == "vcs.modified" && s.Value == "true" && version == "":
				c += " (with changes not committed)"
			}
		}
	}
	if v == "" {
		v = "dev"
	}
	if c == "" {
		c = "unknown"
	}
	if d == "" {
		d = "unknown"
	}
	return v, c, d
}

func printVersion(w io.Writer) {
	v, c, d := buildInfo()
	fmt.Fprintf(w, "storyshelf %s\ncommit %s\nbuilt %s with %s for %s/%s\n", v, c, d, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}
