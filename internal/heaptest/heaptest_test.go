package heaptest_test

import (
	"runtime"
	"testing"

	"github.com/storyshelf/storyshelf/internal/heaptest"
)

var sink []byte

// What is held counts, whole.
func TestWatchCountsWhatIsHeld(t *testing.T) {
	stop := heaptest.Watch()
	held := make([]byte, 64<<20)
	grew := stop()
	runtime.KeepAlive(held)
	if grew < 64<<20 {
		t.Fatalf("64 MiB held, the heap grew by %d MiB", grew>>20)
	}
}

// Garbage does not count, however much of it there was: a stream through a
// small buffer reads as the buffer, not as the bytes that went through it.
func TestWatchDoesNotCountGarbage(t *testing.T) {
	stop := heaptest.Watch()
	for range 512 { // 512 MiB through 1 MiB buffers, each dropped at once
		sink = make([]byte, 1<<20)
		sink[len(sink)-1] = 1
	}
	sink = nil
	grew := stop()
	t.Logf("512 MiB of garbage: the heap grew by %.1f MiB", float64(grew)/(1<<20))
	if grew > 16<<20 {
		t.Fatalf("512 MiB of garbage, 1 MiB of it held at a time: the heap grew by %d MiB", grew>>20)
	}
}

// Garbage counts in what was allocated, all of it.
func TestAllocatedCountsGarbage(t *testing.T) {
	n := heaptest.Allocated(func() {
		for range 64 {
			sink = make([]byte, 1<<20)
		}
		sink = nil
	})
	if n < 64<<20 {
		t.Fatalf("64 MiB allocated and dropped, counted %d MiB", n>>20)
	}
}
