// Package history records what the owner and her team did in the admin:
// every admin route that changes something (and the reads that let data
// leave: exports and backups) leaves a record when it succeeds.
package history

import (
	"context"
	"encoding/json"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A historyEntry is what a route's successful request records: its kind and
// what was done. An action of one word reads "Changed book "…""; a longer one
// reads on its own ("Downloaded a backup").
type historyEntry struct{ kind, action string }

// routes names, for every admin route that changes something (and the
// reads that let data leave: exports and backups), what History records when
// it succeeds. s.admin looks the route's pattern up here, so no route line
// names it; a test walks the route table and fails on an admin write missing
// from this map. Handlers add the item and the changed fields (noteItem,
// noteChanges) where they have them.
var routes = map[string]historyEntry{}

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

// RecordedRead reports whether a GET route is one History records (data
// leaving the site), for the test that walks the route table.
func RecordedRead(pattern string) bool {
	_, ok := routes[pattern]
	return ok && strings.HasPrefix(pattern, "GET ")
}

// A historyNote is what a handler adds to its request's record: the item
// and the fields that changed.
type historyNote struct {
	itemID, itemName string
	fields           []storyshelf.HistoryField
}

type historyNoteKey struct{}

func noteOf(r *http.Request) *historyNote {
	if n, ok := r.Context().Value(historyNoteKey{}).(*historyNote); ok {
		return n
	}
	return &historyNote{} // a route History does not record: the note goes nowhere
}

// NoteItem names the item a request changed, for its History record.
func NoteItem(r *http.Request, id, name string) {
	n := noteOf(r)
	n.itemID, n.itemName = id, name
}

// NoteChanges compares before and after (anything that encodes to a JSON
// object) and adds each top-level field whose value differs to the
// request's record (storyshelf.ChangedFields).
func NoteChanges(r *http.Request, before, after any) {
	n := noteOf(r)
	n.fields = append(n.fields, storyshelf.ChangedFields(before, after)...)
}

// historyWriter remembers a recorded request's status and the start of a
// JSON answer, where the item's id and name usually are.
type historyWriter struct {
	http.ResponseWriter
	status int
	head   []byte
}

const historyHeadMax = 64 << 10

func (w *historyWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *historyWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	if room := historyHeadMax - len(w.head); room > 0 && strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
		w.head = append(w.head, b[:min(room, len(b))]...)
	}
	return w.ResponseWriter.Write(b)
}

func (w *historyWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Record runs an admin route's handler and, when the route is one
// History records and the handler succeeded, records what it did. A failed
// request records nothing.
func Record(d *toolkit.Deps, next toolkit.Handler, w http.ResponseWriter, r *http.Request) error {
	entry, ok := routes[r.Pattern]
	if !ok {
		return next(w, r)
	}
	note := &historyNote{}
	hw := &historyWriter{ResponseWriter: w}
	r = r.WithContext(context.WithValue(r.Context(), historyNoteKey{}, note))
	if err := next(hw, r); err != nil || hw.status >= 400 {
		return err
	}
	if note.itemID == "" && note.itemName == "" {
		note.itemID, note.itemName = itemFromAnswer(hw.head)
	}
	if note.itemID == "" {
		note.itemID = r.PathValue("id")
	}
	Save(r.Context(), d, &storyshelf.HistoryRecord{Kind: entry.kind, Action: entry.action,
		ItemID: note.itemID, ItemName: note.itemName, Fields: note.fields})
	return nil
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

// itemFromAnswer reads the item's id and name from a JSON answer: its "id",
// and the first of its title, subject, name or email.
func itemFromAnswer(head []byte) (id, name string) {
	var v map[string]any
	if json.Unmarshal(head, &v) != nil {
		return "", ""
	}
	id, _ = v["id"].(string)
	if n, ok := v["id"].(float64); ok {
		id = strconv.FormatFloat(n, 'f', -1, 64)
	}
	for _, key := range []string{"title", "subject", "name", "email"} {
		if name, _ = v[key].(string); name != "" {
			break
		}
	}
	return id, name
}

// Entry is what History records for a route pattern, if anything.
func Entry(pattern string) (kind, action string, ok bool) {
	e, ok := routes[pattern]
	return e.kind, e.action, ok
}

// UploadPurposes lists what an upload may say it is for, in name order (the
// admin app sends one of them; a test holds the two lists together).
func UploadPurposes() []string {
	return slices.Sorted(maps.Keys(uploads))
}
