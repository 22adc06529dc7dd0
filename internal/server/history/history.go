// Package history records what the owner and her team did in the admin:
// every admin route that changes something (and the reads that let data
// leave: exports and backups) leaves a record when it succeeds.
package history

import (
	"bytes"
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

// The kinds of History records, as the History screen's filter lists them.
const (
	KindBook          = "book"
	KindUpcomingBook  = "upcoming book"
	KindKit           = "kit"
	KindMaterial      = "material"
	KindTestimonial   = "testimonial"
	KindMultimedia    = "video/song"
	KindAuthor        = "author"
	KindSettings      = "settings"
	KindEmailSettings = "email settings"
	KindBackups       = "backups"
	KindNewsletter    = "newsletter"
	KindSubscriber    = "subscriber"
	KindMessage       = "message"
	KindAccount       = "account"
	KindPeople        = "people"
	KindSignIn        = "sign-in"
)

// Kinds is every kind, in the order the filter offers them.
var Kinds = []string{KindBook, KindUpcomingBook, KindKit, KindMaterial, KindTestimonial, KindMultimedia,
	KindAuthor, KindSettings, KindEmailSettings, KindBackups, KindNewsletter, KindSubscriber, KindMessage,
	KindAccount, KindPeople, KindSignIn}

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
var routes = map[string]historyEntry{
	"POST /api/admin/password":                      {KindAccount, "changed the password"},
	"POST /api/admin/account/email":                 {KindAccount, "asked to change the email address"},
	"DELETE /api/admin/sessions":                    {KindAccount, "signed out every other device"},
	"DELETE /api/admin/sessions/{id}":               {KindAccount, "signed out a device"},
	"POST /api/admin/account/codes":                 {KindAccount, "started setting up sign-in codes"},
	"POST /api/admin/account/codes/confirm":         {KindAccount, "turned on sign-in codes"},
	"POST /api/admin/account/codes/recovery-codes":  {KindAccount, "made new recovery codes"},
	"POST /api/admin/account/codes/off":             {KindAccount, "turned off sign-in codes"},
	"POST /api/admin/people":                        {KindPeople, "invited a person"},
	"DELETE /api/admin/people/{id}":                 {KindPeople, "removed an account"},
	"DELETE /api/admin/people/invitations/{id}":     {KindPeople, "cancelled an invitation"},
	"POST /api/admin/account/passkeys/begin":        {KindAccount, "started adding a passkey"},
	"POST /api/admin/account/passkeys/finish":       {KindAccount, "added a passkey"},
	"PUT /api/admin/account/passkeys/{id}":          {KindAccount, "renamed a passkey"},
	"DELETE /api/admin/account/passkeys/{id}":       {KindAccount, "removed a passkey"},
	"PUT /api/admin/account/second-step-required":   {KindSettings, "changed whether a second step is required"},
	"GET /api/admin/backup":                         {KindBackups, "downloaded a backup"},
	"POST /api/admin/books":                         {KindBook, "created"},
	"PUT /api/admin/books/{id}":                     {KindBook, "changed"},
	"DELETE /api/admin/books/{id}":                  {KindBook, "deleted"},
	"PUT /api/admin/books/featured":                 {KindBook, "pinned as the featured book"},
	"DELETE /api/admin/books/featured":              {KindBook, "unpinned the featured book"},
	"PUT /api/admin/books/order":                    {KindBook, "set the order of the books"},
	"DELETE /api/admin/books/order":                 {KindBook, "put the books back newest first"},
	"POST /api/admin/uploads":                       {KindMaterial, "uploaded a file"}, // or as uploads names it
	"POST /api/admin/storage/test":                  {KindSettings, "tested the file storage"},
	"POST /api/admin/kits":                          {KindKit, "created"},
	"PUT /api/admin/kits/{id}":                      {KindKit, "changed"},
	"DELETE /api/admin/kits/{id}":                   {KindKit, "deleted"},
	"POST /api/admin/kits/{id}/files":               {KindKit, "added a file to"},
	"DELETE /api/admin/kits/{id}/files/{file}":      {KindKit, "removed a file from"},
	"POST /api/admin/kits/{id}/download-link":       {KindKit, "made a download link for"},
	"GET /api/admin/kits/{id}/signups/export":       {KindKit, "exported the sign-ups of"},
	"POST /api/admin/upcoming-books":                {KindUpcomingBook, "created"},
	"PUT /api/admin/upcoming-books/{id}":            {KindUpcomingBook, "changed"},
	"DELETE /api/admin/upcoming-books/{id}":         {KindUpcomingBook, "deleted"},
	"POST /api/admin/upcoming-books/{id}/release":   {KindUpcomingBook, "released"},
	"POST /api/admin/testimonials":                  {KindTestimonial, "created"},
	"PUT /api/admin/testimonials/{id}":              {KindTestimonial, "changed"},
	"DELETE /api/admin/testimonials/{id}":           {KindTestimonial, "deleted"},
	"POST /api/admin/testimonials/{id}/approve":     {KindTestimonial, "approved"},
	"POST /api/admin/testimonials/{id}/reject":      {KindTestimonial, "rejected"},
	"PUT /api/admin/authors":                        {KindAuthor, "renamed"},
	"DELETE /api/admin/authors":                     {KindAuthor, "deleted"},
	"PUT /api/admin/author-profile":                 {KindAuthor, "changed the author profile"},
	"POST /api/admin/multimedia":                    {KindMultimedia, "created"},
	"PUT /api/admin/multimedia/{id}":                {KindMultimedia, "changed"},
	"DELETE /api/admin/multimedia/{id}":             {KindMultimedia, "deleted"},
	"PUT /api/admin/messages/{id}":                  {KindMessage, "marked"},
	"DELETE /api/admin/messages/{id}":               {KindMessage, "deleted"},
	"GET /api/admin/subscribers/export":             {KindSubscriber, "exported the subscriber list"},
	"POST /api/admin/subscribers/{id}/unsubscribe":  {KindSubscriber, "unsubscribed"},
	"POST /api/admin/people/forget":                 {KindSubscriber, "forgot a person's data"},
	"POST /api/admin/newsletter/issues":             {KindNewsletter, "created"},
	"PUT /api/admin/newsletter/issues/{id}":         {KindNewsletter, "changed"},
	"DELETE /api/admin/newsletter/issues/{id}":      {KindNewsletter, "deleted"},
	"PUT /api/admin/newsletter/issues/{id}/archive": {KindNewsletter, "changed the archive of"},
	"POST /api/admin/newsletter/issues/{id}/test":   {KindNewsletter, "sent a test of"},
	"POST /api/admin/newsletter/issues/{id}/send":   {KindNewsletter, "sent"},
	"POST /api/admin/newsletter/issues/{id}/cancel": {KindNewsletter, "cancelled"},
	"POST /api/admin/newsletter/issues/{id}/resend": {KindNewsletter, "sent again to those who may not have got"},
	"PUT /api/admin/newsletter/settings":            {KindNewsletter, "changed the newsletter settings"},
	"PUT /api/admin/settings/{section}":             {KindSettings, "changed"},
	"DELETE /api/admin/settings/{section}":          {KindSettings, "reset"},
	"PUT /api/admin/email":                          {KindEmailSettings, "changed the email settings"},
	"POST /api/admin/email/test":                    {KindEmailSettings, "sent a test mail"},
	"PUT /api/admin/backups":                        {KindBackups, "changed the backup settings"},
	"PUT /api/admin/weekly-letter":                  {KindSettings, "changed the weekly letter settings"},
	"POST /api/admin/weekly-letter/send":            {KindSettings, "sent last week's letter now"},
}

// uploads names, for what an upload is for (POST /api/admin/uploads?for=…,
// as the admin app says), what History records: under the kind of what the
// file belongs to, so the filter finds it there. An upload that does not say
// is recorded as the route's entry: a file.
var uploads = map[string]historyEntry{
	"book-cover":           {KindBook, "uploaded a book cover"},
	"upcoming-book-cover":  {KindUpcomingBook, "uploaded an upcoming book's cover"},
	"material":             {KindMaterial, "uploaded"},
	"video-song-file":      {KindMultimedia, "uploaded a video or song file"},
	"video-song-thumbnail": {KindMultimedia, "uploaded a video or song thumbnail"},
	"author-photo":         {KindAuthor, "uploaded an author photo"},
	"newsletter-picture":   {KindNewsletter, "uploaded a newsletter picture"},
	"kit-file":             {KindKit, "uploaded a kit file"},
	"kit-image":            {KindKit, "uploaded a kit's hero image"},
	"logo":                 {KindSettings, "uploaded a logo"},
	"share-image":          {KindSettings, "uploaded a share image"},
}

// RecordedRead reports whether a GET route is one History records (data
// leaving the site), for the test that walks the route table.
func RecordedRead(pattern string) bool {
	_, ok := routes[pattern]
	return ok && strings.HasPrefix(pattern, "GET ")
}

// A historyNote is what a handler adds to its request's record: the item,
// the fields that changed, and what was done where the route's entry cannot
// say it alone (an upload).
type historyNote struct {
	itemID, itemName string
	fields           []storyshelf.HistoryField
	entry            *historyEntry
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

// NoteUpload names an uploaded file (its address and name) for its History
// record, under what it is for (a key of uploads; any other leaves the
// route's entry).
func NoteUpload(r *http.Request, purpose, url, name string) {
	n := noteOf(r)
	n.itemID, n.itemName = url, name
	if e, ok := uploads[purpose]; ok {
		n.entry = &e
	}
}

// ignoredFields change on every save, or say nothing to the owner.
var ignoredFields = []string{"id", "createdAt", "updatedAt", "created_at", "updated_at"}

// NoteChanges compares before and after (anything that encodes to a JSON
// object) and adds each top-level field whose value differs to the
// request's record, with the old and new values where they are short.
// Fields that name a secret are never compared or kept.
func NoteChanges(r *http.Request, before, after any) {
	n := noteOf(r)
	n.fields = append(n.fields, changedFields(before, after)...)
}

func changedFields(before, after any) []storyshelf.HistoryField {
	old, cur := jsonObject(before), jsonObject(after)
	var names []string
	for name := range cur {
		names = append(names, name)
	}
	for name := range old {
		if _, ok := cur[name]; !ok {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	fields := []storyshelf.HistoryField{}
	for _, name := range names {
		if storyshelf.SecretField(name) || slices.Contains(ignoredFields, name) {
			continue
		}
		if bytes.Equal(old[name], cur[name]) {
			continue
		}
		fields = append(fields, storyshelf.HistoryField{Name: name, Old: plainValue(old[name]), New: plainValue(cur[name])})
	}
	return fields
}

func jsonObject(v any) map[string]json.RawMessage {
	out := map[string]json.RawMessage{}
	if v == nil {
		return out
	}
	b, err := json.Marshal(v)
	if err == nil {
		json.Unmarshal(b, &out)
	}
	for k, raw := range out { // one spelling, so equal values compare equal
		var x any
		if json.Unmarshal(raw, &x) == nil {
			out[k], _ = json.Marshal(x)
		}
	}
	return out
}

// plainValue is a text, a number or a boolean (true or false: the History
// screen words them yes and no), or nil for anything else.
func plainValue(raw json.RawMessage) any {
	var v any
	if len(raw) == 0 || json.Unmarshal(raw, &v) != nil {
		return nil
	}
	switch v.(type) {
	case string, float64, bool:
		return v
	}
	return nil
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
	if note.entry != nil {
		entry = *note.entry
	}
	if note.itemID == "" && note.itemName == "" {
		note.itemID, note.itemName = itemFromAnswer(hw.head)
	}
	if note.itemID == "" {
		note.itemID = r.PathValue("id")
	}
	user := toolkit.CurrentUser(r)
	rec := &storyshelf.HistoryRecord{Kind: entry.kind, Action: entry.action,
		ItemID: note.itemID, ItemName: note.itemName, Fields: note.fields}
	if historyCoalesced[r.Pattern] {
		rec.Coalesce = historyCoalesceWindow
	}
	if user != nil {
		rec.ActorID, rec.ActorEmail = user.ID, user.Email
	}
	Save(r.Context(), d, rec)
	return nil
}

// historyCoalesced are routes that save as she types (the newsletter
// editor's autosave): one record per person and item while she keeps at
// it, not one a pause, so History stays readable.
var historyCoalesced = map[string]bool{"PUT /api/admin/newsletter/issues/{id}": true}

const historyCoalesceWindow = 15 * time.Minute

// Save stores a record even when the client has gone: what it
// recorded happened. A failure is logged, never the request's answer.
func Save(ctx context.Context, d *toolkit.Deps, rec *storyshelf.HistoryRecord) {
	if err := d.Store.RecordHistory(context.WithoutCancel(ctx), rec); err != nil {
		d.Logger.ErrorContext(ctx, "history not recorded", "kind", rec.Kind, "action", rec.Action, "err", err)
	}
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
	Save(ctx, d, &storyshelf.HistoryRecord{Kind: KindSignIn, Action: "sign-in failed", ActorEmail: email})
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
