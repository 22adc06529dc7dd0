package main

import (
	"context"
	"flag"
	"io"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func outboxCommand() command {
	limit := new(int)
	return command{
		name:    "outbox",
		summary: "print the latest emails (sent, waiting or failed) and failed\nemail-list syncs as JSON: outbox [--limit N]",
		about:   "Print the latest emails in the outbox (sent, waiting, failed or only logged)\nand the email-list syncs that failed, as JSON.",
		flags: func(fs *flag.FlagSet) {
			fs.IntVar(limit, "limit", 20, "how many emails")
		},
		needs: needStore,
		run: func(ctx context.Context, c *call) error {
			return printOutbox(ctx, c.data.Store, *limit, c.stdout)
		},
	}
}

// printOutbox writes the latest mail and the failed email-list syncs.
func printOutbox(ctx context.Context, st *store.Store, limit int, w io.Writer) error {
	mails, err := st.Outbox(ctx, limit)
	if err != nil {
		return err
	}
	failed, err := st.Jobs(ctx, storyshelf.JobFailed, limit)
	if err != nil {
		return err
	}
	return printJSON(w, struct {
		Mail       []storyshelf.OutboxMail `json:"mail"`
		FailedSync []storyshelf.Job        `json:"failedSync"`
	}{mails, failed})
}
