package main

import (
	"context"
	"encoding/json"
	"io"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// report is what `storyshelf stats` prints.
type report struct {
	From      string                `json:"from"`
	To        string                `json:"to"`
	Days      []storyshelf.DayCount `json:"days"`
	Pages     []storyshelf.Count    `json:"pages"`
	Books     []storyshelf.Count    `json:"books"`
	Downloads []storyshelf.Count    `json:"downloads"`
	Forms     []storyshelf.Count    `json:"forms"`
}

// printStats writes the last days of statistics as indented JSON.
func printStats(ctx context.Context, st *store.Store, days int, w io.Writer) error {
	to := st.Now().UTC()
	from := to.AddDate(0, 0, -max(days, 1)+1)
	r := report{From: from.Format(time.DateOnly), To: to.Format(time.DateOnly)}
	var err error
	if r.Days, err = st.VisitsByDay(ctx, r.From, r.To); err != nil {
		return err
	}
	if r.Pages, err = st.TopPages(ctx, r.From, r.To, 20); err != nil {
		return err
	}
	if r.Books, err = st.TopBooks(ctx, r.From, r.To, 20); err != nil {
		return err
	}
	if r.Downloads, err = st.Downloads(ctx, r.From, r.To, 20); err != nil {
		return err
	}
	if r.Forms, err = st.FormSubmissions(ctx, r.From, r.To); err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
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
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Mail       []storyshelf.OutboxMail `json:"mail"`
		FailedSync []storyshelf.Job        `json:"failedSync"`
	}{mails, failed})
}
