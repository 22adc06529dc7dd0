package server

import (
	"bytes"
	"context"
	"encoding/json"
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
	kindBook          = "book"
	kindUpcomingBook  = "upcoming book"
	kindKit           = "kit"
	kindMaterial      = "material"
	kindTestimonial   = "testimonial"
	kindMultimedia    = "video/song"
	kindAuthor        = "author"
	kindSettings      = "settings"
	kindEmailSettings = "email settings"
	kindBackups       = "backups"
	kindNewsletter    = "newsletter"
	kindSubscriber    = "subscriber"
	kindMessage       = "message"
	kindAccount       = "account"
	kindPeople        = "people"
	kindSignIn        = "sign-in"
)

// historyKinds is every kind, in the order the filter offers them.
var historyKinds = []string{kindBook, kindUpcomingBook, kindKit, kindMaterial, kindTestimonial, kindMultimedia,
	kindAuthor, kindSettings, kindEmailSettings, kindBackups, kindNewsletter, kindSubscriber, kindMessage,
	kindAccount, kindPeople, kindSignIn}

// A historyEntry is what a route's successful request records: its kind and
// what was done. An action of one word reads "Changed book "…""; a longer one
// reads on its own ("Downloaded a backup").
type historyEntry struct{ kind, action string }

// historyRoutes names, for every admin route that changes something (and the
// reads that let data leave: exports and backups), what History records when
// it succeeds. s.admin looks the route's pattern up here, so no route line
// names it; a test walks the route table and fails on an admin write missing
// from this map. Handlers add the item and the changed fields (noteItem,
// noteChanges) where they have them.
var historyRoutes = map[string]historyEntry{
	"POST /api/admin/password":                      {kindAccount, "changed the password"},
	"POST /api/admin/account/email":                 {kindAccount, "asked to change the email address"},
	"DELETE /api/admin/sessions":                    {kindAccount, "signed out every other device"},
	"DELETE /api/admin/sessions/{id}":               {kindAccount, "signed out a device"},
	"POST /api/admin/account/codes":                 {kindAccount, "started setting up sign-in codes"},
	"POST /api/admin/account/codes/confirm":         {kindAccount, "turned on sign-in codes"},
	"POST /api/admin/account/codes/recovery-codes":  {kindAccount, "made new recovery codes"},
	"POST /api/admin/account/codes/off":             {kindAccount, "turned off sign-in codes"},
	"POST /api/admin/people":                        {kindPeople, "invited"},
	"DELETE /api/admin/people/{id}":                 {kindPeople, "removed an account"},
	"DELETE /api/admin/people/invitations/{id}":     {kindPeople, "cancelled an invitation"},
	"POST /api/admin/account/passkeys/begin":        {kindAccount, "started adding a passkey"},
	"POST /api/admin/account/passkeys/finish":       {kindAccount, "added a passkey"},
	"PUT /api/admin/account/passkeys/{id}":          {kindAccount, "renamed a passkey"},
	"DELETE /api/admin/account/passkeys/{id}":       {kindAccount, "removed a passkey"},
	"PUT /api/admin/account/second-step-required":   {kindSettings, "changed whether a second step is required"},
	"GET /api/admin/backup":                         {kindBackups, "downloaded a backup"},
	"POST /api/admin/books":                         {kindBook, "created"},
	"PUT /api/admin/books/{id}":                     {kindBook, "changed"},
	"DELETE /api/admin/books/{id}":                  {kindBook, "deleted"},
	"PUT /api/admin/books/featured":                 {kindBook, "pinned as the featured book"},
	"DELETE /api/admin/books/featured":              {kindBook, "unpinned the featured book"},
	"PUT /api/admin/books/order":                    {kindBook, "set the order of the books"},
	"DELETE /api/admin/books/order":                 {kindBook, "put the books back newest first"},
	"POST /api/admin/uploads":                       {kindMaterial, "uploaded"},
	"POST /api/admin/storage/test":                  {kindSettings, "tested the file storage"},
	"POST /api/admin/kits":                          {kindKit, "created"},
	"PUT /api/admin/kits/{id}":                      {kindKit, "changed"},
	"DELETE /api/admin/kits/{id}":                   {kindKit, "deleted"},
	"POST /api/admin/kits/{id}/files":               {kindKit, "added a file to"},
	"DELETE /api/admin/kits/{id}/files/{file}":      {kindKit, "removed a file from"},
	"POST /api/admin/kits/{id}/download-link":       {kindKit, "made a download link for"},
	"GET /api/admin/kits/{id}/signups/export":       {kindKit, "exported the sign-ups of"},
	"POST /api/admin/upcoming-books":                {kindUpcomingBook, "created"},
	"PUT /api/admin/upcoming-books/{id}":            {kindUpcomingBook, "changed"},
	"DELETE /api/admin/upcoming-books/{id}":         {kindUpcomingBook, "deleted"},
	"POST /api/admin/upcoming-books/{id}/release":   {kindUpcomingBook, "released"},
	"POST /api/admin/testimonials":                  {kindTestimonial, "created"},
	"PUT /api/admin/testimonials/{id}":              {kindTestimonial, "changed"},
	"DELETE /api/admin/testimonials/{id}":           {kindTestimonial, "deleted"},
	"POST /api/admin/testimonials/{id}/approve":     {kindTestimonial, "approved"},
	"POST /api/admin/testimonials/{id}/reject":      {kindTestimonial, "rejected"},
	"PUT /api/admin/authors":                        {kindAuthor, "renamed"},
	"DELETE /api/admin/authors":                     {kindAuthor, "deleted"},
	"PUT /api/admin/author-profile":                 {kindAuthor, "changed the author profile"},
	"POST /api/admin/multimedia":                    {kindMultimedia, "created"},
	"PUT /api/admin/multimedia/{id}":                {kindMultimedia, "changed"},
	"DELETE /api/admin/multimedia/{id}":             {kindMultimedia, "deleted"},
	"PUT /api/admin/messages/{id}":                  {kindMessage, "marked"},
	"DELETE /api/admin/messages/{id}":               {kindMessage, "deleted"},
	"GET /api/admin/subscribers/export":             {kindSubscriber, "exported the subscriber list"},
	"POST /api/admin/subscribers/{id}/unsubscribe":  {kindSubscriber, "unsubscribed"},
	"POST /api/admin/people/forget":                 {kindSubscriber, "forgot a person's data"},
	"POST /api/admin/newsletter/issues":             {kindNewsletter, "created"},
	"PUT /api/admin/newsletter/issues/{id}":         {kindNewsletter, "changed"},
	"DELETE /api/admin/newsletter/issues/{id}":      {kindNewsletter, "deleted"},
	"PUT /api/admin/newsletter/issues/{id}/archive": {kindNewsletter, "changed the archive of"},
	"POST /api/admin/newsletter/issues/{id}/test":   {kindNewsletter, "sent a test of"},
	"POST /api/admin/newsletter/issues/{id}/send":   {kindNewsletter, "sent"},
	"POST /api/admin/newsletter/issues/{id}/cancel": {kindNewsletter, "cancelled"},
	"POST /api/admin/newsletter/issues/{id}/resend": {kindNewsletter, "sent again to those who may not have got"},
	"PUT /api/admin/newsletter/settings":            {kindNewsletter, "changed the newsletter settings"},
	"PUT /api/admin/settings/{section}":             {kindSettings, "changed"},
	"DELETE /api/admin/settings/{section}":          {kindSettings, "reset"},
	"PUT /api/admin/email":                          {kindEmailSettings, "changed the email settings"},
	"POST /api/admin/email/test":                    {kindEmailSettings, "sent a test mail"},
	"PUT /api/admin/backups":                        {kindBackups, "changed the backup settings"},
	"PUT /api/admin/weekly-letter":                  {kindSettings, "changed the weekly letter settings"},
	"POST /api/admin/weekly-letter/send":            {kindSettings, "sent last week's letter now"},
}

// recordedRead reports whether a GET route is one History records (data
// leaving the site), for the test that walks the route table.
func recordedRead(pattern string) bool {
	_, ok := historyRoutes[pattern]
	return ok && strings.HasPrefix(pattern, "GET ")
}

// A historyNote is what a handler adds to its request's record: the item and
// the fields that changed.
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

// noteItem names the item a request changed, for its History record.
func noteItem(r *http.Request, id, name string) {
	n := noteOf(r)
	n.itemID, n.itemName = id, name
}

// ignoredFields change on every save, or say nothing to the owner.
var ignoredFields = []string{"id", "createdAt", "updatedAt", "created_at", "updated_at"}

// noteChanges compares before and after (anything that encodes to a JSON
// object) and adds each top-level field whose value differs to the
// request's record, with the old and new values where they are short.
// Fields that name a secret are never compared or kept.
func noteChanges(r *http.Request, before, after any) {
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

// plainValue is a text, number or yes/no, or nil for anything else.
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

// recordAdmin runs an admin route's handler and, when the route is one
// History records and the handler succeeded, records what it did. A failed
// request records nothing.
func (s *Server) recordAdmin(next toolkit.Handler, w http.ResponseWriter, r *http.Request) error {
	entry, ok := historyRoutes[r.Pattern]
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
	user := currentUser(r)
	rec := &storyshelf.HistoryRecord{Kind: entry.kind, Action: entry.action,
		ItemID: note.itemID, ItemName: note.itemName, Fields: note.fields}
	if historyCoalesced[r.Pattern] {
		rec.Coalesce = historyCoalesceWindow
	}
	if user != nil {
		rec.ActorID, rec.ActorEmail = user.ID, user.Email
	}
	s.recordHistory(r.Context(), rec)
	return nil
}

// historyCoalesced are routes that save as she types (the newsletter
// editor's autosave): one record per person and item while she keeps at
// it, not one a pause, so History stays readable.
var historyCoalesced = map[string]bool{"PUT /api/admin/newsletter/issues/{id}": true}

const historyCoalesceWindow = 15 * time.Minute

// recordHistory stores a record even when the client has gone: what it
// recorded happened. A failure is logged, never the request's answer.
func (s *Server) recordHistory(ctx context.Context, rec *storyshelf.HistoryRecord) {
	if err := s.Store.RecordHistory(context.WithoutCancel(ctx), rec); err != nil {
		s.Logger.ErrorContext(ctx, "history not recorded", "kind", rec.Kind, "action", rec.Action, "err", err)
	}
}

// failedSignInsRecorded bounds the failed sign-ins History keeps site-wide
// an hour: the login limits bound each client, and this bounds a flood from
// many addresses, so it can neither fill the database nor cost more than a
// counter per attempt. Past it, failures are still refused and counted.
const failedSignInsRecorded = 100

// recordFailedSignIn keeps the address tried, never the password.
func (s *Server) recordFailedSignIn(ctx context.Context, email string) {
	if ok, err := s.Store.Hit(ctx, "history:failed-sign-ins", time.Hour, failedSignInsRecorded); err != nil || !ok {
		return
	}
	s.recordHistory(ctx, &storyshelf.HistoryRecord{Kind: kindSignIn, Action: "sign-in failed", ActorEmail: email})
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

// GET /api/admin/history?person=&kind=&from=&to=&page=
//
// One page of History (50 records), newest first, with the people and kinds
// the filters offer. from and to are days (YYYY-MM-DD, to included) or
// times (RFC 3339, to excluded), so the screen can send the owner's own
// midnight.
func (s *Server) handleHistory(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := storyshelf.HistoryFilter{Person: strings.TrimSpace(q.Get("person")), Kind: q.Get("kind")}
	if f.Kind != "" && !slices.Contains(historyKinds, f.Kind) {
		return storyshelf.FieldError("kind", "Choose a kind from the list.")
	}
	var err error
	if f.From, err = historyTime(q.Get("from"), false); err != nil {
		return storyshelf.FieldError("from", "Enter the start date as a date.")
	}
	if f.To, err = historyTime(q.Get("to"), true); err != nil {
		return storyshelf.FieldError("to", "Enter the end date as a date.")
	}
	if !f.From.IsZero() && !f.To.IsZero() && !f.From.Before(f.To) {
		return storyshelf.FieldError("to", "The end date must come after the start date.")
	}
	page := 1
	if p := q.Get("page"); p != "" {
		if page, err = strconv.Atoi(p); err != nil || page < 1 || page > 1_000_000 {
			return storyshelf.FieldError("page", "Choose a page number.")
		}
	}
	p, err := s.Store.History(r.Context(), f, page, storyshelf.HistoryPageSize)
	if err != nil {
		return err
	}
	p.Kinds = historyKinds
	p.KeptDays = s.HistoryDays
	toolkit.WriteJSON(w, http.StatusOK, p)
	return nil
}

// historyTime reads a filter's day or time; a day as the end of a range
// means up to the end of that day.
func historyTime(v string, end bool) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.RFC3339, v); err == nil && t.Year() >= 1 && t.Year() <= 9999 {
		return t, nil
	}
	t, err := time.Parse(time.DateOnly, v)
	if err != nil {
		return time.Time{}, err
	}
	if end {
		t = t.AddDate(0, 0, 1)
	}
	return t, nil
}
