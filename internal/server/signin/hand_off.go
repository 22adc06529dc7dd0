package signin

import (
	"context"
	"sync"
	"time"
)

// handOffSlots bounds the work requests hand off at once; a request that
// finds every slot taken waits for one (or for its client to leave), so a
// flood queues on its own requests and never piles up goroutines.
const handOffSlots = 4

// handOffTimeout bounds one piece of handed-off work.
const handOffTimeout = 30 * time.Second

// handOff runs work a request hands off to after its answer. Forgot-password
// uses it so that the answer comes after the same steps for every address:
// whether there is an account, and the reset link and mail when there is,
// are worked out afterwards, where their cost cannot be timed.
type handOff struct {
	once    sync.Once
	slots   chan struct{}
	running sync.WaitGroup
	gate    sync.RWMutex // tests hold it to see the answer come first
}

// later runs fn in the background once the request (whose context is ctx)
// has been answered, with ctx's values but not its end. It returns at once
// when a slot is free; the work is dropped when ctx ends before one frees
// up, as the client is gone.
func (h *handOff) later(ctx context.Context, fn func(context.Context)) {
	h.once.Do(func() { h.slots = make(chan struct{}, handOffSlots) })
	select {
	case h.slots <- struct{}{}:
	case <-ctx.Done():
		return
	}
	h.running.Add(1)
	go func() {
		defer h.running.Done()
		defer func() { <-h.slots }()
		<-ctx.Done() // the request has been answered: start only then, beside nothing it could slow
		h.gate.RLock()
		defer h.gate.RUnlock()
		bg, cancel := context.WithTimeout(context.WithoutCancel(ctx), handOffTimeout)
		defer cancel()
		fn(bg)
	}()
}

// wait returns once every handed-off piece of work has finished.
func (h *handOff) wait() { h.running.Wait() }
