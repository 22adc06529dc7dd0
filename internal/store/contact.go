package store

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// CreateContactMessage stores a message and the mail that tells the owner
// about it, in one transaction.
func (s *Store) CreateContactMessage(ctx context.Context, m *storyshelf.ContactMessage, notify *storyshelf.OutboxMail) error {
	if m.ID == "" {
		m.ID = uuid.NewString()
	}
	m.CreatedAt = s.now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO contact_messages (id, name, email, subject, message, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, m.ID, m.Name, m.Email, m.Subject, m.Message, m.CreatedAt); err != nil {
		return fmt.Errorf("store: unable to save message: %w", err)
	}
	if notify != nil {
		if err := s.enqueueMail(ctx, tx, notify); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to save message: %w", err)
	}
	return nil
}

// ContactMessages lists messages newest first.
func (s *Store) ContactMessages(ctx context.Context, limit int) ([]storyshelf.ContactMessage, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, name, email, subject, message, created_at
		FROM contact_messages ORDER BY created_at DESC, id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list messages: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.ContactMessage{}
	for rows.Next() {
		var m storyshelf.ContactMessage
		if err := rows.Scan(&m.ID, &m.Name, &m.Email, &m.Subject, &m.Message, &m.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read message: %w", err)
		}
		list = append(list, m)
	}
	return list, rows.Err()
}
