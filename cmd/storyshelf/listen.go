package main

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"syscall"

	"github.com/storyshelf/storyshelf/internal/config"
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
	_, port, _ := net.SplitHostPort(addr) // it parsed, or listening would have failed otherwise
	return nil, fmt.Errorf("another program is already using port %s (STORYSHELF_ADDR is %q), so Storyshelf did not start and changed nothing.\n"+
		"  If Storyshelf is already running, open http://%s instead, or stop it first (an upgrade needs the old one stopped).\n"+
		"  To run this one beside it, give it another port, for example STORYSHELF_ADDR=:%s",
		port, addr, config.LocalAddr(addr), nextPort(port))
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
	n, err := strconv.Atoi(port)
	if err != nil || n <= 0 || n >= 65535 {
		return "8081"
	}
	return strconv.Itoa(n + 1)
}
