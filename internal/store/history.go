package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// RecordHistory stores one History record of something that is not a
// change of the store's (a download of the subscriber list, a test mail),
// made by ctx's actor unless rec names its own. Changes are recorded by the
// store itself, in their own transaction (record).
func (s *Store) RecordHistory(ctx context.Context, rec *storyshelf.HistoryRecord) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if err := s.record(ctx, tx, rec); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: unable to record history: %w", err)
	}
	return nil
}

// record writes, within tx, the History record of what tx changes, made by
// ctx's actor (or the one rec names): the change and its record commit
// together, and a record that cannot be written fails the change. Where no
// actor is named (a reader's own sign-up, the demo's seeding) nothing is
// recorded. Its ID and time are set here; names and values are cut to the
// record's limits, and a field that names a secret is dropped, whatever the
// caller passed.
func (s *Store) record(ctx context.Context, tx *sql.Tx, rec *storyshelf.HistoryRecord) error {
	if rec.ActorID == "" && rec.ActorEmail == "" {
		a, ok := storyshelf.ActorOf(ctx)
		if !ok {
			return nil
		}
		rec.ActorID, rec.ActorEmail = a.ID, a.Email
	}
	rec.ID, rec.At = uuid.NewString(), s.now()
	fields := []storyshelf.HistoryField{}
	for _, f := range rec.Fields {
		if storyshelf.SecretField(f.Name) {
			continue
		}
		if len(fields) == storyshelf.HistoryFieldsMax {
			break
		}
		f.Name = clipRunes(f.Name, storyshelf.HistoryValueMax)
		f.Old, f.New = historyValue(f.Old), historyValue(f.New)
		fields = append(fields, f)
	}
	rec.Fields = fields
	rec.ActorEmail = clipRunes(rec.ActorEmail, storyshelf.HistoryNameMax)
	rec.ItemID = clipRunes(rec.ItemID, storyshelf.HistoryNameMax)
	rec.ItemName = clipRunes(rec.ItemName, storyshelf.HistoryNameMax)
	if rec.Coalesce > 0 {
		if folded, err := foldHistory(ctx, tx, rec); err != nil || folded {
			return err
		}
	}
	list, err := json.Marshal(rec.Fields)
	if err != nil {
		return fmt.Errorf("store: unable to record history: %w", err)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO history (id, created_at, actor_id, actor_email, kind, action,
		item_id, item_name, fields) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		rec.ID, rec.At, rec.ActorID, rec.ActorEmail, rec.Kind, rec.Action, rec.ItemID, rec.ItemName, string(list))
	if err != nil {
		return fmt.Errorf("store: unable to record history: %w", err)
	}
	return nil
}

// foldHistory folds rec into the same person's latest record of its kind,
// action and item made within rec.Coalesce, if there is one: that record
// moves to now, takes rec's item name, and lists the fields of both (each
// with its first old and its last new value). It answers whether it did.
func foldHistory(ctx context.Context, tx *sql.Tx, rec *storyshelf.HistoryRecord) (bool, error) {
	var id, list string
	err := tx.QueryRowContext(ctx, `SELECT id, fields FROM history WHERE actor_id = $1 AND kind = $2 AND action = $3
		AND item_id = $4 AND created_at >= $5 ORDER BY created_at DESC LIMIT 1`,
		rec.ActorID, rec.Kind, rec.Action, rec.ItemID, rec.At.Add(-rec.Coalesce)).Scan(&id, &list)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	} else if err != nil {
		return false, fmt.Errorf("store: unable to read history: %w", err)
	}
	var fields []storyshelf.HistoryField
	if err := json.Unmarshal([]byte(list), &fields); err != nil {
		return false, fmt.Errorf("store: unable to read history: %w", err)
	}
	for _, f := range rec.Fields {
		i := slices.IndexFunc(fields, func(g storyshelf.HistoryField) bool { return g.Name == f.Name })
		switch {
		case i >= 0:
			fields[i].New = f.New
		case len(fields) < storyshelf.HistoryFieldsMax:
			fields = append(fields, f)
		}
	}
	merged, err := json.Marshal(fields)
	if err != nil {
		return false, fmt.Errorf("store: unable to record history: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE history SET created_at = $1, item_name = $2, fields = $3 WHERE id = $4`,
		rec.At, rec.ItemName, string(merged), id); err != nil {
		return false, fmt.Errorf("store: unable to record history: %w", err)
	}
	rec.ID = id
	return true, nil
}

// historyValue keeps a short text, a number or a boolean; anything else (a long
// text, a list) becomes nil, so the record says only that it changed.
func historyValue(v any) any {
	switch v := v.(type) {
	case string:
		if utf8.RuneCountInString(v) > storyshelf.HistoryValueMax {
			return nil
		}
		return v
	case bool, float64, int, int64, json.Number:
		return v
	}
	return nil
}

// clipRunes cuts s to at most n characters, never inside one.
func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

func historyWhere(f storyshelf.HistoryFilter) (string, []any) {
	var conds []string
	var args []any
	add := func(cond string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(cond, len(args)))
	}
	if f.Person != "" {
		add("actor_email = $%d", f.Person)
	}
	if f.Kind != "" {
		add("kind = $%d", f.Kind)
	}
	if !f.From.IsZero() {
		add("created_at >= $%d", f.From.UTC())
	}
	if !f.To.IsZero() {
		add("created_at < $%d", f.To.UTC())
	}
	if len(conds) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(conds, " AND "), args
}

// History lists one page of records matching f, newest first, with the
// addresses of everyone who made one (for the person filter; failed
// sign-ins, which have no account, are left out of that list).
func (s *Store) History(ctx context.Context, f storyshelf.HistoryFilter, page, size int) (*storyshelf.HistoryPage, error) {
	where, args := historyWhere(f)
	p := &storyshelf.HistoryPage{Records: []storyshelf.HistoryRecord{}, Page: max(page, 1), People: []string{}}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM history`+where, args...).Scan(&p.TotalCount); err != nil {
		return nil, fmt.Errorf("store: unable to count history: %w", err)
	}
	p.TotalPages = (p.TotalCount + size - 1) / size
	rows, err := s.db.QueryContext(ctx, `SELECT id, created_at, actor_id, actor_email, kind, action, item_id,
		item_name, fields FROM history`+where+fmt.Sprintf(` ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d`,
		size, (p.Page-1)*size), args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list history: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var rec storyshelf.HistoryRecord
		var fields string
		if err := rows.Scan(&rec.ID, &rec.At, &rec.ActorID, &rec.ActorEmail, &rec.Kind, &rec.Action,
			&rec.ItemID, &rec.ItemName, &fields); err != nil {
			return nil, fmt.Errorf("store: unable to read history: %w", err)
		}
		if json.Unmarshal([]byte(fields), &rec.Fields) != nil || rec.Fields == nil {
			rec.Fields = []storyshelf.HistoryField{}
		}
		p.Records = append(p.Records, rec)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: unable to list history: %w", err)
	}
	people, err := s.db.QueryContext(ctx, `SELECT DISTINCT actor_email FROM history
		WHERE actor_id <> '' ORDER BY actor_email LIMIT 200`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list history's people: %w", err)
	}
	defer people.Close()
	for people.Next() {
		var email string
		if err := people.Scan(&email); err != nil {
			return nil, fmt.Errorf("store: unable to list history's people: %w", err)
		}
		p.People = append(p.People, email)
	}
	return p, people.Err()
}

var pruneHistory = prune{"old history", `DELETE FROM history WHERE id IN
	(SELECT id FROM history WHERE created_at < $1 LIMIT $2)`}

// PruneHistory deletes up to limit History records made before before.
func (s *Store) PruneHistory(ctx context.Context, before time.Time, limit int) (int, error) {
	return s.prune(ctx, pruneHistory, before, limit)
}
