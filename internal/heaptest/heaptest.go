// Package heaptest measures how far the heap grows while a test streams
// something large, to prove it is not held in memory.
package heaptest

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Watch samples the heap in use until the returned func is called, which
// answers how far it grew above where it was when Watch began.
func Watch() (stop func() (grew int64)) {
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	var peak atomic.Uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
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
		return int64(peak.Load()) - int64(before.HeapInuse)
	}
}
