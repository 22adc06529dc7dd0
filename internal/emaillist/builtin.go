package emaillist

import "context"

// Builtin is the list in Storyshelf's own database. It is the source of
// truth and is kept where subscribers are stored, so there is nothing to
// copy to.
type Builtin struct{}

var _ Provider = Builtin{}

// Upsert does nothing: the subscriber is already stored.
func (Builtin) Upsert(ctx context.Context, c Contact) error { return nil }

// Forget does nothing: the store deletes the person itself.
func (Builtin) Forget(ctx context.Context, email string) error { return nil }

// Name is "built-in".
func (Builtin) Name() string { return "built-in" }
