package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/storyshelf/storyshelf/internal/config"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/worker"
)

func migrateCommand() command {
	dryRun := new(bool)
	return command{
		name:    "migrate",
		summary: "bring the database schema up to date, then exit (a site in use is\nbacked up first); migrate --dry-run lists what would change",
		about:   "Bring the database schema up to date and exit. A database in use is backed up\nfirst, as on every start after an upgrade. With --dry-run, list what would change.",
		flags: func(fs *flag.FlagSet) {
			fs.BoolVar(dryRun, "dry-run", false, "list the migrations that would be applied, and change nothing")
		},
		needs: needConfig, // and the store, opened below: a dry run opens it without migrating
		run: func(ctx context.Context, c *call) error {
			if *dryRun {
				return migrateDryRun(ctx, c.cfg, c.stdout)
			}
			d, err := openData(ctx, c.cfg, c.logger) // opening migrates
			if err != nil {
				return err
			}
			return d.Close()
		},
	}
}

// migrateDryRun says what migrate would do, and creates nothing: not even a
// SQLite file that is not there yet.
func migrateDryRun(ctx context.Context, cfg config.Config, w io.Writer) error {
	if file := strings.TrimPrefix(cfg.DatabaseURL, "sqlite://"); !store.IsPostgresURL(file) {
		if _, err := os.Stat(file); errors.Is(err, os.ErrNotExist) { // opening would create it
			fmt.Fprintf(w, "There is no database yet at %s: starting Storyshelf creates it. Nothing was changed.\n", file)
			return nil
		}
	}
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	return printPending(ctx, cfg, st, w)
}

// printPending is migrate --dry-run: what upgrade would do, changing nothing.
func printPending(ctx context.Context, cfg config.Config, st *store.Store, w io.Writer) error {
	pending, err := st.Pending(ctx)
	if err != nil {
		return err
	}
	used, err := st.Used(ctx)
	if err != nil {
		return err
	}
	if len(pending) == 0 {
		v, err := st.SchemaVersion(ctx)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "The database is up to date (version %s). Nothing would change.\n", v)
		return nil
	}
	if used {
		v, err := st.SchemaVersion(ctx)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "The database is at version %s. Starting this Storyshelf would apply %d migration(s):\n", v, len(pending))
	} else {
		fmt.Fprintf(w, "The database is new. Starting this Storyshelf would create it with %d migration(s):\n", len(pending))
	}
	for _, m := range pending {
		fmt.Fprintf(w, "  %s  %s\n", m.Version, m.About)
	}
	if used {
		where := "DATA_DIR (" + cfg.DataDir + ")"
		switch {
		case cfg.BackupDir != "":
			where = cfg.BackupDir
		case cfg.StorageURL != "":
			where = "the site's bucket, never served on the web"
		}
		fmt.Fprintf(w, "A backup of the whole site would be written first, under %s/ in %s.\n", worker.BackupFolder, where)
	}
	fmt.Fprintln(w, "Nothing was changed.")
	return nil
}
