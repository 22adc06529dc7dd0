package main

import (
	"context"
	"fmt"

	"github.com/storyshelf/storyshelf/internal/demo"
)

func demoCommand() command {
	return command{
		name:    "demo",
		summary: "load the demo catalogue (books, files, reviews...), then exit",
		about:   "Load the demo catalogue: books with drawn covers, free materials, reviews,\nupcoming books, videos and songs, a kindness kit and an author profile.\nRunning it again adds only what is missing.",
		needs:   needStore,
		run: func(ctx context.Context, c *call) error {
			sum, err := demo.Load(ctx, c.data.Store, c.data.Blobs)
			if err != nil {
				return fmt.Errorf("demo: %w", err)
			}
			fmt.Fprintf(c.stdout, "Demo content loaded: %s.\n", sum)
			return nil
		},
	}
}
