// Package auth holds the owner's credentials and sessions: password hashing,
// access tokens and random secrets. It knows nothing of HTTP or SQL.
package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Params are argon2id's costs. The defaults follow RFC 9106's second
// recommended option (64 MiB, 1 pass is about 130 ms on a small server);
// tests lower them.
type Params struct {
	Memory  uint32 // KiB
	Time    uint32
	Threads uint8
}

// DefaultParams is used for new hashes.
var DefaultParams = Params{Memory: 64 * 1024, Time: 1, Threads: 2}

// HashPassword returns an encoded argon2id hash with a random salt, in the
// usual $argon2id$v=19$m=…,t=…,p=…$salt$hash form.
func HashPassword(password string) (string, error) {
	p := DefaultParams
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, 32)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

var errBadHash = errors.New("auth: not an argon2id hash")

// CheckPassword reports whether password matches the encoded hash, in
// constant time.
func CheckPassword(encoded, password string) (bool, error) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, errBadHash
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, errBadHash
	}
	var p Params
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &p.Memory, &p.Time, &p.Threads); err != nil {
		return false, errBadHash
	}
	salt, err := base64.RawStdEncoding.DecodeString(parts[4])
	if err != nil {
		return false, errBadHash
	}
	want, err := base64.RawStdEncoding.DecodeString(parts[5])
	if err != nil || len(want) == 0 {
		return false, errBadHash
	}
	got := argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// dummyHash is checked against when an account does not exist, so a wrong
// email takes as long as a wrong password and reveals nothing.
var dummyHash, _ = HashPassword("not a real password")

// CheckNoAccount spends the time a real check would.
func CheckNoAccount(password string) {
	CheckPassword(dummyHash, password)
}
