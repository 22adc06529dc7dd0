// Package webui embeds the built React app. `make web` (Vite) writes the
// build into dist/; the folder is kept in git with only a .gitkeep so the Go
// code compiles before the first web build.
package webui

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// FS is the built app: index.html at its root, hashed files under assets/.
func FS() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the embed pattern guarantees dist exists
	}
	return sub
}
