//go:build !unix

package mailtest

import (
	"net"
	"testing"
)

// RefusedAddr is an address on 127.0.0.1 at which connections are refused:
// a port that was free a moment ago (where sockets cannot be held without
// listening, another program could take it meanwhile).
func RefusedAddr(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("mailtest: %v", err)
	}
	defer l.Close()
	return l.Addr().String()
}
