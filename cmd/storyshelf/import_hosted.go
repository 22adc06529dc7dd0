package main

import (
	"context"
	"database/sql"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/storyshelf/storyshelf/internal/hosted"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func importHostedCommand() command {
	database, files, dryRun, withSamples := new(string), new(string), new(bool), new(bool)
	return command{
		name:     "import-hosted",
		synopsis: "--database postgres://… --files https://…|DIR|s3://… [--dry-run] [--with-samples]",
		summary:  "move in from the hosted site: its tables and files, every id kept",
		about:    "Move a site in from the hosted system: read its PostgreSQL tables (--database)\nand the files of its storage buckets (--files: its address, https://…, whose\npublic buckets are read over the web; a folder with one folder per bucket;\ns3://bucket/folder?endpoint=… holding them as folders; or s3://?endpoint=…\nwhere each is a bucket, keys from IMPORT_ACCESS_KEY_ID and\nIMPORT_SECRET_ACCESS_KEY, else AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) into\nthis new, empty site. Every id is kept, so old addresses keep working. Run it\nwith --dry-run first: it reports what would come in and every problem, and\nwrites nothing. The real run writes everything or nothing; running it again\nchanges nothing.",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(database, "database", "", "the hosted site's database, postgres://… (required)")
			fs.StringVar(files, "files", "", "the hosted site's files: its https:// address, a folder, or an s3:// address (required)")
			fs.BoolVar(dryRun, "dry-run", false, "report what would come in and every problem; write nothing")
			fs.BoolVar(withSamples, "with-samples", false, "also bring in the sample videos and songs the old site added")
		},
		needs: needConfig, // and the store, opened below unless this is a dry run
		run: func(ctx context.Context, c *call) error {
			if *dryRun { // reads the old site only: this one is not touched
				return importHosted(ctx, nil, *database, *files, true, *withSamples, c.getenv, c.stdout)
			}
			d, err := openData(ctx, c.cfg, c.logger)
			if err != nil {
				return err
			}
			defer d.Close()
			ctx = storyshelf.WithActor(ctx, storyshelf.ActorImport) // History names who brought it in
			return importHosted(ctx, d, *database, *files, false, *withSamples, c.getenv, c.stdout)
		},
	}
}

// importHosted runs import-hosted into the site d holds; d is nil for a dry
// run, which needs no site.
func importHosted(ctx context.Context, d *Data, database, files string, dryRun, withSamples bool, getenv func(string) string, stdout io.Writer) error {
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
	if d != nil {
		im.Store, im.Blobs, site = d.Store, d.Blobs, d.Config.SiteURL()
	}
	report, err := im.Run(ctx)
	if err != nil {
		return err
	}
	report.Site = site
	report.Write(stdout)
	return nil
}
