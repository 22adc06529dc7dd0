package auth

import (
	"strings"
	"testing"
	"time"
)

// RFC 6238's own SHA-1 test vectors (its key, as base32), cut to six
// digits; and a code is matched one step either side of now, not two.
func TestTOTP(t *testing.T) {
	const rfcKey = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ" // "12345678901234567890"
	for unix, want := range map[int64]string{59: "287082", 1111111109: "081804", 1234567890: "005924", 2000000000: "279037"} {
		if got, err := TOTPCode(rfcKey, time.Unix(unix, 0)); err != nil || got != want {
			t.Fatalf("at %d: %q %v, want %q", unix, got, err, want)
		}
	}
	key, err := NewTOTPKey("Kind Books", "owner@example.com")
	if err != nil || len(key.Secret) < 32 || !strings.HasPrefix(key.URL, "otpauth://totp/Kind%20Books:owner@example.com?") {
		t.Fatalf("%+v %v", key, err)
	}
	now := time.Unix(1_800_000_015, 0)
	for off := -2; off <= 2; off++ {
		code, _ := TOTPCode(key.Secret, now.Add(time.Duration(off*TOTPPeriod)*time.Second))
		steps := MatchTOTP(key.Secret, code, now)
		if ok := len(steps) > 0 && steps[0] == TOTPStep(now)+int64(off); ok != (off >= -1 && off <= 1) {
			t.Fatalf("offset %d: steps %v", off, steps)
		}
	}
	for _, bad := range []string{"", "12345", "1234567", "abcdef"} {
		if MatchTOTP(key.Secret, bad, now) != nil {
			t.Fatalf("%q matched", bad)
		}
	}
	if qr, err := TOTPQRCode(key.URL); err != nil || !strings.HasPrefix(qr, "data:image/png;base64,") {
		t.Fatalf("qr: %.40s %v", qr, err)
	}
}

func TestRecoveryCodes(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		c := NewRecoveryCode()
		if len(c) != 14 || c[4] != '-' || c[9] != '-' || seen[c] {
			t.Fatalf("code %q", c)
		}
		seen[c] = true
		if NormalizeRecoveryCode(strings.ToUpper(strings.ReplaceAll(c, "-", " "))) != strings.ReplaceAll(c, "-", "") {
			t.Fatalf("%q does not normalize", c)
		}
	}
	for _, bad := range []string{"", "abcd-efgh", "abcd-efgh-jkm0", "abcd-efgh-jkmnp", "123456"} {
		if NormalizeRecoveryCode(bad) != "" {
			t.Fatalf("%q normalized", bad)
		}
	}
}
