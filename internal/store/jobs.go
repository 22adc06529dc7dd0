package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const jobColumns = `id, kind, payload, ref, status, attempts, last_error, next_attempt_at, created_at`

func scanJob(row interface{ Scan(...any) error }) (storyshelf.Job, error) {
	var j storyshelf.Job
	err := row.Scan(&j.ID, &j.Kind, &j.Payload, &j.Ref, &j.Status, &j.Attempts, &j.LastError, &j.NextAttemptAt, &j.CreatedAt)
	return j, err
}

func (s *Store) enqueueJob(ctx context.Context, tx *sql.Tx, j *storyshelf.Job) error {
	if j.ID == "" {
		j.ID = uuid.NewString()
	}
	if j.Payload == "" {
		j.Payload = "{}"
	}
	j.Status = storyshelf.JobPending
	j.CreatedAt = s.now()
	j.NextAttemptAt = j.CreatedAt
	_, err := tx.ExecContext(ctx, `INSERT INTO jobs (id, kind, payload, ref, status, next_attempt_at, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, j.ID, j.Kind, j.Payload, j.Ref, j.Status, j.NextAttemptAt, j.CreatedAt)
	if err != nil {
		return fmt.Errorf("store: unable to queue job: %w", err)
	}
	return nil
}

// ClaimJobs leases up to limit due jobs for lease.
func (s *Store) ClaimJobs(ctx context.Context, limit int, lease time.Duration) ([]storyshelf.Job, error) {
	return claim(ctx, s, "jobs", jobColumns, "", scanJob, limit, lease)
}

// FinishJob records a claimed job's attempt: done when jobErr is nil;
// otherwise it waits for a retry, or stays failed (for the owner to see) when
// retrying cannot help or after maxAttempts.
func (s *Store) FinishJob(ctx context.Context, j storyshelf.Job, jobErr error, retry bool, maxAttempts int) error {
	now := s.now()
	var err error
	if jobErr == nil {
		_, err = s.db.ExecContext(ctx, `UPDATE jobs SET status = $1, done_at = $2, claimed_until = NULL, last_error = '' WHERE id = $3`,
			storyshelf.JobDone, now, j.ID)
	} else {
		status := storyshelf.JobPending
		if !retry || j.Attempts >= maxAttempts {
			status = storyshelf.JobFailed
		}
		_, err = s.db.ExecContext(ctx, `UPDATE jobs SET status = $1, last_error = $2, next_attempt_at = $3, claimed_until = NULL WHERE id = $4`,
			status, errText(jobErr), now.Add(storyshelf.Backoff(j.Attempts)), j.ID)
	}
	if err != nil {
		return fmt.Errorf("store: unable to update job: %w", err)
	}
	return nil
}

// Jobs lists jobs with the given status, newest first.
func (s *Store) Jobs(ctx context.Context, status string, limit int) ([]storyshelf.Job, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+jobColumns+` FROM jobs WHERE status = $1 ORDER BY created_at DESC, id LIMIT $2`, status, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list jobs: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Job{}
	for rows.Next() {
		j, err := scanJob(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read job: %w", err)
		}
		list = append(list, j)
	}
	return list, rows.Err()
}
