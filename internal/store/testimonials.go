package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// testimonialColumns leave out the reviewer's address: only the admin's
// reads add it (t.email as an extra), so no public answer can carry it.
const testimonialColumns = `t.id, t.book_id, t.rating, t.title, t.content, t.reviewer_name,
	t.source, t.date, t.verified_purchase, t.created_at, t.status, t.origin, t.role, t.lang`

// approvedOnly is the condition every public read of reviews keeps to.
const approvedOnly = `t.status = 'approved'`

func scanTestimonial(row interface{ Scan(...any) error }, extra ...any) (storyshelf.Testimonial, error) {
	var t storyshelf.Testimonial
	dest := append([]any{&t.ID, &t.BookID, &t.Rating, &t.Title, &t.Content, &t.ReviewerName,
		&t.Source, &t.Date, &t.VerifiedPurchase, &t.CreatedAt, &t.Status, &t.Origin, &t.Role, &t.Lang}, extra...)
	err := row.Scan(dest...)
	return t, err
}

// ofStory picks the reviews of book $1's story: its own and those of its
// edition in the other language (each review keeps its language, Lang).
const ofStory = `(t.book_id = $1 OR t.book_id = (SELECT other_edition_id FROM books WHERE id = $1))`

// Testimonials lists the approved reviews of a book's story, newest first;
// limit <= 0 means all.
func (s *Store) Testimonials(ctx context.Context, bookID string, limit int) ([]storyshelf.Testimonial, error) {
	q := `SELECT ` + testimonialColumns + ` FROM testimonials t WHERE ` + ofStory + ` AND ` + approvedOnly + `
		ORDER BY t.date DESC, t.created_at DESC, t.id`
	args := []any{bookID}
	if limit > 0 {
		q += ` LIMIT $2`
		args = append(args, limit)
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list testimonials: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Testimonial{}
	for rows.Next() {
		t, err := scanTestimonial(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read testimonial: %w", err)
		}
		list = append(list, t)
	}
	return list, rows.Err()
}

// CountTestimonials counts the approved reviews of a book's story.
func (s *Store) CountTestimonials(ctx context.Context, bookID string) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM testimonials t WHERE `+ofStory+` AND `+approvedOnly, bookID).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count testimonials: %w", err)
	}
	return n, nil
}

// RandomTestimonials picks up to limit approved reviews rated at least minRating, in
// random order, with their book's title and slug.
func (s *Store) RandomTestimonials(ctx context.Context, minRating, limit int) ([]storyshelf.Testimonial, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+testimonialColumns+`, b.title, b.slug
		FROM testimonials t JOIN books b ON b.id = t.book_id
		WHERE `+visible(ctx, "b")+` AND t.rating >= $1 AND `+approvedOnly+` ORDER BY RANDOM() LIMIT $2`, minRating, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to pick testimonials: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.Testimonial{}
	for rows.Next() {
		var title, slug string
		t, err := scanTestimonial(rows, &title, &slug)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read testimonial: %w", err)
		}
		t.BookTitle, t.BookSlug = title, storyshelf.SlugWithID(slug, t.BookID)
		list = append(list, t)
	}
	return list, rows.Err()
}

// CreateTestimonial inserts a review; one without a status or origin is the
// owner's own, approved. History names a review by its reviewer, as the
// admin's list does.
func (s *Store) CreateTestimonial(ctx context.Context, t *storyshelf.Testimonial) error {
	if t.Rating < 1 || t.Rating > storyshelf.MaxRating {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgRatingRange)
	}
	if t.Status == "" {
		t.Status = storyshelf.ReviewApproved
	}
	if !slices.Contains(storyshelf.ReviewStatuses, t.Status) {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgReviewStatusUnknown)
	}
	if t.Origin == "" {
		t.Origin = storyshelf.OriginOwner
	}
	if t.ID == "" {
		t.ID = uuid.NewString()
	}
	if t.CreatedAt.IsZero() {
		t.CreatedAt = s.now()
	}
	if t.Date == "" {
		t.Date = t.CreatedAt.Format("2006-01-02")
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO testimonials (id, book_id, rating, title, content,
		reviewer_name, source, date, verified_purchase, created_at, status, origin, role, email, lang)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
		t.ID, t.BookID, t.Rating, t.Title, t.Content, t.ReviewerName, t.Source, t.Date,
		t.VerifiedPurchase, t.CreatedAt, t.Status, t.Origin, t.Role, t.Email, t.Lang); err != nil {
		return fmt.Errorf("store: unable to insert testimonial: %w", err)
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryTestimonial, Action: "created",
		ItemID: t.ID, ItemName: t.ReviewerName}); err != nil {
		return err
	}
	return tx.Commit()
}

// TestimonialPage is one page of the admin's review list.
type TestimonialPage struct {
	Testimonials []storyshelf.Testimonial `json:"testimonials"`
	TotalCount   int                      `json:"totalCount"`
	TotalPages   int                      `json:"totalPages"`
	Page         int                      `json:"page"`
}

// TestimonialsPage lists reviews newest first with their book's title and
// the reviewer's address, a page at a time, optionally only one book's, only
// those in one status, and only those whose reviewer, title or text
// contains query (any case).
func (s *Store) TestimonialsPage(ctx context.Context, bookID, query, status string, page, size int) (*TestimonialPage, error) {
	where, args := `WHERE 1 = 1`, []any{}
	if bookID != "" {
		args = append(args, bookID)
		where += fmt.Sprintf(` AND t.book_id = $%d`, len(args))
	}
	if status != "" {
		args = append(args, status)
		where += fmt.Sprintf(` AND t.status = $%d`, len(args))
	}
	if q := strings.TrimSpace(query); q != "" {
		args = append(args, "%"+strings.ToLower(q)+"%")
		n := len(args)
		where += fmt.Sprintf(` AND (LOWER(t.reviewer_name) LIKE $%d OR LOWER(t.title) LIKE $%d OR LOWER(t.content) LIKE $%d)`, n, n, n)
	}
	p := &TestimonialPage{Testimonials: []storyshelf.Testimonial{}, Page: max(page, 1)}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM testimonials t `+where, args...).Scan(&p.TotalCount); err != nil {
		return nil, fmt.Errorf("store: unable to count testimonials: %w", err)
	}
	p.TotalPages = (p.TotalCount + size - 1) / size
	rows, err := s.db.QueryContext(ctx, `SELECT `+testimonialColumns+`, b.title, b.slug, t.email
		FROM testimonials t JOIN books b ON b.id = t.book_id `+where+fmt.Sprintf(`
		ORDER BY t.created_at DESC, t.id LIMIT %d OFFSET %d`, size, (p.Page-1)*size), args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list testimonials: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var title, slug, email string
		t, err := scanTestimonial(rows, &title, &slug, &email)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read testimonial: %w", err)
		}
		t.BookTitle, t.BookSlug, t.Email = title, storyshelf.SlugWithID(slug, t.BookID), email
		p.Testimonials = append(p.Testimonials, t)
	}
	return p, rows.Err()
}

// TestimonialByID reads one review, with the reviewer's address, for the
// admin.
func (s *Store) TestimonialByID(ctx context.Context, id string) (*storyshelf.Testimonial, error) {
	return testimonialByID(ctx, s.db, id)
}

// testimonialByID reads one review on q: the database, or a transaction
// that is changing it (for History's before and after).
func testimonialByID(ctx context.Context, q querier, id string) (*storyshelf.Testimonial, error) {
	var email string
	t, err := scanTestimonial(q.QueryRowContext(ctx, `SELECT `+testimonialColumns+`, t.email FROM testimonials t WHERE t.id = $1`, id), &email)
	t.Email = email
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgTestimonialNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read testimonial: %w", err)
	}
	return &t, nil
}

// UpdateTestimonial saves an edited review, with History's record of the
// fields that changed. Its status, origin, address and language stay as they
// are: approving and rejecting are their own step (SetTestimonialStatus).
func (s *Store) UpdateTestimonial(ctx context.Context, t *storyshelf.Testimonial) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		old, err := testimonialByID(ctx, tx, t.ID)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE testimonials SET book_id = $1, rating = $2, title = $3, content = $4,
			reviewer_name = $5, source = $6, date = $7, verified_purchase = $8, role = $9 WHERE id = $10`,
			t.BookID, t.Rating, t.Title, t.Content, t.ReviewerName, t.Source, t.Date, t.VerifiedPurchase, t.Role, t.ID); err != nil {
			return fmt.Errorf("store: unable to update testimonial: %w", err)
		}
		saved, err := testimonialByID(ctx, tx, t.ID)
		if err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryTestimonial, Action: "changed",
			ItemID: t.ID, ItemName: saved.ReviewerName, Fields: storyshelf.ChangedFields(old, saved)})
	})
}

// DeleteTestimonial removes a review, recorded in History by its reviewer.
func (s *Store) DeleteTestimonial(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var reviewer string
		err := tx.QueryRowContext(ctx, `DELETE FROM testimonials WHERE id = $1 RETURNING reviewer_name`, id).Scan(&reviewer)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound(storyshelf.MsgTestimonialNotFound)
		} else if err != nil {
			return fmt.Errorf("store: unable to delete testimonial: %w", err)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryTestimonial, Action: "deleted",
			ItemID: id, ItemName: reviewer})
	})
}

// reviewDecisions are History's words for setting a review's status.
var reviewDecisions = map[string]string{
	storyshelf.ReviewApproved: "approved",
	storyshelf.ReviewRejected: "rejected",
	storyshelf.ReviewWaiting:  "put back",
}

// SetTestimonialStatus approves, rejects or puts back a review, recorded in
// History by its reviewer. Approving
// one whose reviewer left an address queues published (the "your review is
// published" mail), in the same transaction, the first time only: a review
// approved again after a rejection does not mail twice. published is nil
// when the site cannot send mail or there is no address.
func (s *Store) SetTestimonialStatus(ctx context.Context, id, status string, published *storyshelf.OutboxMail) error {
	if !slices.Contains(storyshelf.ReviewStatuses, status) {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgReviewStatusUnknown)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	var reviewer string
	err = tx.QueryRowContext(ctx, `UPDATE testimonials SET status = $1 WHERE id = $2 RETURNING reviewer_name`,
		status, id).Scan(&reviewer)
	if errors.Is(err, sql.ErrNoRows) {
		return notFound(storyshelf.MsgTestimonialNotFound)
	} else if err != nil {
		return fmt.Errorf("store: unable to change the review's status: %w", err)
	}
	if status == storyshelf.ReviewApproved && published != nil {
		res, err := tx.ExecContext(ctx, `UPDATE testimonials SET published_mailed_at = $1
			WHERE id = $2 AND email <> '' AND published_mailed_at IS NULL`, s.now(), id)
		if err != nil {
			return fmt.Errorf("store: unable to note the published mail: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			if err := s.enqueueMail(ctx, tx, published); err != nil {
				return err
			}
		}
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryTestimonial,
		Action: reviewDecisions[status], ItemID: id, ItemName: reviewer}); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to change the review's status: %w", err)
	}
	return nil
}

// CountWaitingTestimonials counts the reviews readers sent that the owner
// has not yet approved or rejected, for the admin menu.
func (s *Store) CountWaitingTestimonials(ctx context.Context) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM testimonials WHERE status = $1`,
		storyshelf.ReviewWaiting).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count waiting reviews: %w", err)
	}
	return n, nil
}
