package storyshelf

import (
	"context"
	"time"
)

// Where an item stands (issue #30): a draft only the owner sees, scheduled to
// go out at PublishAt, or published. Only published items reach visitors.
const (
	StatusDraft     = "draft"
	StatusScheduled = "scheduled"
	StatusPublished = "published"
)

// Publishing messages.
var (
	MsgStatusUnknown = Msg{Key: "server.statusUnknown", Text: "Choose Draft, Publish now or Schedule."}
	MsgPublishAtNeed = Msg{Key: "server.publishAtNeed", Text: "Choose the date and time to publish."}
	MsgPublishAtPast = Msg{Key: "server.publishAtPast", Text: "Choose a time in the future."}
)

// The publishing fields, as the forms name them.
const (
	PublishAtField     = "publishAt"
	PublishStatusField = "status"
)

// Publishing is where a book, upcoming book, video or song, or kit stands.
// Its JSON is part of each of those.
type Publishing struct {
	Status    string     `json:"status"`
	PublishAt *time.Time `json:"publishAt"`
}

// Visible reports whether visitors see the item.
func (p Publishing) Visible() bool { return p.Status == StatusPublished }

// Check settles the choice before a save: no status means published (the
// spec's forms and importers know no other), a schedule needs a time after
// now, and only a schedule keeps a time.
func (p *Publishing) Check(now time.Time) error {
	switch p.Status {
	case "":
		p.Status = StatusPublished
	case StatusDraft, StatusPublished:
	case StatusScheduled:
		if p.PublishAt == nil || p.PublishAt.IsZero() {
			return FieldError(PublishAtField, MsgPublishAtNeed)
		}
		if !p.PublishAt.After(now) {
			return FieldError(PublishAtField, MsgPublishAtPast)
		}
		at := p.PublishAt.UTC()
		p.PublishAt = &at
		return nil
	default:
		return FieldError(PublishStatusField, MsgStatusUnknown)
	}
	p.PublishAt = nil
	return nil
}

// A View is what a request may see of unpublished content: the owner in the
// admin sees everything, a preview sees its items (the previewed item and the
// book whose page shows it), a visitor nothing.
type View struct {
	All   bool
	Items []string
}

type viewKey struct{}

// WithOwnerView marks ctx as the owner's: drafts and scheduled items too.
func WithOwnerView(ctx context.Context) context.Context {
	return context.WithValue(ctx, viewKey{}, View{All: true})
}

// WithPreview lets ctx see the unpublished items ids (a checked preview link).
func WithPreview(ctx context.Context, ids ...string) context.Context {
	return context.WithValue(ctx, viewKey{}, View{Items: ids})
}

// ViewOf is what ctx may see beyond published content.
func ViewOf(ctx context.Context) View {
	v, _ := ctx.Value(viewKey{}).(View)
	return v
}
