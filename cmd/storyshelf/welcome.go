package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strings"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/config"
	"github.com/storyshelf/storyshelf/internal/store"
)

// welcome prints the first-run message while the site has no admin account:
// where the site is, a one-time link that creates the first admin, where the
// data lives and which settings to set next. It is one plain block, not log
// lines, because it is written for a person who has just run the download.
func (s *Site) welcome(ctx context.Context, addr net.Addr, w io.Writer) (printed bool, err error) {
	n, err := s.Store.CountUsers(ctx)
	if err != nil || n > 0 {
		return false, err
	}
	token := auth.NewSecret()
	if err := s.Store.CreateSetupToken(ctx, auth.HashSecret(token)); err != nil {
		return false, err
	}
	local := "http://" + config.LocalAddr(addr.String())
	var b strings.Builder
	line := strings.Repeat("=", 72) // plain, for every terminal
	fmt.Fprintf(&b, "\n%s\n  Storyshelf is running. Open %s\n\n", line, local)
	fmt.Fprintf(&b, "  It has no admin account yet. Create yours with this link\n  (it works once, within the hour):\n\n    %s/admin/setup?token=%s\n\n", s.Config.SiteURL(), token)
	fmt.Fprintf(&b, "  Or run: storyshelf admin create --email you@example.com\n")
	if s.Store.Dialect() == store.SQLite {
		db := strings.TrimPrefix(s.Config.DatabaseURL, "sqlite://")
		if abs, err := filepath.Abs(db); err == nil {
			db = abs
		}
		fmt.Fprintf(&b, "\n  Your site's database is the file %s\n  and its files are in %s.\n", db, s.Blobs.Describe())
	} else {
		fmt.Fprintf(&b, "\n  Your site's database is PostgreSQL and its files are in %s.\n", s.Blobs.Describe())
	}
	var next []string
	if s.Config.PublicURL == "" {
		next = append(next, "PUBLIC_URL    the address readers use, e.g. https://books.example.com")
	}
	if len(next) > 0 {
		fmt.Fprintf(&b, "\n  To put it online, set these next (storyshelf help explains each):\n")
		for _, s := range next {
			fmt.Fprintf(&b, "    %s\n", s)
		}
	}
	if s.Config.BackupEvery == 0 {
		where := "the bucket's private backups/ folder"
		if s.Config.BackupDir != "" {
			where = s.Config.BackupDir
		} else if s.Config.StorageURL == "" {
			where = filepath.Join(s.Config.DataDir, "backups")
			if abs, err := filepath.Abs(where); err == nil {
				where = abs
			}
		}
		fmt.Fprintf(&b, "\n  Backups are off until you turn them on in Admin > Settings > Backups (or set\n")
		fmt.Fprintf(&b, "  BACKUP_EVERY, e.g. 24h). They are kept in %s (never on the web).\n", where)
	}
	fmt.Fprintf(&b, "  Then set the site's name, logo and links in Admin > Settings, and its mail server\n")
	if s.Config.SMTPURL == "" {
		fmt.Fprintf(&b, "  in Admin > Settings > Email, so password resets, kit links and newsletters are sent\n")
		fmt.Fprintf(&b, "  (a container may be given SMTP_URL, MAIL_FROM and OWNER_EMAIL instead).\n%s\n\n", line)
	} else {
		fmt.Fprintf(&b, "  is SMTP_URL's; where contact messages go is OWNER_EMAIL, or Admin > Settings > Email.\n%s\n\n", line)
	}
	_, err = io.WriteString(w, b.String())
	return true, err
}
