package mail

import "crypto/x509"

// SetRootCAsForTest makes s trust a test server's self-signed certificate.
func (s *SMTP) SetRootCAsForTest(pool *x509.CertPool) {
	s.rootCAs = pool
}
