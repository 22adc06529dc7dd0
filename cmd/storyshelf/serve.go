package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/config"
	"github.com/storyshelf/storyshelf/internal/worker"
)

func serveCommand() command {
	return command{
		name:    "serve",
		summary: "run the website (the default command)",
		about:   "Run the website. The database schema is brought up to date first.",
		needs:   needSite,
		run: func(ctx context.Context, c *call) error {
			lease, err := testNewsletterLease(c.getenv)
			if err != nil {
				return err
			}
			if lease > 0 {
				c.logger.Warn(testNewsletterLeaseEnv+" is set: a setting for tests only", "lease", lease)
				c.site.Newsletters.Lease = lease
			}
			return serve(ctx, c.site, c.ln, c.logger, c.stderr)
		},
	}
}

// testNewsletterLeaseEnv shortens the newsletter worker's claim lease, for
// tests only: the load test kills an instance mid-send, and the copies it
// held wait one lease (a minute) before they are sent again or reported as
// ones that may not have arrived. Only serve reads it; it is no setting of
// the site (config.Config, storyshelf help): on a real site a lease shorter
// than a slow mail server's session would cut that session short.
const testNewsletterLeaseEnv = "STORYSHELF_TEST_NEWSLETTER_LEASE"

// testNewsletterLease reads testNewsletterLeaseEnv: 0 when it is not set,
// else a duration from a second to a minute (it can only shorten the lease).
func testNewsletterLease(getenv func(string) string) (time.Duration, error) {
	v := strings.TrimSpace(getenv(testNewsletterLeaseEnv))
	if v == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < time.Second || d > time.Minute {
		return 0, fmt.Errorf("%s %q (for tests only) must be a duration from 1s to 1m, such as 5s", testNewsletterLeaseEnv, v)
	}
	return d, nil
}

// serve runs the site on ln, and its background workers, until ctx ends.
func serve(ctx context.Context, s *Site, ln net.Listener, logger *slog.Logger, stderr io.Writer) error {
	cfg := s.Config
	logger.Info("storyshelf is serving", "addr", "http://"+config.LocalAddr(ln.Addr().String()), "database", s.Store.Dialect(),
		"mail", s.mailMode(), "email list", s.Syncer.Provider.Name())
	firstRun, err := s.welcome(ctx, ln.Addr(), stderr)
	if err != nil {
		return err
	}
	mailReady, err := s.Server.Mail.Ready(ctx)
	if err != nil {
		return err
	}
	if !mailReady && !firstRun { // the welcome already says so
		logger.Warn("no mail server is set up: mail waits in the outbox until one is set in Admin > Settings > Email (or SMTP_URL)")
	}
	if cfg.PublicURL == "" {
		if !firstRun {
			logger.Info("PUBLIC_URL is not set: links in mails, canonical URLs and the sitemap use the listen address",
				"site", cfg.SiteURL())
		}
		if mailReady {
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
		tasks := []worker.Task{s.Mailer.RunOnce, s.Syncer.RunOnce, s.Retention.RunOnce, s.Sweep.RunOnce, s.Backups.RunOnce, s.Publisher.RunOnce,
			s.WeeklyLetter.RunOnce}
		s.Loop.Run(bg, tasks...)
		close(done)
	}()
	newslettersDone := make(chan struct{})
	go func() {
		s.NewsletterLoop.Run(bg, s.Newsletters.RunOnce)
		close(newslettersDone)
	}()
	err = s.Server.Serve(ctx, ln)
	stopBackground() // after the last request, so mail it queued is already stored
	<-done
	<-newslettersDone // a copy being sent is finished first (worker.Newsletters.send)
	return err
}
