package store

import (
	"context"
	"fmt"
	"time"
)

// A prune is one statement that removes (or, for mail, empties) at most
// limit rows that a stranger could have made and nobody needs any more. The
// rows are picked by a subquery, since SQLite has no DELETE ... LIMIT; the
// outer statement repeats the age test so that, on PostgreSQL, a row that a
// request brought back to life between the two is left alone.
type prune struct {
	what  string // for errors
	query string // $1 the cutoff, $2 the limit
}

var (
	// Rate-limit counters whose window started before the cutoff count
	// nothing any more: the next hit starts a new window anyway.
	pruneRateLimits = prune{"attempt counters", `DELETE FROM rate_limits WHERE key IN
		(SELECT key FROM rate_limits WHERE window_start < $1 LIMIT $2) AND window_start < $1`}
	// Kit download links that expired before the cutoff. Until then an
	// expired link still answers "expired" with the way back to its book.
	pruneDownloadGrants = prune{"expired download links", `DELETE FROM download_grants WHERE id IN
		(SELECT id FROM download_grants WHERE expires_at < $1 LIMIT $2) AND expires_at < $1`}
	// The body and headers of mails queued before the cutoff and finished
	// (sent, logged or failed for good): they may hold reset, setup, kit or
	// unsubscribe links. The row stays, so the outbox and the inbox still
	// show who was mailed what, and whether it went.
	pruneMailBodies = prune{"old mail bodies", `UPDATE outbox SET text_body = '', html_body = '', headers = '{}'
		WHERE id IN (SELECT id FROM outbox WHERE created_at < $1 AND status <> 'pending'
			AND (text_body <> '' OR html_body <> '') LIMIT $2) AND status <> 'pending'`}
	// Email-list syncs done before the cutoff; their payload is an address.
	pruneDoneJobs = prune{"finished email-list syncs", `DELETE FROM jobs WHERE id IN
		(SELECT id FROM jobs WHERE status = 'done' AND done_at < $1 LIMIT $2)`}
	// Addresses that signed up before the cutoff and never confirmed: they
	// are not on the list, and nobody vouched for them.
	pruneUnconfirmed = prune{"unconfirmed addresses", `DELETE FROM newsletter_subscribers WHERE id IN
		(SELECT id FROM newsletter_subscribers WHERE status = 'pending' AND created_at < $1 LIMIT $2)
		AND status = 'pending' AND created_at < $1`}
	// Password-reset, setup and email-change links, and sign-ins, that
	// expired before the cutoff: none of them can be used again.
	prunePasswordResets = prune{"expired reset links", `DELETE FROM password_resets WHERE id IN
		(SELECT id FROM password_resets WHERE expires_at < $1 LIMIT $2)`}
	pruneSetupTokens = prune{"expired setup links", `DELETE FROM setup_tokens WHERE token_hash IN
		(SELECT token_hash FROM setup_tokens WHERE expires_at < $1 LIMIT $2)`}
	pruneSessions = prune{"expired sessions", `DELETE FROM sessions WHERE id IN
		(SELECT id FROM sessions WHERE expires_at < $1 LIMIT $2)`}
	pruneEmailChanges = prune{"expired email change links", `DELETE FROM email_changes WHERE id IN
		(SELECT id FROM email_changes WHERE expires_at < $1 LIMIT $2)`}
	pruneSignInTickets = prune{"expired second-step tickets", `DELETE FROM sign_in_tickets WHERE id IN
		(SELECT id FROM sign_in_tickets WHERE expires_at < $1 LIMIT $2)`}
	pruneInvitations = prune{"expired invitations", `DELETE FROM invitations WHERE id IN
		(SELECT id FROM invitations WHERE expires_at < $1 LIMIT $2)`}
	// A new-device mail's sign-out link whose sign-in ended before the
	// cutoff: no row of its session family is left to end.
	pruneDeviceSignOuts = prune{"ended sign-out links", `DELETE FROM device_sign_outs WHERE token_hash IN
		(SELECT d.token_hash FROM device_sign_outs d WHERE NOT EXISTS
			(SELECT 1 FROM sessions s WHERE s.family_id = d.family_id AND s.expires_at >= $1) LIMIT $2)`}
	// Readers' reviews the owner rejected, sent before the cutoff: a flood
	// she turned away does not stay in the table for good. The ones she
	// typed herself, and any waiting for her, are hers to decide on.
	pruneRejectedReviews = prune{"rejected reviews", `DELETE FROM testimonials WHERE id IN
		(SELECT id FROM testimonials WHERE status = 'rejected' AND origin = 'reader' AND created_at < $1 LIMIT $2)
		AND status = 'rejected'`}
	prunePasskeyChallenges = prune{"expired passkey challenges", `DELETE FROM passkey_challenges WHERE id IN
		(SELECT id FROM passkey_challenges WHERE expires_at < $1 LIMIT $2)`}
)

func (s *Store) prune(ctx context.Context, p prune, before time.Time, limit int) (int, error) {
	res, err := s.db.ExecContext(ctx, p.query, before.UTC(), limit)
	if err != nil {
		return 0, fmt.Errorf("store: unable to prune %s: %w", p.what, err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// PruneRateLimits deletes up to limit attempt counters whose window started
// before before. Callers keep counters longer than any limit's window.
func (s *Store) PruneRateLimits(ctx context.Context, before time.Time, limit int) (int, error) {
	return s.prune(ctx, pruneRateLimits, before, limit)
}

// PruneDownloadGrants deletes up to limit kit download links that expired
// before before.
func (s *Store) PruneDownloadGrants(ctx context.Context, before time.Time, limit int) (int, error) {
	return s.prune(ctx, pruneDownloadGrants, before, limit)
}

// PruneMailBodies empties up to limit mails queued before before and no
// longer waiting to be sent, keeping who, what subject and how it went.
func (s *Store) PruneMailBodies(ctx context.Context, before time.Time, limit int) (int, error) {
	return s.prune(ctx, pruneMailBodies, before, limit)
}

// PruneDoneJobs deletes up to limit background jobs finished before before.
func (s *Store) PruneDoneJobs(ctx context.Context, before time.Time, limit int) (int, error) {
	return s.prune(ctx, pruneDoneJobs, before, limit)
}

// PruneUnconfirmed deletes up to limit addresses that signed up before
// before and are still waiting for confirmation.
func (s *Store) PruneUnconfirmed(ctx context.Context, before time.Time, limit int) (int, error) {
	return s.prune(ctx, pruneUnconfirmed, before, limit)
}

// PruneExpiredLinks deletes up to limit each of the password-reset links,
// setup links, sessions, email-change links, second-step tickets,
// invitations, new-device sign-out links and passkey challenges that
// expired before before, and answers how many went in all.
func (s *Store) PruneExpiredLinks(ctx context.Context, before time.Time, limit int) (int, error) {
	total := 0
	for _, p := range []prune{prunePasswordResets, pruneSetupTokens, pruneSessions, pruneEmailChanges, pruneSignInTickets,
		pruneInvitations, pruneDeviceSignOuts, prunePasskeyChallenges} {
		n, err := s.prune(ctx, p, before, limit)
		if err != nil {
			return total, err
		}
		total += n
	}
	return total, nil
}

// PruneRejectedReviews deletes up to limit readers' reviews that were sent
// before before and rejected.
func (s *Store) PruneRejectedReviews(ctx context.Context, before time.Time, limit int) (int, error) {
	return s.prune(ctx, pruneRejectedReviews, before, limit)
}
