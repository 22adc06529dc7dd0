package toolkit

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// The client's address and scheme. Request headers are hostile: a proxy's
// X-Forwarded-For and X-Forwarded-Proto are believed only when the peer is a
// proxy the owner named in TRUSTED_PROXIES, and never otherwise.

// Trusted reports whether ip is one of the owner's proxies.
func (d *Deps) Trusted(ip netip.Addr) bool {
	ip = ip.Unmap()
	for _, p := range d.TrustedProxies {
		if p.Contains(ip) {
			return true
		}
	}
	return false
}

// peer is the address at the other end of the connection.
func peer(r *http.Request) (netip.Addr, string) {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip, _ := netip.ParseAddr(host)
	return ip.Unmap(), host
}

// ClientIP is the caller's address for rate limits. From a trusted proxy it
// is the right-most X-Forwarded-For entry that is not itself a trusted proxy:
// entries left of that were written by the client and prove nothing.
func (d *Deps) ClientIP(r *http.Request) string {
	ip, host := peer(r)
	if !ip.IsValid() || !d.Trusted(ip) {
		return host
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		hop, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break // a garbled entry: stop at the last address we could vouch for
		}
		if !d.Trusted(hop) {
			return hop.Unmap().String()
		}
		ip = hop
	}
	return ip.Unmap().String()
}

// ClientKey is the client as every limit counts it, in memory or in the
// database, and as the Account screen shows a device's place: its address
// (ClientIP), an IPv6 one shortened to its /64. One subscriber, or one
// attacker, has a whole /64: counted by address, it would be 2^64 clients.
func (d *Deps) ClientKey(r *http.Request) string {
	return limitKey(d.ClientIP(r))
}

// limitKey is ClientKey's rule on an address: an IPv4 address as it is, an
// IPv6 one as its /64.
func limitKey(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil || !ip.Is6() || ip.Is4In6() {
		return addr
	}
	return ClientPrefix(ip).String()
}

// ClientPrefix is the network a client counts under: an IPv4 address alone,
// or an IPv6 address's /64.
func ClientPrefix(ip netip.Addr) netip.Prefix {
	ip = ip.Unmap()
	bits := 32
	if ip.Is6() {
		bits = 64
	}
	p, _ := ip.Prefix(bits)
	return p
}

// HTTPS reports whether the visitor reached the site over TLS: directly, or
// through a trusted proxy that says so.
func (d *Deps) HTTPS(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	ip, _ := peer(r)
	return ip.IsValid() && d.Trusted(ip) && strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
}
