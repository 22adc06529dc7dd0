package toolkit

import (
	"fmt"
	"testing"
	"time"
)

// A stranger cycling through addresses must not grow a limiter's map
// without bound, nor free a client that is being held back.
func TestRateLimiterMapStaysBounded(t *testing.T) {
	l := newLimiter(time.Minute, 3)
	const abuser = "198.51.100.7"
	for range 3 {
		l.Allow(abuser)
	}
	if l.Allow(abuser) {
		t.Fatal("the fourth request in a burst of 3 was allowed")
	}
	largest := 0
	for n := range 100_000 {
		addr := fmt.Sprintf("10.%d.%d.%d", n>>16&255, n>>8&255, n&255)
		if n%2 == 1 {
			addr = fmt.Sprintf("2001:db8:%x:%x::1", n>>16, n&0xffff) // a /64 each
		}
		l.Allow(addr)
		largest = max(largest, len(l.clients))
	}
	if largest > maxLimiterClients {
		t.Fatalf("the map held %d clients after 100,000 addresses, over its bound of %d", largest, maxLimiterClients)
	}
	if l.Allow(abuser) {
		t.Fatal("a client being held back was forgotten, and its burst given back, by a stranger's addresses")
	}
}

// The addresses of one IPv6 /64 are one client.
func TestRateLimitCountsAnIPv6SlashSixtyFourOnce(t *testing.T) {
	l := newLimiter(time.Minute, 3)
	for n := range 3 {
		if !l.Allow(fmt.Sprintf("2001:db8:1:2::%x", n+1)) {
			t.Fatalf("request %d refused", n+1)
		}
	}
	if l.Allow("2001:db8:1:2:ffff::9") {
		t.Fatal("another address of the same /64 got a burst of its own")
	}
	if !l.Allow("2001:db8:1:3::1") || !l.Allow("203.0.113.4") {
		t.Fatal("another network was refused")
	}
}
