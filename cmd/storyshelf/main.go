// Command storyshelf runs the Storyshelf website: the JSON API, stored files
// and the React app, on SQLite by default or PostgreSQL.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/storyshelf/storyshelf/internal/archive"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/config"
	"github.com/storyshelf/storyshelf/internal/demo"
	"github.com/storyshelf/storyshelf/internal/emaillist"
	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/webui"
	"github.com/storyshelf/storyshelf/internal/worker"
)

const usage = `Storyshelf: the website of a children's book author.

Usage:
  storyshelf [command] [--help]

Commands:
  serve     run the website (the default command)
  migrate   bring the database schema up to date, then exit (a site in use is
            backed up first); migrate --dry-run lists what would change
  demo      load the demo catalogue (books, files, reviews...), then exit
  stats     print visitor statistics as JSON: stats [--days N]
  export FILE      write the whole site to one archive (while it keeps serving)
  import FILE      load an archive into a new, empty site
  verify FILE      check an archive's checksums and say what it holds
  import-hosted --database postgres://… --files https://…|DIR|s3://… [--dry-run] [--with-samples]
            move in from the hosted site: its tables and files, every id kept
  storage check
            list files the database names but storage lacks, and stored
            files nothing names, as JSON
  outbox    print the latest emails (sent, waiting or failed) and failed
            email-list syncs as JSON: outbox [--limit N]
  version   print the version, commit and build date
  healthcheck
            ask the running site on STORYSHELF_ADDR for /healthz; exits 1 unless
            it is healthy (the container image's HEALTHCHECK)
  admin create --email E [--password-file F]
            create an admin account (asks for the password if no file is given)
  admin reset-password --email E [--password-file F]
            set a new password for an admin locked out without mail

Settings come from the environment:
  STORYSHELF_ADDR   address to listen on (default :8080)
  DATA_DIR          folder for the SQLite file and stored files (default ./data)
  DATABASE_URL      postgres://... for PostgreSQL (default: SQLite in DATA_DIR);
                    DATABASE_URL_FILE reads it from a file
  STORAGE_URL       s3://bucket?endpoint=https://host&region=... for S3-compatible
                    storage (default: the files folder in DATA_DIR); keys from
                    AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (_FILE too)
  PUBLIC_URL        the site's public address, e.g. https://books.example.com, used in
                    mails, canonical URLs and the sitemap (default: the listen address,
                    e.g. http://localhost:8080; never the address a request names)
  TRUSTED_PROXIES   addresses or CIDR ranges of your reverse proxies, e.g. 127.0.0.1,
                    10.0.0.0/8; only their X-Forwarded-For / X-Forwarded-Proto are
                    believed (default: none)
  SMTP_URL          smtp://user:password@host:587 (STARTTLS) or smtps://...:465;
                    unset: mail is logged and kept in the outbox (SMTP_URL_FILE too)
  MAIL_FROM         the From address (default no-reply@PUBLIC_URL's host); the name
                    shown is the one set in Admin → Settings → Emails
  OWNER_EMAIL       where contact-form messages are sent
  MAILERLITE_API_KEY           sync subscribers to MailerLite (MAILERLITE_API_KEY_FILE too)
  MAILERLITE_NEWSLETTER_GROUP  the MailerLite group newsletter subscribers join
  BACKUP_EVERY      write a backup archive this often, e.g. 24h (default: never)
  BACKUP_KEEP       how many backups to keep (default 7)
  BACKUP_DIR        folder for backups, or s3://bucket/prefix?endpoint=… (same keys
                    as STORAGE_URL) (default: DATA_DIR/backups, never served on
                    the web; with STORAGE_URL, the bucket's private backups/)
  METRICS_TOKEN     turns on Prometheus metrics at /metrics for scrapers sending
                    "Authorization: Bearer <token>" (METRICS_TOKEN_FILE too)
  EVENT_RETENTION_DAYS    raw analytics older than this become daily totals
                          (default 90; 0 keeps them)
  MESSAGE_RETENTION_DAYS  contact messages older than this are deleted
                          (default 0: kept until you delete them)
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "storyshelf:", err)
			keepOpen(ownWindow(), os.Stdin, os.Stderr)
		}
		os.Exit(exitCode(err))
	}
}

func exitCode(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 1
}

// run parses the command line and runs one command until ctx ends.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 && (args[0] == "--version" || args[0] == "-version") {
		args[0] = "version"
	}
	cmd, named := "serve", false
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		cmd, args, named = args[0], args[1:], true
	}
	if cmd == "admin" && len(args) > 0 && (args[0] == "create" || args[0] == "reset-password") {
		cmd, args = "admin "+args[0], args[1:]
	}
	if cmd == "storage" && len(args) > 0 && args[0] == "check" {
		cmd, args = "storage check", args[1:]
	}
	var desc string
	switch cmd {
	case "serve":
		desc = "Run the website. The database schema is brought up to date first."
	case "migrate":
		desc = "Bring the database schema up to date and exit. A database in use is backed up\nfirst, as on every start after an upgrade. With --dry-run, list what would change."
	case "demo":
		desc = "Load the demo catalogue: books with drawn covers, free materials, reviews,\nupcoming books, videos and songs, a kindness kit and an author profile.\nRunning it again adds only what is missing."
	case "stats":
		desc = "Print the site's own cookie-less statistics as JSON: visits and unique visitors\nper day, top pages, top books, kit downloads and form submissions."
	case "outbox":
		desc = "Print the latest emails in the outbox (sent, waiting, failed or only logged)\nand the email-list syncs that failed, as JSON."
	case "admin create":
		desc = "Create an admin account. The password is read from --password-file, or asked for\n(without echo) when run in a terminal, or read from the first line of standard input."
	case "admin reset-password":
		desc = "Set a new password for an admin account; every session of the account ends.\nThe password is read as for admin create."
	case "export":
		desc = "Write the whole site to FILE: every table as JSON Lines, every stored file and\na manifest with checksums. The site may keep serving meanwhile."
	case "import":
		desc = "Load an archive written by export into this site, which must be new and empty.\nThe archive is checked first; a damaged one is refused and changes nothing."
	case "verify":
		desc = "Check every checksum of an archive and report what it holds, without touching\na site."
	case "import-hosted":
		desc = "Move a site in from the hosted system: read its PostgreSQL tables (--database)\nand the files of its storage buckets (--files: its address, https://…, whose\npublic buckets are read over the web; a folder with one folder per bucket;\ns3://bucket/folder?endpoint=… holding them as folders; or s3://?endpoint=…\nwhere each is a bucket, keys from IMPORT_ACCESS_KEY_ID and\nIMPORT_SECRET_ACCESS_KEY, else AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) into\nthis new, empty site. Every id is kept, so old addresses keep working. Run it\nwith --dry-run first: it reports what would come in and every problem, and\nwrites nothing. The real run writes everything or nothing; running it again\nchanges nothing."
	case "storage check":
		desc = "Compare the database with the file storage and print, as JSON, the files the\ndatabase names that the storage lacks (\"missing\") and the stored files\nnothing names (\"unreferenced\"). Changes nothing."
	case "healthcheck":
		desc = "Ask the site running on STORYSHELF_ADDR for /healthz. Exits 0 when it answers\n200 OK, else 1. The container image's HEALTHCHECK runs it."
	case "help":
		fmt.Fprint(stdout, usage)
		return nil
	case "version":
		printVersion(stdout)
		return nil
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", cmd)
	}
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(stdout)
	fs.Usage = func() {
		if !named { // "storyshelf --help" explains every command
			fmt.Fprint(stdout, usage+"\n")
		}
		fmt.Fprintf(stdout, "Usage: storyshelf %s\n\n%s\n\n", cmd, desc)
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fs.PrintDefaults()
			fmt.Fprintln(stdout)
		}
		fmt.Fprintln(stdout, "Settings are read from the environment; see storyshelf help.")
	}
	days, email, passwordFile := new(int), new(string), new(string)
	if cmd == "stats" {
		fs.IntVar(days, "days", 30, "how many days back, today included")
	}
	dryRun := new(bool)
	if cmd == "migrate" {
		fs.BoolVar(dryRun, "dry-run", false, "list the migrations that would be applied, and change nothing")
	}
	oldDatabase, oldFiles, withSamples := new(string), new(string), new(bool)
	if cmd == "import-hosted" {
		fs.StringVar(oldDatabase, "database", "", "the hosted site's database, postgres://… (required)")
		fs.StringVar(oldFiles, "files", "", "the hosted site's files: its https:// address, a folder, or an s3:// address (required)")
		fs.BoolVar(dryRun, "dry-run", false, "report what would come in and every problem; write nothing")
		fs.BoolVar(withSamples, "with-samples", false, "also bring in the sample videos and songs the old site added")
	}
	limit := new(int)
	if cmd == "outbox" {
		fs.IntVar(limit, "limit", 20, "how many emails")
	}
	if strings.HasPrefix(cmd, "admin ") {
		fs.StringVar(email, "email", "", "the account's email address (required)")
		fs.StringVar(passwordFile, "password-file", "", "read the password from this file")
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	var file string
	switch cmd {
	case "export", "import", "verify":
		if fs.NArg() != 1 {
			fs.Usage()
			return fmt.Errorf("%s needs one FILE", cmd)
		}
		file = fs.Arg(0)
	}
	if cmd == "verify" { // no site needed
		m, err := archive.Verify(file)
		if err != nil {
			return err
		}
		return printManifest(stdout, "The archive is whole", m)
	}

	cfg, err := config.Load(getenv)
	if err != nil {
		return err
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	if cmd == "import-hosted" && *dryRun { // reads the old site only: this one is not touched
		return importHosted(ctx, nil, *oldDatabase, *oldFiles, true, *withSamples, getenv, stdout)
	}
	if cmd == "healthcheck" {
		return healthcheck(ctx, cfg.Addr, stdout)
	}
	logger := slog.New(slog.NewTextHandler(stderr, nil))
	if cmd == "migrate" && *dryRun {
		if file := strings.TrimPrefix(cfg.DatabaseURL, "sqlite://"); !store.IsPostgresURL(file) {
			if _, err := os.Stat(file); errors.Is(err, os.ErrNotExist) { // opening would create it
				fmt.Fprintf(stdout, "There is no database yet at %s: starting Storyshelf creates it. Nothing was changed.\n", file)
				return nil
			}
		}
		st, err := store.Open(ctx, cfg.DatabaseURL)
		if err != nil {
			return err
		}
		defer st.Close()
		return printPending(ctx, cfg, st, stdout)
	}

	var ln net.Listener
	if cmd == "serve" {
		if ln, err = listen(cfg.Addr); err != nil {
			return err
		}
		defer ln.Close()
	}
	m, err := open(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer m.Close()

	switch cmd {
	case "migrate":
		return nil // open already migrated
	case "stats":
		return printStats(ctx, m.Store, *days, stdout)
	case "outbox":
		return printOutbox(ctx, m.Store, *limit, stdout)
	case "storage check":
		return printStorageCheck(ctx, m.Store, m.Blobs, stdout)
	case "export":
		return exportSite(ctx, m, file, stdout)
	case "import-hosted":
		return importHosted(ctx, m, *oldDatabase, *oldFiles, *dryRun, *withSamples, getenv, stdout)
	case "import":
		man, err := archive.Import(ctx, file, m.Store, m.Blobs)
		if err != nil {
			return err
		}
		return printManifest(stdout, "Imported", man)
	case "admin create", "admin reset-password":
		return adminCommand(ctx, m.Store, cmd, *email, *passwordFile, stdin, stdout)
	case "demo":
		sum, err := demo.Load(ctx, m.Store, m.Blobs)
		if err != nil {
			return fmt.Errorf("demo: %w", err)
		}
		fmt.Fprintf(stdout, "Demo content loaded: %s.\n", sum)
		return nil
	}
	logger.Info("storyshelf is serving", "addr", "http://"+displayAddr(ln.Addr().String()), "database", m.Store.Dialect(),
		"mail", m.mailMode(), "email list", m.Syncer.Provider.Name())
	firstRun, err := m.welcome(ctx, ln.Addr(), stderr)
	if err != nil {
		return err
	}
	if cfg.OwnerEmail == "" && !firstRun { // the welcome already says so
		logger.Warn("OWNER_EMAIL is not set: contact messages are stored but nobody is mailed")
	}
	if cfg.PublicURL == "" {
		if !firstRun {
			logger.Info("PUBLIC_URL is not set: links in mails, canonical URLs and the sitemap use the listen address",
				"site", cfg.SiteURL())
		}
		if cfg.SMTPURL != "" {
			logger.Warn("!!! MAIL IS ON BUT PUBLIC_URL IS NOT SET: password-reset, kit and newsletter mails will carry links to " +
				cfg.SiteURL() + ", which your readers cannot open. Set PUBLIC_URL to the site's public address, e.g. https://books.example.com")
		}
	}
	if len(cfg.TrustedProxies) > 0 {
		logger.Info("believing X-Forwarded-For and X-Forwarded-Proto from TRUSTED_PROXIES", "proxies", fmt.Sprint(cfg.TrustedProxies))
	}
	bg, stopBackground := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() {
		tasks := []worker.Task{m.Mailer.RunOnce, m.Syncer.RunOnce, m.Retention.RunOnce, m.Sweep.RunOnce}
		if m.Backups != nil {
			tasks = append(tasks, m.Backups.RunOnce)
		}
		m.Loop.Run(bg, tasks...)
		close(done)
	}()
	err = m.Server.Serve(ctx, ln)
	stopBackground() // after the last request, so mail it queued is already stored
	<-done
	return err
}

// Main holds the running program's parts, opened from one Config.
type Main struct {
	Config config.Config
	Store  *store.Store
	Blobs  blob.Storage
	Server *server.Server
	Mailer *worker.Mailer
	Syncer *worker.Syncer
	Loop   *worker.Loop

	Retention *worker.Retention
	Sweep     *worker.StorageSweep
	Backups   *worker.Backups // nil unless BACKUP_EVERY is set
}

func (m *Main) mailMode() string {
	if m.Config.SMTPURL == "" {
		return "log only (SMTP_URL not set)"
	}
	return "SMTP"
}

// open connects the database (migrating it), the file storage and the server.
func open(ctx context.Context, cfg config.Config, logger *slog.Logger) (*Main, error) {
	if err := os.MkdirAll(cfg.DataDir, 0o755); err != nil {
		return nil, fmt.Errorf("DATA_DIR: %w", err)
	}
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	blobs, err := openStorage(cfg)
	if err != nil {
		st.Close()
		return nil, err
	}
	backupTarget, err := openBackupTarget(cfg, blobs)
	if err != nil {
		st.Close()
		return nil, fmt.Errorf("BACKUP_DIR: %w", err)
	}
	// Before the upgrade's own backup, so every backup ends in one place.
	// A failure does not stop the site: /files/ no longer serves backups.
	if err := worker.MoveOldBackups(ctx, blobs, backupTarget, logger); err != nil {
		logger.Warn("old backups were not all moved to the private place", "err", err)
	}
	if err := upgrade(ctx, st, blobs, backupTarget, logger); err != nil {
		st.Close()
		return nil, err
	}
	var sender mail.Sender = mail.LogSender{Logger: logger}
	if cfg.SMTPURL != "" {
		if sender, err = mail.NewSMTP(cfg.SMTPURL, cfg.MailFrom); err != nil {
			st.Close()
			return nil, err
		}
	}
	var provider emaillist.Provider = emaillist.Builtin{}
	if cfg.MailerLiteAPIKey != "" {
		if provider, err = emaillist.NewMailerLite(cfg.MailerLiteAPIKey); err != nil {
			st.Close()
			return nil, err
		}
	}
	loop := worker.NewLoop(5*time.Second, logger)
	srv := server.New(st, blobs, webui.FS(), logger)
	srv.PublicURL = cfg.SiteURL()
	srv.PublicURLSet = cfg.PublicURL != ""
	srv.TrustedProxies = cfg.TrustedProxies
	srv.OwnerEmail = cfg.OwnerEmail
	srv.NewsletterGroup = cfg.MailerLiteGroup
	srv.MetricsToken = cfg.MetricsToken
	var backups *worker.Backups
	if cfg.BackupEvery > 0 {
		backups = &worker.Backups{Store: st, Blobs: blobs, Target: backupTarget, Every: cfg.BackupEvery, Keep: cfg.BackupKeep, Logger: logger}
		srv.BackupsScheduled, srv.BackupsWhere = true, backupTarget.Describe()
	}
	srv.Wake = loop.Wake
	return &Main{Config: cfg, Store: st, Blobs: blobs, Server: srv, Loop: loop,
		Mailer: worker.NewMailer(st, sender, logger), Syncer: worker.NewSyncer(st, provider, logger),
		Retention: &worker.Retention{Store: st, EventDays: cfg.EventRetentionDays, MessageDays: cfg.MessageRetentionDays, Logger: logger},
		Backups:   backups,
		Sweep:     &worker.StorageSweep{Store: st, Blobs: blobs, Logger: logger, Every: 6 * time.Hour, MinAge: 24 * time.Hour}}, nil
}

// Close releases the database.
func (m *Main) Close() error {
	return m.Store.Close()
}

// displayAddr shows ":8080" as "localhost:8080", which a person can open.
func displayAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host == "::" || host == "0.0.0.0" || host == "" {
		return "localhost:" + port
	}
	return addr
}

// openBackupTarget is where backups go, under backups/: the folder or S3
// address BACKUP_DIR names; else DATA_DIR itself, beside the database and
// outside the files folder /files/ serves; else, with files in a bucket, that
// bucket, whose backups/ prefix /files/ never serves (blob.IsPublic). A
// backup holds the whole site, so it must never be where a stranger can
// fetch it.
func openBackupTarget(cfg config.Config, blobs blob.Storage) (blob.Storage, error) {
	switch {
	case cfg.BackupDir == "" && cfg.StorageURL != "":
		return blobs, nil
	case cfg.BackupDir == "":
		return blob.NewPrivateLocal(cfg.DataDir)
	case strings.HasPrefix(cfg.BackupDir, "s3://"):
		return blob.NewS3(cfg.BackupDir, cfg.StorageAccessKey, cfg.StorageSecretKey)
	default:
		return blob.NewPrivateLocal(cfg.BackupDir)
	}
}

// openStorage is the files folder in DATA_DIR, or the S3 bucket STORAGE_URL
// names.
func openStorage(cfg config.Config) (blob.Storage, error) {
	if cfg.StorageURL != "" {
		return blob.NewS3(cfg.StorageURL, cfg.StorageAccessKey, cfg.StorageSecretKey)
	}
	return blob.NewLocal(filepath.Join(cfg.DataDir, "files"))
}
