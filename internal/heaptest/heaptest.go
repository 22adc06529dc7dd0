// Package heaptest measures the most memory a test's code holds at once, to
// prove that something large is streamed rather than held.
package heaptest

import (
	"runtime"
	"runtime/metrics"
	"sync"
	"time"
)

// Watch samples the live heap until the returned func is called, which
// answers how far it grew above where it was when Watch began. Memory still
// held when it is called is always counted; memory held only for a moment in
// between is counted if a sample fell within that moment.
//
// Each sample forces a collection and reads what it marked, less what was
// allocated while it ran. The collector counts everything allocated during a
// collection as live, so without that, garbage made then would count as held
// (a busy machine stretches collections and lets more of it in). What is left
// was reachable when the collection began: memory held at one moment,
// however the collector is paced or the machine is loaded.
func Watch() (stop func() (grew int64)) {
	runtime.GC() // what sync.Pools keep for one collection more goes first
	before := held()
	var peak int64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			peak = max(peak, held())
			select {
			case <-done:
				return
			case <-time.After(2 * time.Millisecond):
			}
		}
	}()
	return func() int64 {
		close(done)
		wg.Wait()
		return max(peak, held()) - before // one sample more: what is still held now counts too
	}
}

// held forces a collection and answers the bytes that were reachable when it
// began: what it marked, less what was allocated while it ran.
func held() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/heap/live:bytes"}}
	metrics.Read(s[:1])
	allocated := s[0].Value.Uint64()
	runtime.GC()
	metrics.Read(s)
	allocated = s[0].Value.Uint64() - allocated
	return int64(s[1].Value.Uint64()) - int64(allocated)
}

// Allocated answers how many bytes the whole program allocated on the heap
// while f ran, garbage included: for what would do harm even if it were let
// go at once, such as decoding an image too large to hold.
func Allocated(f func()) int64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	before := s[0].Value.Uint64()
	f()
	metrics.Read(s)
	return int64(s[0].Value.Uint64() - before)
}
