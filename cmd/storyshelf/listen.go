package main

import (
	"errors"
	"fmt"
	"net"
	"syscall"
)

// listen opens the address the site serves on. It runs before the database is
// opened, so a second copy started by mistake (often a newer one, beside the
// old one still running) stops without migrating or backing up anything.
func listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err == nil {
		return ln, nil
	}
	if !addressInUse(err) {
		return nil, fmt.Errorf("STORYSHELF_ADDR: %w", err)
	}
	host, port, splitErr := net.SplitHostPort(addr)
	if splitErr != nil {
		return nil, fmt.Errorf("STORYSHELF_ADDR: %w", err)
	}
	if host == "" || host == "::" || host == "0.0.0.0" {
		host = "localhost"
	}
	return nil, fmt.Errorf("another program is already using port %s (STORYSHELF_ADDR is %q), so Storyshelf did not start and changed nothing.\n"+
		"  If Storyshelf is already running, open http://%s instead, or stop it first (an upgrade needs the old one stopped).\n"+
		"  To run this one beside it, give it another port, for example STORYSHELF_ADDR=:%s",
		port, addr, net.JoinHostPort(host, port), nextPort(port))
}

// addressInUse is true for the error a taken port gives, on every platform.
func addressInUse(err error) bool {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return false
	}
	const wsaeaddrinuse = 10048 // Windows' own number for it
	return errno == syscall.EADDRINUSE || errno == wsaeaddrinuse
}

// nextPort suggests the port after this one.
func nextPort(port string) string {
	var n int
	if _, err := fmt.Sscan(port, &n); err != nil || n <= 0 || n >= 65535 {
		return "8081"
	}
	return fmt.Sprint(n + 1)
}
