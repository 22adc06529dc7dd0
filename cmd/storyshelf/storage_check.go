package main

import (
	"context"

	"github.com/storyshelf/storyshelf/internal/worker"
)

func storageCheckCommand() command {
	return command{
		name:    "storage check",
		summary: "list files the database names but storage lacks, and stored\nfiles nothing names, as JSON",
		about:   "Compare the database with the file storage and print, as JSON, the files the\ndatabase names that the storage lacks (\"missing\") and the stored files\nnothing names (\"unreferenced\"). Changes nothing.",
		needs:   needStore,
		run: func(ctx context.Context, c *call) error {
			report, err := worker.CheckStorage(ctx, c.data.Store, c.data.Blobs)
			if err != nil {
				return err
			}
			return printJSON(c.stdout, report)
		},
	}
}
