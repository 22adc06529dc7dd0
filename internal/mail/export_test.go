package mail

import (
	"crypto/x509"
	"net"
	"strconv"
)

// SetRootCAsForTest makes s trust a test server's self-signed certificate.
func (s *SMTP) SetRootCAsForTest(pool *x509.CertPool) {
	s.rootCAs = pool
}

// AddrForTest returns the host:port s dials.
func (s *SMTP) AddrForTest() string {
	return net.JoinHostPort(s.host, strconv.Itoa(s.port))
}
