package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/mails"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

const kitColumns = `id, book_id, active, title, title_es, headline, headline_es, subheadline, subheadline_es,
	hero_image_url, mailerlite_group_id, created_at, updated_at, status, publish_at`

func scanKit(row interface{ Scan(...any) error }) (*storyshelf.KindnessKit, error) {
	k := &storyshelf.KindnessKit{}
	err := row.Scan(&k.ID, &k.BookID, &k.Active, &k.Title, &k.TitleEs, &k.Headline, &k.HeadlineEs,
		&k.Subheadline, &k.SubheadlineEs, &k.HeroImageURL, &k.MailerLiteGroupID, &k.CreatedAt, &k.UpdatedAt,
		&k.Status, publishAtScan{&k.Publishing})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgKitNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch kit: %w", err)
	}
	return k, nil
}

// ActiveKit finds the newest active kit of a book's story with its files in
// sort_order: the book's own, else its other edition's, so a kit made for
// one edition shows on both. A story without one answers ENOTFOUND.
func (s *Store) ActiveKit(ctx context.Context, bookID string) (*storyshelf.KindnessKit, error) {
	k, err := scanKit(s.db.QueryRowContext(ctx, `SELECT `+kitColumns+` FROM kindness_kits k
		WHERE `+visible(ctx, "k")+` AND active = $2
			AND (book_id = $1 OR book_id = (SELECT other_edition_id FROM books WHERE id = $1))
		ORDER BY CASE WHEN book_id = $1 THEN 0 ELSE 1 END, created_at DESC, id LIMIT 1`, bookID, true))
	if err != nil {
		return nil, err
	}
	if k.Files, err = s.KitFiles(ctx, k.ID); err != nil {
		return nil, err
	}
	return k, nil
}

// KitByID finds a kit, active or not, with its files in sort_order.
func (s *Store) KitByID(ctx context.Context, id string) (*storyshelf.KindnessKit, error) {
	return kitByID(ctx, s.db, id)
}

// kitByID reads a kit with its files on q: the database, or a transaction
// that is changing it (for History's before and after).
func kitByID(ctx context.Context, q querier, id string) (*storyshelf.KindnessKit, error) {
	k, err := scanKit(q.QueryRowContext(ctx, `SELECT `+kitColumns+` FROM kindness_kits k
		WHERE `+visible(ctx, "k")+` AND id = $1`, id))
	if err != nil {
		return nil, err
	}
	if k.Files, err = kitFiles(ctx, q, k.ID); err != nil {
		return nil, err
	}
	return k, nil
}

// kitTitle is the title History names a kit by, read in tx; a kit that is
// not there is ENOTFOUND.
func kitTitle(ctx context.Context, tx *sql.Tx, id string) (string, error) {
	var title string
	err := tx.QueryRowContext(ctx, `SELECT title FROM kindness_kits WHERE id = $1`, id).Scan(&title)
	if errors.Is(err, sql.ErrNoRows) {
		return "", notFound(storyshelf.MsgKitNotFound)
	} else if err != nil {
		return "", fmt.Errorf("store: unable to find kit: %w", err)
	}
	return title, nil
}

// KitFiles lists a kit's files by sort_order.
func (s *Store) KitFiles(ctx context.Context, kitID string) ([]storyshelf.KitFile, error) {
	return kitFiles(ctx, s.db, kitID)
}

func kitFiles(ctx context.Context, q querier, kitID string) ([]storyshelf.KitFile, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, kit_id, file_name, file_name_es, file_type, file_url, sort_order, created_at
		FROM kit_files WHERE kit_id = $1 ORDER BY sort_order, created_at, id`, kitID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list kit files: %w", err)
	}
	defer rows.Close()
	list := []storyshelf.KitFile{}
	for rows.Next() {
		var f storyshelf.KitFile
		if err := rows.Scan(&f.ID, &f.KitID, &f.FileName, &f.FileNameEs, &f.FileType, &f.FileURL, &f.SortOrder, &f.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read kit file: %w", err)
		}
		list = append(list, f)
	}
	return list, rows.Err()
}

// CreateKit inserts a kit with its files, and its History record, in one
// transaction.
func (s *Store) CreateKit(ctx context.Context, k *storyshelf.KindnessKit) error {
	if k.ID == "" {
		k.ID = uuid.NewString()
	}
	if k.CreatedAt.IsZero() {
		k.CreatedAt = s.now()
	}
	k.UpdatedAt = k.CreatedAt
	if err := k.Publishing.Check(s.now()); err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO kindness_kits (`+kitColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
		k.ID, k.BookID, k.Active, k.Title, k.TitleEs, k.Headline, k.HeadlineEs, k.Subheadline, k.SubheadlineEs,
		k.HeroImageURL, k.MailerLiteGroupID, k.CreatedAt, k.UpdatedAt, k.Status, publishAtValue(k.Publishing)); err != nil {
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
		if err := insertKitFile(ctx, tx, f); err != nil {
			return err
		}
	}
	if err := s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryKit, Action: "created",
		ItemID: k.ID, ItemName: k.Title}); err != nil {
		return err
	}
	return tx.Commit()
}

// NewKitSignUp is a reader's sign-up for a kit, as its form gave it.
type NewKitSignUp struct {
	KitID string
	// Name is the reader's name; empty keeps the one given before.
	Name string
	// Subscriber is the address as the email list takes it: its consent as
	// the form's box read, the page, the page's language and a new
	// unsubscribe token.
	Subscriber *storyshelf.Subscriber
	// Token is the secret of the sign-up's download links, which its mail
	// carries; only its hash is stored.
	Token string
}

// SignUpForKit records a kit sign-up in one transaction: the kit's subscriber
// row (one per kit and address, with the consent just given; a name given
// now replaces an older one), the address on the built-in email list (its
// owner agreed to occasional updates; an address that unsubscribed stays
// unsubscribed, and a new one waits for confirmation when the owner asks for
// it), the 24-hour download grant, and the mail that carries the links (with
// the email-list sync into the kit's group when it has one and the address
// is not waiting). The mail goes only when this address was not mailed this
// kit's links in the last KitMailInterval, so a stranger cannot use the form
// to mail someone over and over. It answers the kit with its files, the
// grant, and whether mail was queued; a kit that is missing, inactive or has
// no files is ENOTFOUND.
func (s *Store) SignUpForKit(ctx context.Context, rm ReaderMail, su NewKitSignUp) (kit *storyshelf.KindnessKit,
	grant *storyshelf.DownloadGrant, mailed bool, err error) {
	listSub := su.Subscriber
	listSub.Status = storyshelf.SubscriberActive
	if rm.ConfirmFirst() {
		// The kit comes at once; its agreement joins the list only once the
		// address is confirmed, from the link the kit's mail carries.
		listSub.Status = storyshelf.SubscriberPending
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, nil, false, fmt.Errorf("store: unable to begin: %w", err)
	}
	defer tx.Rollback()
	k, err := scanKit(tx.QueryRowContext(ctx, `SELECT `+kitColumns+` FROM kindness_kits k
		WHERE `+visible(ctx, "k")+` AND id = $1 AND active = $2`, su.KitID, true))
	if err != nil {
		return nil, nil, false, err
	}
	if k.Files, err = kitFiles(ctx, tx, k.ID); err != nil {
		return nil, nil, false, err
	}
	if len(k.Files) == 0 {
		return nil, nil, false, notFound(storyshelf.MsgKitNotFound)
	}

	stored, _, err := s.subscribe(ctx, tx, listSub)
	if err != nil {
		return nil, nil, false, err
	}
	now := s.now()
	var mailedAt sql.NullTime
	err = tx.QueryRowContext(ctx, `SELECT mailed_at FROM kit_subscribers WHERE kit_id = $1 AND email = $2`,
		k.ID, stored.Email).Scan(&mailedAt)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		_, err = tx.ExecContext(ctx, `INSERT INTO kit_subscribers (id, kit_id, email, name, consent_text, consent_page,
			consent_at, created_at, lang) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
			uuid.NewString(), k.ID, stored.Email, su.Name, listSub.ConsentText, listSub.ConsentPage, now, stored.Lang)
	case err == nil:
		_, err = tx.ExecContext(ctx, `UPDATE kit_subscribers SET name = CASE WHEN $1 = '' THEN name ELSE $1 END,
			consent_text = $2, consent_page = $3, consent_at = $4, lang = $5 WHERE kit_id = $6 AND email = $7`,
			su.Name, listSub.ConsentText, listSub.ConsentPage, now, stored.Lang, k.ID, stored.Email)
	}
	if err != nil {
		return nil, nil, false, fmt.Errorf("store: unable to save kit subscriber: %w", err)
	}

	grant = &storyshelf.DownloadGrant{ID: uuid.NewString(), KitID: k.ID, Email: stored.Email, TokenHash: auth.HashSecret(su.Token),
		CreatedAt: now, ExpiresAt: now.Add(storyshelf.KitLinkTTL), Lang: stored.Lang}
	if _, err := tx.ExecContext(ctx, `INSERT INTO download_grants (id, kit_id, email, token_hash, expires_at, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`, grant.ID, grant.KitID, grant.Email, grant.TokenHash,
		grant.ExpiresAt, grant.CreatedAt); err != nil {
		return nil, nil, false, fmt.Errorf("store: unable to add download grant: %w", err)
	}
	mailed = !mailedAt.Valid || !mailedAt.Time.After(now.Add(-storyshelf.KitMailInterval))
	if mailed {
		downloads := make([]mails.Download, len(k.Files))
		for i, f := range k.Files {
			downloads[i] = mails.Download{FileName: f.NameIn(stored.Lang), URL: mails.KitDownloadPath(su.Token, f.ID)}
		}
		var jobs []storyshelf.Job
		if k.MailerLiteGroupID != "" && stored.Status != storyshelf.SubscriberPending {
			jobs = append(jobs, storyshelf.EmailListSync(stored.Email, su.Name, false, k.MailerLiteGroupID))
		}
		ids, err := s.queue(ctx, tx, []storyshelf.OutboxMail{mails.Kit(rm.Site, k, stored, downloads)}, jobs)
		if err != nil {
			return nil, nil, false, err
		}
		// mailed_at is when the links were last queued (one mail a day at
		// most); mail_id tells whether that mail really went out.
		if _, err := tx.ExecContext(ctx, `UPDATE kit_subscribers SET mailed_at = $1, mail_id = $2 WHERE kit_id = $3 AND email = $4`,
			now, ids[0], k.ID, stored.Email); err != nil {
			return nil, nil, false, fmt.Errorf("store: unable to save kit subscriber: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, nil, false, fmt.Errorf("store: unable to save kit sign-up: %w", err)
	}
	return k, grant, mailed, nil
}

// grantLang is a download grant g's language: its reader's, from their
// sign-up for the kit; English for a link the owner made for someone who
// never signed up.
const grantLang = `COALESCE((SELECT k.lang FROM kit_subscribers k WHERE k.kit_id = g.kit_id AND k.email = g.email), 'en')`

// KitDownload finds the kit file a download link points at: the grant with
// tokenHash must exist and cover the file's kit. The caller checks the
// grant's expiry. An unknown link or file is ENOTFOUND.
func (s *Store) KitDownload(ctx context.Context, tokenHash, fileID string) (*storyshelf.DownloadGrant, *storyshelf.KitFile, error) {
	g := &storyshelf.DownloadGrant{}
	f := &storyshelf.KitFile{}
	err := s.db.QueryRowContext(ctx, `SELECT g.id, g.kit_id, g.email, g.token_hash, g.expires_at, g.created_at, `+grantLang+`,
		f.id, f.kit_id, f.file_name, f.file_name_es, f.file_type, f.file_url, f.sort_order, f.created_at
		FROM download_grants g JOIN kit_files f ON f.kit_id = g.kit_id
		WHERE g.token_hash = $1 AND f.id = $2`, tokenHash, fileID).Scan(
		&g.ID, &g.KitID, &g.Email, &g.TokenHash, &g.ExpiresAt, &g.CreatedAt, &g.Lang,
		&f.ID, &f.KitID, &f.FileName, &f.FileNameEs, &f.FileType, &f.FileURL, &f.SortOrder, &f.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, notFound(storyshelf.MsgKitLinkUnknown)
	} else if err != nil {
		return nil, nil, fmt.Errorf("store: unable to fetch kit download: %w", err)
	}
	return g, f, nil
}

// KitSummary is a kit as the admin list shows it.
type KitSummary struct {
	storyshelf.KindnessKit
	BookTitle   string `json:"bookTitle"`
	FileCount   int    `json:"fileCount"`
	Subscribers int    `json:"subscriberCount"`
}

// Kits lists every kit, newest first, with its book's title and how many
// files and sign-ups it has.
func (s *Store) Kits(ctx context.Context) ([]KitSummary, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT k.id, k.book_id, k.active, k.title, k.title_es, k.headline,
		k.headline_es, k.subheadline, k.subheadline_es, k.hero_image_url, k.mailerlite_group_id, k.created_at, k.updated_at, k.status, k.publish_at, COALESCE(b.title, ''),
		(SELECT COUNT(*) FROM kit_files f WHERE f.kit_id = k.id),
		(SELECT COUNT(*) FROM kit_subscribers ks WHERE ks.kit_id = k.id)
		FROM kindness_kits k LEFT JOIN books b ON b.id = k.book_id
		ORDER BY k.created_at DESC, k.id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list kits: %w", err)
	}
	defer rows.Close()
	list := []KitSummary{}
	for rows.Next() {
		var k KitSummary
		if err := rows.Scan(&k.ID, &k.BookID, &k.Active, &k.Title, &k.TitleEs, &k.Headline, &k.HeadlineEs,
			&k.Subheadline, &k.SubheadlineEs, &k.HeroImageURL,
			&k.MailerLiteGroupID, &k.CreatedAt, &k.UpdatedAt, &k.Status, publishAtScan{&k.Publishing}, &k.BookTitle, &k.FileCount, &k.Subscribers); err != nil {
			return nil, fmt.Errorf("store: unable to read kit: %w", err)
		}
		list = append(list, k)
	}
	return list, rows.Err()
}

// UpdateKit saves a kit's own fields (its files are managed one by one),
// with History's record of the fields that changed.
func (s *Store) UpdateKit(ctx context.Context, k *storyshelf.KindnessKit) error {
	k.UpdatedAt = s.now()
	if err := k.Publishing.Check(k.UpdatedAt); err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sql.Tx) error {
		owner := storyshelf.WithOwnerView(ctx) // History's before and after, whatever their status
		old, err := kitByID(owner, tx, k.ID)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE kindness_kits SET book_id = $1, active = $2, title = $3,
			title_es = $4, headline = $5, headline_es = $6, subheadline = $7, subheadline_es = $8, hero_image_url = $9,
			mailerlite_group_id = $10, updated_at = $11, status = $12, publish_at = $13 WHERE id = $14`,
			k.BookID, k.Active, k.Title, k.TitleEs, k.Headline, k.HeadlineEs, k.Subheadline, k.SubheadlineEs,
			k.HeroImageURL, k.MailerLiteGroupID, k.UpdatedAt, k.Status, publishAtValue(k.Publishing), k.ID); err != nil {
			return fmt.Errorf("store: unable to update kit: %w", err)
		}
		saved, err := kitByID(owner, tx, k.ID)
		if err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryKit, Action: "changed",
			ItemID: k.ID, ItemName: saved.Title, Fields: storyshelf.ChangedFields(old, saved)})
	})
}

// DeleteKit removes a kit; its files, subscribers and download links go
// with it (ON DELETE CASCADE), in one statement, recorded in History.
func (s *Store) DeleteKit(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var title string
		err := tx.QueryRowContext(ctx, `DELETE FROM kindness_kits WHERE id = $1 RETURNING title`, id).Scan(&title)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound(storyshelf.MsgKitNotFound)
		} else if err != nil {
			return fmt.Errorf("store: unable to delete kit: %w", err)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryKit, Action: "deleted",
			ItemID: id, ItemName: title})
	})
}

// AddKitFile adds a file at the end of a kit (admin spec §9: sort_order is
// the current file count plus 1). History records the kit and the file's
// name.
func (s *Store) AddKitFile(ctx context.Context, f *storyshelf.KitFile) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		title, err := kitTitle(ctx, tx, f.KitID)
		if err != nil {
			return err
		}
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) + 1 FROM kit_files WHERE kit_id = $1`, f.KitID).Scan(&f.SortOrder); err != nil {
			return fmt.Errorf("store: unable to count kit files: %w", err)
		}
		f.ID, f.CreatedAt = uuid.NewString(), s.now()
		if err := insertKitFile(ctx, tx, f); err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryKit, Action: "added a file to",
			ItemID: f.KitID, ItemName: title, Fields: []storyshelf.HistoryField{{Name: "file", New: f.FileName}}})
	})
}

// insertKitFile adds f to its kit in tx.
func insertKitFile(ctx context.Context, tx *sql.Tx, f *storyshelf.KitFile) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO kit_files (id, kit_id, file_name, file_name_es, file_type, file_url,
		sort_order, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		f.ID, f.KitID, f.FileName, f.FileNameEs, f.FileType, f.FileURL, f.SortOrder, f.CreatedAt); err != nil {
		return fmt.Errorf("store: unable to insert kit file: %w", err)
	}
	return nil
}

// RenameKitFile gives a kit's file the English and Spanish names in f (its
// KitID and ID say which), with History's record of the names that changed.
func (s *Store) RenameKitFile(ctx context.Context, f *storyshelf.KitFile) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var old storyshelf.KitFile
		err := tx.QueryRowContext(ctx, `SELECT file_name, file_name_es FROM kit_files WHERE id = $1 AND kit_id = $2`,
			f.ID, f.KitID).Scan(&old.FileName, &old.FileNameEs)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound(storyshelf.MsgFileNotFound)
		} else if err != nil {
			return fmt.Errorf("store: unable to find kit file: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE kit_files SET file_name = $1, file_name_es = $2 WHERE id = $3`,
			f.FileName, f.FileNameEs, f.ID); err != nil {
			return fmt.Errorf("store: unable to rename kit file: %w", err)
		}
		title, err := kitTitle(ctx, tx, f.KitID)
		if err != nil {
			return err
		}
		var fields []storyshelf.HistoryField
		for _, c := range []struct{ name, old, new string }{{"file", old.FileName, f.FileName}, {"fileEs", old.FileNameEs, f.FileNameEs}} {
			if c.old != c.new {
				fields = append(fields, storyshelf.HistoryField{Name: c.name, Old: c.old, New: c.new})
			}
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryKit, Action: "renamed a file of",
			ItemID: f.KitID, ItemName: title, Fields: fields})
	})
}

// DeleteKitFile removes one file of a kit and answers it, so its stored
// file can be removed too. History records the kit and the file's name.
func (s *Store) DeleteKitFile(ctx context.Context, kitID, fileID string) (*storyshelf.KitFile, error) {
	f := &storyshelf.KitFile{}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `DELETE FROM kit_files WHERE id = $1 AND kit_id = $2
			RETURNING id, kit_id, file_name, file_name_es, file_type, file_url, sort_order, created_at`, fileID, kitID).Scan(
			&f.ID, &f.KitID, &f.FileName, &f.FileNameEs, &f.FileType, &f.FileURL, &f.SortOrder, &f.CreatedAt)
		if errors.Is(err, sql.ErrNoRows) {
			return notFound(storyshelf.MsgFileNotFound)
		} else if err != nil {
			return fmt.Errorf("store: unable to delete kit file: %w", err)
		}
		title, err := kitTitle(ctx, tx, f.KitID)
		if err != nil {
			return err
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryKit, Action: "removed a file from",
			ItemID: f.KitID, ItemName: title, Fields: []storyshelf.HistoryField{{Name: "file", Old: f.FileName}}})
	})
	if err != nil {
		return nil, err
	}
	return f, nil
}

// GrantKitDownload makes download links for a kit without a sign-up: the
// owner's secure-link generator (admin spec §2, "Kit files manager").
// History records the kit, never the address the link was made for.
func (s *Store) GrantKitDownload(ctx context.Context, g *storyshelf.DownloadGrant) error {
	now := s.now()
	g.ID, g.CreatedAt, g.ExpiresAt = uuid.NewString(), now, now.Add(storyshelf.KitLinkTTL)
	g.Email = storyshelf.NormalizeEmail(g.Email)
	return s.inTx(ctx, func(tx *sql.Tx) error {
		title, err := kitTitle(ctx, tx, g.KitID)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO download_grants (id, kit_id, email, token_hash, expires_at, created_at)
			VALUES ($1, $2, $3, $4, $5, $6)`, g.ID, g.KitID, g.Email, g.TokenHash, g.ExpiresAt, g.CreatedAt); err != nil {
			return fmt.Errorf("store: unable to add download grant: %w", err)
		}
		return s.record(ctx, tx, &storyshelf.HistoryRecord{Kind: storyshelf.HistoryKit, Action: "made a download link for",
			ItemID: g.KitID, ItemName: title})
	})
}

// DownloadGrantByToken finds a link's grant; an unknown link is ENOTFOUND.
func (s *Store) DownloadGrantByToken(ctx context.Context, tokenHash string) (*storyshelf.DownloadGrant, error) {
	g := &storyshelf.DownloadGrant{}
	err := s.db.QueryRowContext(ctx, `SELECT g.id, g.kit_id, g.email, g.token_hash, g.expires_at, g.created_at, `+grantLang+`
		FROM download_grants g WHERE g.token_hash = $1`, tokenHash).Scan(&g.ID, &g.KitID, &g.Email, &g.TokenHash, &g.ExpiresAt, &g.CreatedAt, &g.Lang)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound(storyshelf.MsgKitLinkUnknown)
	} else if err != nil {
		return nil, fmt.Errorf("store: unable to fetch download grant: %w", err)
	}
	return g, nil
}
