package store

import (
	"context"
	"fmt"

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
		WHERE t.rating >= $1 ORDER BY RANDOM() LIMIT $2`, minRating, limit)
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
