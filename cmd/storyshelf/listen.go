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

// chosenAddr is the address the site is reached at once ln is open: addr,
// with the port the system chose when addr asked for port 0 (any free one).
func chosenAddr(addr string, ln net.Addr) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || port != "0" {
		return addr
	}
	_, chosen, err := net.SplitHostPort(ln.String())
	if err != nil {
		return addr
	}
	return net.JoinHostPort(host, chosen)
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
