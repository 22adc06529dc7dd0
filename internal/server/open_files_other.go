//go:build !unix

package server

// openFileLimit is 0 where there is no RLIMIT_NOFILE: the caps use their
// default.
func openFileLimit() int { return 0 }
