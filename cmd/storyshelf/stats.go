package main

import (
	"context"
	"encoding/json"
	"flag"
	"io"

	"github.com/storyshelf/storyshelf/internal/store"
)

func statsCommand() command {
	days := new(int)
	return command{
		name:    "stats",
		summary: "print visitor statistics as JSON: stats [--days N]",
		about:   "Print the site's own cookie-less statistics as JSON: visits and unique visitors\nper day, top pages, top books, kit downloads and form submissions, where visitors\ncame from, devices, store clicks and each book's funnel, beside the days before.",
		flags: func(fs *flag.FlagSet) {
			fs.IntVar(days, "days", 30, "how many days back, today included")
		},
		needs: needStore,
		run: func(ctx context.Context, c *call) error {
			return printStats(ctx, c.data.Store, *days, c.stdout)
		},
	}
}

// printStats writes the last days of statistics as indented JSON: the same
// report the owner's statistics page shows.
func printStats(ctx context.Context, st *store.Store, days int, w io.Writer) error {
	r, err := st.Statistics(ctx, days, 20)
	if err != nil {
		return err
	}
	return printJSON(w, r)
}

// printJSON writes v as indented JSON, for a person or a script to read.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
