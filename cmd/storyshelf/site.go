package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/config"
	"github.com/storyshelf/storyshelf/internal/emaillist"
	"github.com/storyshelf/storyshelf/internal/mail"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/mailsetup"
	"github.com/storyshelf/storyshelf/internal/server"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
	"github.com/storyshelf/storyshelf/internal/webui"
	"github.com/storyshelf/storyshelf/internal/worker"
)

// Data is the site's content, opened from one Config: the database, brought
// up to date, and the file storage. The commands that read or change content
// open only this.
type Data struct {
	Config       config.Config
	Store        *store.Store
	Blobs        blob.Storage
	BackupTarget blob.Storage // the private place backups go (openBackupTarget)
}

// Site is the whole running site: its data, the server and the background
// workers.
type Site struct {
	*Data
	Server *server.Server
	Mailer *worker.Mailer
	Syncer *worker.Syncer
	Loop   *worker.Loop
	// Newsletters sends newsletter issues on a loop of its own, so its pace
	// never holds up the outbox or the other work.
	Newsletters    *worker.Newsletters
	NewsletterLoop *worker.Loop

	Retention *worker.Retention
	Sweep     *worker.StorageSweep
	Publisher *worker.Publisher // publishes scheduled items when due
	// WeeklyLetter queues the owner's Monday letter when she turned it on.
	WeeklyLetter *worker.WeeklyLetter
	Backups      *worker.Backups // writes only while backups are on (BACKUP_EVERY or the admin)
}

// openData connects the database, migrating it (after a backup, when it is
// in use), and the file storage.
func openData(ctx context.Context, cfg config.Config, logger *slog.Logger) (*Data, error) {
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
	return &Data{Config: cfg, Store: st, Blobs: blobs, BackupTarget: backupTarget}, nil
}

// Close releases the database.
func (d *Data) Close() error {
	return d.Store.Close()
}

// open opens the whole site: its data, then mail, the email list, the server
// and the workers.
func open(ctx context.Context, cfg config.Config, logger *slog.Logger) (*Site, error) {
	d, err := openData(ctx, cfg, logger)
	if err != nil {
		return nil, err
	}
	if cfg.SMTPURL != "" { // checked once at start-up; read at each send
		if _, err = mail.NewSMTP(cfg.SMTPURL, cfg.MailFrom); err != nil {
			d.Close()
			return nil, err
		}
	}
	// The mail settings: the server's where given, else the owner's from the
	// admin, read at each send so a change needs no restart.
	mailSource := &mailsetup.Source{Store: d.Store, DefaultFrom: cfg.MailFrom,
		Box: auth.NewSecretBox(cfg.SettingsKey, filepath.Join(cfg.DataDir, "settings.key")),
		Env: mailsetup.Env{SMTPURL: cfg.SMTPURL, OwnerEmail: cfg.OwnerEmail}}
	if cfg.MailFromSet {
		mailSource.Env.MailFrom = cfg.MailFrom
	}
	var provider emaillist.Provider = emaillist.Builtin{}
	if cfg.MailerLiteAPIKey != "" {
		if provider, err = emaillist.NewMailerLite(cfg.MailerLiteAPIKey); err != nil {
			d.Close()
			return nil, err
		}
	}
	st := d.Store
	loop := worker.NewLoop(5*time.Second, logger)
	srv := server.New(st, d.Blobs, webui.FS(), logger)
	srv.SiteURL = cfg.SiteURL()
	srv.PublicURLSet = cfg.PublicURL != ""
	srv.TrustedProxies = cfg.TrustedProxies
	srv.Mail = mailSource
	srv.NewsletterGroup = cfg.MailerLiteGroup
	srv.MailerLite = cfg.MailerLiteAPIKey != ""
	srv.HistoryDays = cfg.HistoryRetentionDays
	srv.MetricsToken = cfg.MetricsToken
	// The backup settings: the server's where given, else the owner's from
	// the admin, read at each run so turning them on needs no restart.
	backupEnv := storyshelf.BackupEnv{Every: cfg.BackupEvery, Keep: cfg.BackupKeep}
	backups := &worker.Backups{Store: st, Blobs: d.Blobs, Target: d.BackupTarget, Env: backupEnv, Logger: logger}
	// Archives go under backups/ in the target, which Describe names.
	srv.BackupEnv, srv.BackupsWhere = backupEnv, "the “backups” folder in "+d.BackupTarget.Describe()
	srv.PrivacyFacts = privacyFacts(cfg, provider)
	newsletterLoop := worker.NewLoop(5*time.Second, logger)
	newsletters := worker.NewNewsletters(st, mailSource, logger)
	newsletters.Ready = mailSource.Ready
	// The site's settings are read as each copy is written.
	newsletters.Compose = func(ctx context.Context, i *storyshelf.Issue, sub *storyshelf.Subscriber) (mail.Message, error) {
		return mails.Issue(srv.MailSite(ctx), i, sub), nil
	}
	srv.Wake = func() { loop.Wake(); newsletterLoop.Wake() }
	mailer := worker.NewMailer(st, mailSource, logger)
	mailer.Ready = mailSource.Ready
	return &Site{Data: d, Server: srv, Loop: loop, Newsletters: newsletters, NewsletterLoop: newsletterLoop,
		Mailer: mailer, Syncer: worker.NewSyncer(st, provider, logger),
		Retention: &worker.Retention{Store: st, EventDays: cfg.EventRetentionDays, MessageDays: cfg.MessageRetentionDays,
			HistoryDays: cfg.HistoryRetentionDays, Logger: logger},
		Backups:   backups,
		Sweep:     &worker.StorageSweep{Store: st, Blobs: d.Blobs, Logger: logger, Every: 6 * time.Hour, MinAge: 24 * time.Hour},
		Publisher: &worker.Publisher{Store: st, Logger: logger, Every: 10 * time.Second, SiteURL: cfg.SiteURL()},
		WeeklyLetter: &worker.WeeklyLetter{Store: st, Ready: mailSource.Ready, Compose: func(ctx context.Context, w storyshelf.LetterWeek, lang string) ([]storyshelf.OutboxMail, error) {
			return mails.WeeklyLetters(ctx, st, srv.MailSite(ctx), w, lang)
		},
			Logger: logger, Every: time.Minute}}, nil
}

// privacyFacts are what the privacy policy says the site does, as cfg sets
// it up: the outside email list it copies subscribers to, how long the
// retention worker keeps analytics, messages and mails. The backups it
// names are read at each request (the server's BackupEnv over the admin's).
func privacyFacts(cfg config.Config, provider emaillist.Provider) storyshelf.PrivacyFacts {
	f := storyshelf.PrivacyFacts{AnalyticsDays: cfg.EventRetentionDays, MessageDays: cfg.MessageRetentionDays,
		MailTextDays: int(worker.MailBodiesKept / (24 * time.Hour))}
	if _, builtin := provider.(emaillist.Builtin); !builtin {
		f.EmailList = provider.Name()
	}
	return f
}

func (s *Site) mailMode() string {
	if s.Config.SMTPURL == "" {
		return "as set in Admin > Settings > Email"
	}
	return "SMTP (SMTP_URL)"
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
