//go:build !unix

package store_test

import "time"

// cpuTime is not measured here: the benchmark's CPU figure reads 0.
func cpuTime() time.Duration { return 0 }
