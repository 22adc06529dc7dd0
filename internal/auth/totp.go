package auth

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// Authenticator codes (TOTP, RFC 6238) as every authenticator app makes them
// by default: six digits from HMAC-SHA1 over 30-second steps.
const (
	TOTPPeriod = 30
	// TOTPSkew is how many steps either side of now a code is still taken
	// in: a phone's clock a little off, or a code typed as it changed.
	TOTPSkew = 1
)

var totpOpts = totp.ValidateOpts{Period: TOTPPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// TOTPKey is a new authenticator secret: the key as text (base32, to type
// into an app), and the otpauth:// address a QR code carries.
type TOTPKey struct {
	Secret string
	URL    string
}

// NewTOTPKey makes a secret for account (an email address) on the site
// named issuer, as the authenticator app will show it.
func NewTOTPKey(issuer, account string) (TOTPKey, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: issuer, AccountName: account, Period: TOTPPeriod,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1, Rand: rand.Reader})
	if err != nil {
		return TOTPKey{}, err
	}
	return TOTPKey{Secret: key.Secret(), URL: key.URL()}, nil
}

// TOTPQRCode is the QR code of an otpauth:// address, as a PNG data URL
// the page shows as an image.
func TOTPQRCode(url string) (string, error) {
	key, err := otp.NewKeyFromURL(url)
	if err != nil {
		return "", err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return "", err
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(b.Bytes()), nil
}

// TOTPStep is the 30-second step t falls in.
func TOTPStep(t time.Time) int64 { return t.Unix() / TOTPPeriod }

// TOTPCode is the code for secret at time t (tests, and nothing else, need
// to make one).
func TOTPCode(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totpOpts)
}

// MatchTOTP lists the steps within TOTPSkew of now, oldest first, whose
// code is code: usually one, none for a wrong code. The caller takes the
// first it has not accepted before (replay).
func MatchTOTP(secret, code string, now time.Time) []int64 {
	code = strings.TrimSpace(code)
	if len(code) != 6 {
		return nil
	}
	var steps []int64
	for off := -TOTPSkew; off <= TOTPSkew; off++ {
		step := TOTPStep(now) + int64(off)
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*TOTPPeriod, 0), totpOpts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			steps = append(steps, step)
		}
	}
	return steps
}

// recoveryAlphabet leaves out letters and digits that are easy to mix up
// (0/o, 1/l/i): 31 of them, almost 5 bits a character.
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// RecoveryCodeLength is the characters in a recovery code, dashes aside:
// 59 random bits.
const RecoveryCodeLength = 12

// NewRecoveryCode is a one-time recovery code, e.g. "k7wq-3mzp-xe9d".
func NewRecoveryCode() string {
	const fair = 256 - 256%len(recoveryAlphabet) // bytes past it would favour some characters
	var b strings.Builder
	one := make([]byte, 1)
	for n := 0; n < RecoveryCodeLength; {
		rand.Read(one)
		if int(one[0]) >= fair {
			continue
		}
		if n > 0 && n%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(recoveryAlphabet[int(one[0])%len(recoveryAlphabet)])
		n++
	}
	return b.String()
}

// NormalizeRecoveryCode is a typed recovery code as it was made, without
// dashes and spaces, lowercase: what its hash is taken of. "" when it cannot
// be one.
func NormalizeRecoveryCode(code string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(code) {
		switch {
		case r == '-' || r == ' ' || r == '\t':
		case strings.ContainsRune(recoveryAlphabet, r):
			b.WriteRune(r)
		default:
			return ""
		}
	}
	if b.Len() != RecoveryCodeLength {
		return ""
	}
	return b.String()
}
