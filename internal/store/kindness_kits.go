package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// ActiveKit finds the newest active kit of a book with its files in
// sort_order. A book without one answers ENOTFOUND.
func (s *Store) ActiveKit(ctx context.Context, bookID string) (*storyshelf.KindnessKit, error) {
	k := &storyshelf.KindnessKit{}
	err := s.db.QueryRowContext(ctx, `SELECT id, book_id, active, title, headline, subheadline,
		hero_image_url, mailerlite_group_id, created_at, updated_at
		FROM kindness_kits WHERE book_id = $1 AND active = $2
		ORDER BY created_at DESC, id LIMIT 1`, bookID, true).Scan(
		&k.ID, &k.BookID, &k.Active, &k.Title, &k.Headline, &k.Subheadline,
		&k.HeroImageURL, &k.MailerLiteGroupID, &k.CreatedAt, &k.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound("Kindness kit not found")
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch kit: %w", err)
	}
	if k.Files, err = s.KitFiles(ctx, k.ID); err != nil {
		return nil, err
	}
	return k, nil
}

// KitFiles lists a kit's files by sort_order.
func (s *Store) KitFiles(ctx context.Context, kitID string) ([]storyshelf.KitFile, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, kit_id, file_name, file_type, file_url, sort_order, created_at
		FROM kit_files WHERE kit_id = $1 ORDER BY sort_order, created_at, id`, kitID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list kit files: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.KitFile{}
	for rows.Next() {
		var f storyshelf.KitFile
		if err := rows.Scan(&f.ID, &f.KitID, &f.FileName, &f.FileType, &f.FileURL, &f.SortOrder, &f.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read kit file: %w", err)
		}
		list = append(list, f)
	}
	return list, rows.Err()
}

// CreateKit inserts a kit with its files in one transaction.
func (s *Store) CreateKit(ctx context.Context, k *storyshelf.KindnessKit) error {
	if k.ID == "" {
		k.ID = uuid.NewString()
	}
	if k.CreatedAt.IsZero() {
		k.CreatedAt = s.now()
	}
	k.UpdatedAt = k.CreatedAt
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO kindness_kits (id, book_id, active, title, headline,
		subheadline, hero_image_url, mailerlite_group_id, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
		k.ID, k.BookID, k.Active, k.Title, k.Headline, k.Subheadline, k.HeroImageURL,
		k.MailerLiteGroupID, k.CreatedAt, k.UpdatedAt); err != nil {
		return fmt.Errorf("store: unable to insert kit: %w", err)
	}
	for i := range k.Files {
		f := &k.Files[i]
		f.KitID = k.ID
		if f.ID == "" {
			f.ID = uuid.NewString()
		}
		if f.SortOrder == 0 {
			f.SortOrder = i + 1
		}
		if f.CreatedAt.IsZero() {
			f.CreatedAt = k.CreatedAt
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO kit_files (id, kit_id, file_name, file_type, file_url, sort_order, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			f.ID, f.KitID, f.FileName, f.FileType, f.FileURL, f.SortOrder, f.CreatedAt); err != nil {
			return fmt.Errorf("store: unable to insert kit file: %w", err)
		}
	}
	return tx.Commit()
}
