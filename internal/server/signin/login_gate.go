package signin

import (
	"context"
	"sync"
	"time"

	"github.com/storyshelf/storyshelf/internal/auth"
)

// loginsAtOnce bounds the sign-ins without a device cookie that are worked on
// at once. Past it, a flood of strangers waits here, before touching the
// database, instead of crowding the database's few connections ahead of the
// owner's sign-in (which, with its device cookie, never waits here). It is
// well above what the hashing slots get through while one waits (HashWait).
const loginsAtOnce = 32

// loginGate admits strangers' sign-ins loginsAtOnce at a time.
type loginGate struct {
	once  sync.Once
	slots chan struct{}
}

// admit waits for room, up to auth.HashWait, and answers the func that
// gives it back; auth.ErrBusy when none frees up in time.
func (g *loginGate) admit(ctx context.Context) (release func(), err error) {
	g.once.Do(func() { g.slots = make(chan struct{}, loginsAtOnce) })
	timer := time.NewTimer(auth.HashWait)
	defer timer.Stop()
	select {
	case g.slots <- struct{}{}:
		return func() { <-g.slots }, nil
	case <-timer.C:
		return nil, auth.ErrBusy
	case <-ctx.Done():
		return nil, auth.ErrBusy
	}
}
