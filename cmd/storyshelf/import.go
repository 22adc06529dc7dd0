package main

import (
	"context"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func importCommand() command {
	return command{
		name:    "import",
		arg:     "FILE",
		summary: "load an archive into a new, empty site",
		about:   "Load an archive written by export into this site, which must be new and empty.\nThe archive is checked first; a damaged one is refused and changes nothing.",
		needs:   needStore,
		run: func(ctx context.Context, c *call) error {
			ctx = storyshelf.WithActor(ctx, storyshelf.ActorImport) // History names who brought it in
			man, err := archive.Import(ctx, c.arg, c.data.Store, c.data.Blobs)
			if err != nil {
				return err
			}
			return printManifest(c.stdout, "Imported", man)
		},
	}
}
