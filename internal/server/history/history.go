// Package history is what the HTTP layer adds to History: what is not a
// change of the store's (an export, a backup download, a test she ran, an
// upload) and the sign-ins. Every change is recorded by the store itself, in
// the change's own transaction, as made by the actor the session put in the
// request's context.
package history

import (
	"context"
	"maps"
	"slices"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A historyEntry is what an upload records: its kind and what was done. An
// action of one word reads "Uploaded material "…""; a longer one reads on its
// own ("Uploaded a book cover").
type historyEntry struct{ kind, action string }

// uploads names, for what an upload is for (POST /api/admin/uploads?for=…,
// as the admin app says), what History records: under the kind of what the
// file belongs to, so the filter finds it there. An upload that does not say
// is recorded as a file (uploadedFile).
var uploads = map[string]historyEntry{
	"book-cover":           {storyshelf.HistoryBook, "uploaded a book cover"},
	"upcoming-book-cover":  {storyshelf.HistoryUpcomingBook, "uploaded an upcoming book's cover"},
	"material":             {storyshelf.HistoryMaterial, "uploaded"},
	"video-song-file":      {storyshelf.HistoryMultimedia, "uploaded a video or song file"},
	"video-song-thumbnail": {storyshelf.HistoryMultimedia, "uploaded a video or song thumbnail"},
	"author-photo":         {storyshelf.HistoryAuthor, "uploaded an author photo"},
	"newsletter-picture":   {storyshelf.HistoryNewsletter, "uploaded a newsletter picture"},
	"kit-file":             {storyshelf.HistoryKit, "uploaded a kit file"},
	"kit-image":            {storyshelf.HistoryKit, "uploaded a kit's hero image"},
	"logo":                 {storyshelf.HistorySettings, "uploaded a logo"},
	"share-image":          {storyshelf.HistorySettings, "uploaded a share image"},
}

// uploadedFile is an upload's record when it does not say what it is for (a
// script's).
var uploadedFile = historyEntry{storyshelf.HistoryMaterial, "uploaded a file"}

// NoteUploadDone records an upload that was stored: the file's address and
// name, under what it is for (a key of uploads; any other is a file). The
// handler calls it before answering, and one that cannot be recorded fails
// the upload.
func NoteUploadDone(ctx context.Context, d *toolkit.Deps, purpose, url, name string) error {
	e, ok := uploads[purpose]
	if !ok {
		e = uploadedFile
	}
	return Note(ctx, d, e.kind, e.action, url, name)
}

// Save stores a record even when the client has gone: what it
// recorded happened. A failure is logged, never the request's answer.
func Save(ctx context.Context, d *toolkit.Deps, rec *storyshelf.HistoryRecord) {
	if err := d.Store.RecordHistory(context.WithoutCancel(ctx), rec); err != nil {
		d.Logger.ErrorContext(ctx, "history not recorded", "kind", rec.Kind, "action", rec.Action, "err", err)
	}
}

// Note records what the admin did that is not a change of the store's
// (which the store records itself, in the change's transaction): data that
// left the site (an export, a backup) or a test she ran. The record is made
// before the answer, and one that cannot be made fails the request.
func Note(ctx context.Context, d *toolkit.Deps, kind, action, itemID, itemName string) error {
	return d.Store.RecordHistory(ctx, &storyshelf.HistoryRecord{Kind: kind, Action: action,
		ItemID: itemID, ItemName: itemName})
}

// failedSignInsRecorded bounds the failed sign-ins History keeps site-wide
// an hour: the login limits bound each client, and this bounds a flood from
// many addresses, so it can neither fill the database nor cost more than a
// counter per attempt. Past it, failures are still refused and counted.
const failedSignInsRecorded = 100

// FailedSignIn keeps the address tried, never the password.
func FailedSignIn(ctx context.Context, d *toolkit.Deps, email string) {
	if ok, err := d.Store.Hit(ctx, "history:failed-sign-ins", time.Hour, failedSignInsRecorded); err != nil || !ok {
		return
	}
	Save(ctx, d, &storyshelf.HistoryRecord{Kind: storyshelf.HistorySignIn, Action: "sign-in failed", ActorEmail: email})
}

// UploadPurposes lists what an upload may say it is for, in name order (the
// admin app sends one of them; a test holds the two lists together).
func UploadPurposes() []string {
	return slices.Sorted(maps.Keys(uploads))
}
