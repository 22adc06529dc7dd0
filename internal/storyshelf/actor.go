package storyshelf

import "context"

// An Actor is who makes a change, as History names them: a person signed in
// to the admin (her account's ID and address), or the site at work on its
// own, under an ID of its own and the words History shows for it.
type Actor struct {
	ID    string
	Email string
}

// The site's own actors: the schedule (release day and scheduled
// publishing), the command line's imports, and its other commands.
var (
	ActorSchedule    = Actor{ID: "schedule", Email: "The schedule"}
	ActorImport      = Actor{ID: "import", Email: "Import"}
	ActorCommandLine = Actor{ID: "command-line", Email: "The command line"}
)

type actorKey struct{}

// WithActor makes a the author of the changes made with ctx: the store
// records each in History, in the change's own transaction.
func WithActor(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, actorKey{}, a)
}

// ActorOf is the actor ctx names. Changes made where nobody is named (a
// reader's own sign-up, the demo's seeding) are not History's.
func ActorOf(ctx context.Context) (Actor, bool) {
	a, ok := ctx.Value(actorKey{}).(Actor)
	return a, ok
}
