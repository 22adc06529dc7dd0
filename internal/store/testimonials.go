package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const testimonialColumns = `t.id, t.book_id, t.rating, t.title, t.content, t.reviewer_name,
	t.source, t.date, t.verified_purchase, t.created_at`

func scanTestimonial(row interface{ Scan(...any) error }, extra ...any) (storyshelf.Testimonial, error) {
	var t storyshelf.Testimonial
	dest := append([]any{&t.ID, &t.BookID, &t.Rating, &t.Title, &t.Content, &t.ReviewerName,
		&t.Source, &t.Date, &t.VerifiedPurchase, &t.CreatedAt}, extra...)
	err := row.Scan(dest...)
	return t, err
}

// Testimonials lists a book's reviews, newest first; limit <= 0 means all.
func (s *Store) Testimonials(ctx context.Context, bookID string, limit int) ([]storyshelf.Testimonial, error) {
	q := `SELECT ` + testimonialColumns + ` FROM testimonials t WHERE t.book_id = $1
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

// CountTestimonials counts a book's reviews.
func (s *Store) CountTestimonials(ctx context.Context, bookID string) (int, error) {
	var n int
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM testimonials WHERE book_id = $1`, bookID).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count testimonials: %w", err)
	}
	return n, nil
}

// RandomTestimonials picks up to limit reviews rated at least minRating, in
// random order, with their book's title and slug.
func (s *Store) RandomTestimonials(ctx context.Context, minRating, limit int) ([]storyshelf.Testimonial, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+testimonialColumns+`, b.title, b.slug
		FROM testimonials t JOIN books b ON b.id = t.book_id
		WHERE `+visible(ctx, "b")+` AND t.rating >= $1 ORDER BY RANDOM() LIMIT $2`, minRating, limit)
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

// CreateTestimonial inserts a review.
func (s *Store) CreateTestimonial(ctx context.Context, t *storyshelf.Testimonial) error {
	if t.Rating < 1 || t.Rating > storyshelf.MaxRating {
		return storyshelf.Errorf(storyshelf.EINVALID, "Rating must be between 1 and 5")
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
		reviewer_name, source, date, verified_purchase, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
		t.ID, t.BookID, t.Rating, t.Title, t.Content, t.ReviewerName, t.Source, t.Date,
		t.VerifiedPurchase, t.CreatedAt); err != nil {
		return fmt.Errorf("store: unable to insert testimonial: %w", err)
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

// TestimonialsPage lists reviews newest first with their book's title, a
// page at a time, optionally only one book's and only those whose reviewer,
// title or text contains query (any case).
func (s *Store) TestimonialsPage(ctx context.Context, bookID, query string, page, size int) (*TestimonialPage, error) {
	where, args := `WHERE 1 = 1`, []any{}
	if bookID != "" {
		args = append(args, bookID)
		where += fmt.Sprintf(` AND t.book_id = $%d`, len(args))
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
	rows, err := s.db.QueryContext(ctx, `SELECT `+testimonialColumns+`, b.title, b.slug
		FROM testimonials t JOIN books b ON b.id = t.book_id `+where+fmt.Sprintf(`
		ORDER BY t.created_at DESC, t.id LIMIT %d OFFSET %d`, size, (p.Page-1)*size), args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list testimonials: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var title, slug string
		t, err := scanTestimonial(rows, &title, &slug)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read testimonial: %w", err)
		}
		t.BookTitle, t.BookSlug = title, storyshelf.SlugWithID(slug, t.BookID)
		p.Testimonials = append(p.Testimonials, t)
	}
	return p, rows.Err()
}

// TestimonialByID reads one review.
func (s *Store) TestimonialByID(ctx context.Context, id string) (*storyshelf.Testimonial, error) {
	t, err := scanTestimonial(s.db.QueryRowContext(ctx, `SELECT `+testimonialColumns+` FROM testimonials t WHERE t.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgTestimonialNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to read testimonial: %w", err)
	}
	return &t, nil
}

// UpdateTestimonial saves an edited review.
func (s *Store) UpdateTestimonial(ctx context.Context, t *storyshelf.Testimonial) error {
	res, err := s.db.ExecContext(ctx, `UPDATE testimonials SET book_id = $1, rating = $2, title = $3, content = $4,
		reviewer_name = $5, source = $6, date = $7, verified_purchase = $8 WHERE id = $9`,
		t.BookID, t.Rating, t.Title, t.Content, t.ReviewerName, t.Source, t.Date, t.VerifiedPurchase, t.ID)
	if err != nil {
		return fmt.Errorf("store: unable to update testimonial: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(storyshelf.MsgTestimonialNotFound)
	}
	return nil
}

// DeleteTestimonial removes a review.
func (s *Store) DeleteTestimonial(ctx context.Context, id string) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM testimonials WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("store: unable to delete testimonial: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(storyshelf.MsgTestimonialNotFound)
	}
	return nil
}
