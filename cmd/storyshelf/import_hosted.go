package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"

	"github.com/storyshelf/storyshelf/internal/hosted"
	"github.com/storyshelf/storyshelf/internal/store"
)

// importHosted runs import-hosted; m is nil for a dry run, which needs no
// site.
func importHosted(ctx context.Context, m *Main, database, files string, dryRun, withSamples bool, getenv func(string) string, stdout io.Writer) error {
	if !store.IsPostgresURL(database) {
		return errors.New("--database must be the hosted site's postgres://… address (its dashboard shows it as the connection string)")
	}
	if files == "" {
		return errors.New("--files must name the hosted site's files: its https:// address, a folder with one folder per bucket, or an s3:// address")
	}
	key, secret := getenv("IMPORT_ACCESS_KEY_ID"), getenv("IMPORT_SECRET_ACCESS_KEY")
	if key == "" {
		key, secret = getenv("AWS_ACCESS_KEY_ID"), getenv("AWS_SECRET_ACCESS_KEY")
	}
	source, err := hosted.OpenFiles(files, key, secret)
	if err != nil {
		return err
	}
	old, err := sql.Open("pgx", database)
	if err != nil {
		return fmt.Errorf("--database: %w", err)
	}
	defer old.Close()
	if err := old.PingContext(ctx); err != nil {
		return fmt.Errorf("--database: the hosted site's database does not answer: %w", err)
	}
	im := &hosted.Import{Old: old, Files: source, WithSamples: withSamples, DryRun: dryRun}
	site := ""
	if m != nil {
		im.Store, im.Blobs, site = m.Store, m.Blobs, m.Config.SiteURL()
	}
	report, err := im.Run(ctx)
	if err != nil {
		return err
	}
	report.Site = site
	report.Write(stdout)
	return nil
}
