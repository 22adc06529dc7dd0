package server

import (
	"io"
	"net"
	"net/netip"
	"sync"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// Connection caps, enforced where connections are accepted: one beyond a cap
// is closed at once, before a byte of it is read, so a client holding many
// slow connections costs the site a descriptor for an instant, not a
// goroutine and buffers for the length of a timeout.
const (
	// maxConnsPerClient is how many connections one address (an IPv6 /64)
	// may hold open at once. A browser opens at most 6 to a site; this
	// leaves room for a school or office whose readers share one address.
	maxConnsPerClient = 128
	// maxConnsCeiling bounds the total whatever the file limit allows: a
	// held connection costs about 40 KiB (goroutine stack, read and write
	// buffers), so 4096 of them stay near 160 MiB.
	maxConnsCeiling = 4096
	// maxConnsUnknownLimit is the total when the file limit cannot be read
	// (Windows).
	maxConnsUnknownLimit = 1024
)

// defaultMaxConns derives the total cap from the process's open-file limit,
// leaving a quarter of it, and at least 256 descriptors, for the database,
// the stored files being served, backups and logs. Go raises the soft limit
// to the hard one at start-up, so this is usually the hard limit: 20000
// gives 4096 (the ceiling), 1024 gives 768, 512 gives 256.
func defaultMaxConns() int {
	limit := openFileLimit()
	if limit <= 0 {
		return maxConnsUnknownLimit
	}
	n := limit - max(limit/4, 256)
	return min(max(n, 64), maxConnsCeiling)
}

// connLimiter is a listener that caps open connections per client address
// and in total. A connection from a trusted proxy counts only against the
// total: every visitor behind the proxy shares its address, and the proxy
// caps its own clients.
//
// The last eighth of the total is kept for light clients, those holding
// fewer than light connections (8 at the default caps: a reader's browser
// holds 1 to 6), and the proxy. Strangers holding many slow connections from
// a few dozen addresses then fill the total only up to that reserve, and a
// newcomer still gets in; filling it too takes hundreds of addresses.
type connLimiter struct {
	net.Listener
	total, perClient int
	reserve, light   int
	trusted          func(netip.Addr) bool

	mu       sync.Mutex
	open     int
	byClient map[netip.Prefix]int
}

func newConnLimiter(ln net.Listener, total, perClient int, trusted func(netip.Addr) bool) *connLimiter {
	return &connLimiter{Listener: ln, total: total, perClient: perClient, trusted: trusted, byClient: map[netip.Prefix]int{},
		reserve: max(total/8, 1), light: min(max(perClient/4, 1), 8)}
}

// Accept returns the next connection within the caps, closing those beyond.
func (l *connLimiter) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		client := l.client(c.RemoteAddr())
		if !l.admit(client) {
			c.Close()
			continue
		}
		return &countedConn{Conn: c, release: func() { l.release(client) }}, nil
	}
}

// client is the key a connection counts under: its IPv4 address, or its
// IPv6 /64 (one subscriber's network, which one attacker has whole). It is
// the zero prefix for a trusted proxy or an address that is not IP.
func (l *connLimiter) client(a net.Addr) netip.Prefix {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return netip.Prefix{}
	}
	ip, ok := netip.AddrFromSlice(tcp.IP)
	if !ok {
		return netip.Prefix{}
	}
	if l.trusted(ip.Unmap()) {
		return netip.Prefix{}
	}
	return toolkit.ClientPrefix(ip)
}

func (l *connLimiter) admit(client netip.Prefix) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open >= l.total {
		return false
	}
	if client.IsValid() {
		held := l.byClient[client]
		if held >= l.perClient || held >= l.light && l.open >= l.total-l.reserve {
			return false
		}
		l.byClient[client]++
	}
	l.open++
	return true
}

func (l *connLimiter) release(client netip.Prefix) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.open--
	if client.IsValid() {
		if l.byClient[client] <= 1 {
			delete(l.byClient, client)
		} else {
			l.byClient[client]--
		}
	}
}

// counts is how many connections are open in all and per client.
func (l *connLimiter) counts() (int, map[netip.Prefix]int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	per := make(map[netip.Prefix]int, len(l.byClient))
	for k, v := range l.byClient {
		per[k] = v
	}
	return l.open, per
}

// countedConn gives its place back once, when it is closed.
type countedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}

// ReadFrom keeps the kernel's file-to-socket copy (sendfile) that the server
// uses for stored files when the connection offers it.
func (c *countedConn) ReadFrom(r io.Reader) (int64, error) {
	return io.Copy(c.Conn, r)
}
