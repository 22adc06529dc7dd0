//go:build unix

package server

import "syscall"

// openFileLimit is the process's limit on open descriptors (RLIMIT_NOFILE),
// or 0 when it cannot be read.
func openFileLimit() int {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 0
	}
	if lim.Cur > 1<<30 {
		return 1 << 30
	}
	return int(lim.Cur)
}
