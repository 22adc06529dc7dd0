package auth

import (
	"context"
	"errors"
	"testing"
	"time"
)

// With every strangers' slot taken, a check marked Reserved still runs at
// once; an unmarked one waits its turn and gives up with ErrBusy.
func TestReservedSlotSkipsTheQueue(t *testing.T) {
	DefaultParams = Params{Memory: 1024, Time: 1, Threads: 1}
	ctx := context.Background()
	h, err := HashPassword(ctx, "Correct Horse 9")
	if err != nil {
		t.Fatal(err)
	}
	wait := HashWait
	HashWait = 50 * time.Millisecond
	defer func() { HashWait = wait }()
	for range MaxConcurrentHashes {
		slots <- struct{}{} // strangers' checks hold every slot
	}
	defer func() {
		for range MaxConcurrentHashes {
			<-slots
		}
	}()
	if _, err := CheckPassword(ctx, h, "Correct Horse 9"); !errors.Is(err, ErrBusy) {
		t.Fatalf("an ordinary check with every slot taken: %v, want ErrBusy", err)
	}
	before := ReservedChecks()
	if ok, err := CheckPassword(Reserved(ctx), h, "Correct Horse 9"); !ok || err != nil {
		t.Fatalf("a reserved check with every strangers' slot taken: %v %v", ok, err)
	}
	if ReservedChecks() != before+1 {
		t.Fatal("the reserved check was not counted")
	}
}
