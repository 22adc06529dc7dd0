// Package auth holds the owner's credentials and sessions: password hashing,
// access tokens and random secrets. It knows nothing of HTTP or SQL.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

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
var DefaultParams = MaxParams

// MaxParams are the most a stored hash may ask of a check: this release's
// own costs. A hash is just text in a row (a forged one, or one from a
// hostile archive, could name 1 GiB), so a check clamps the costs it reads
// to these; a hash that named more then simply does not match, and no
// sign-in takes more memory or time than a real one.
var MaxParams = Params{Memory: 64 * 1024, Time: 1, Threads: 2}

// maxHashBytes bounds a stored hash's salt and key.
const maxHashBytes = 64

// clamp keeps p within MaxParams, and above the least argon2id accepts.
func (p Params) clamp() Params {
	p.Memory = min(p.Memory, MaxParams.Memory)
	p.Time = min(max(p.Time, 1), MaxParams.Time)
	p.Threads = min(max(p.Threads, 1), MaxParams.Threads)
	return p
}

// MaxConcurrentHashes bounds how many argon2id runs happen at once in the
// slots everyone shares. Each takes Params.Memory (64 MiB), so a burst of
// sign-ins can hold at most MaxConcurrentHashes × 64 MiB = 128 MiB there,
// however many arrive (and ReservedHashes × 64 MiB more, below).
const MaxConcurrentHashes = 2

// ReservedHashes are slots kept for sign-ins from a browser that has signed
// in to the account before (it shows a device cookie, see DeviceKey):
// strangers never queue for them, so a flood of sign-ins cannot keep the owner
// out. With them, hashing holds at most
// (MaxConcurrentHashes + ReservedHashes) × 64 MiB = 192 MiB.
const ReservedHashes = 1

// HashWait is how long a password check waits for a free slot before it
// gives up with ErrBusy.
var HashWait = 5 * time.Second

// ErrBusy means every hashing slot stayed taken for HashWait.
var ErrBusy = errors.New("auth: too many password checks at once")

var (
	slots      = make(chan struct{}, MaxConcurrentHashes)
	reserved   = make(chan struct{}, ReservedHashes)
	waiting    atomic.Int64 // checks waiting for a strangers' slot
	inReserved atomic.Int64 // checks run in a reserved slot, ever

	peakMu  sync.Mutex
	running int
	peak    int
)

type reservedKey struct{}

// Reserved marks ctx so that the password check made with it runs in a
// reserved slot rather than the strangers' queue. Only a sign-in that showed
// a valid device cookie for the account asks for it.
func Reserved(ctx context.Context) context.Context {
	return context.WithValue(ctx, reservedKey{}, true)
}

// idKey runs argon2id in one of the bounded slots: a reserved one when ctx
// says so (Reserved), otherwise the strangers'.
func idKey(ctx context.Context, password string, salt []byte, p Params, keyLen uint32) ([]byte, error) {
	pool := slots
	if on, _ := ctx.Value(reservedKey{}).(bool); on {
		pool = reserved
		inReserved.Add(1)
	} else {
		waiting.Add(1)
	}
	timer := time.NewTimer(HashWait)
	defer timer.Stop()
	var err error
	select {
	case pool <- struct{}{}:
	case <-timer.C:
		err = ErrBusy
	case <-ctx.Done():
		err = ErrBusy
	}
	if pool == slots {
		waiting.Add(-1)
	}
	if err != nil {
		return nil, err
	}
	defer func() { <-pool }()
	peakMu.Lock()
	running++
	peak = max(peak, running)
	peakMu.Unlock()
	defer func() {
		peakMu.Lock()
		running--
		peakMu.Unlock()
	}()
	return argon2.IDKey([]byte(password), salt, p.Time, p.Memory, p.Threads, keyLen), nil
}

// PeakHashes is the most argon2id runs seen at once since the last call; it
// starts counting afresh. Tests use it to show the bound holds.
func PeakHashes() int {
	peakMu.Lock()
	defer peakMu.Unlock()
	p := peak
	peak = running
	return p
}

// Waiting is how many password checks are queued for a strangers' slot
// now; tests use it to know a flood is on.
func Waiting() int { return int(waiting.Load()) }

// HoldSharedSlots takes every strangers' hashing slot until release is
// called. Tests use it to make a flood queue up and overflow however fast
// or busy the machine is; nothing else calls it.
func HoldSharedSlots() (release func()) {
	for range MaxConcurrentHashes {
		slots <- struct{}{}
	}
	return func() {
		for range MaxConcurrentHashes {
			<-slots
		}
	}
}

// ReservedChecks is how many checks have asked for a reserved slot since the
// program started; tests use it to see which path a sign-in took.
func ReservedChecks() int { return int(inReserved.Load()) }

// HashPassword returns an encoded argon2id hash with a random salt, in the
// usual $argon2id$v=19$m=…,t=…,p=…$salt$hash form.
func HashPassword(ctx context.Context, password string) (string, error) {
	p := DefaultParams
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key, err := idKey(ctx, password, salt, p, 32)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(key)), nil
}

var errBadHash = errors.New("auth: not an argon2id hash")

// CheckPassword reports whether password matches the encoded hash, in
// constant time. It fails with ErrBusy when no hashing slot frees up in time.
func CheckPassword(ctx context.Context, encoded, password string) (bool, error) {
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
	if err != nil || len(salt) > maxHashBytes {
		return false, errBadHash
	}
	want, err := base64.RawStdEncoding.DecodeString(parts[5])
	if err != nil || len(want) == 0 || len(want) > maxHashBytes {
		return false, errBadHash
	}
	got, err := idKey(ctx, password, salt, p.clamp(), uint32(len(want)))
	if err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// dummyHash is checked against when an account does not exist, so a wrong
// email takes as long as a wrong password and reveals nothing. It has the
// default costs, whatever tests set.
var dummyHash = func() string {
	salt := make([]byte, 16)
	p := DefaultParams
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, p.Memory, p.Time, p.Threads,
		base64.RawStdEncoding.EncodeToString(salt), base64.RawStdEncoding.EncodeToString(make([]byte, 32)))
}()

// CheckNoAccount spends the time a real check would; like CheckPassword it
// fails with ErrBusy when no slot frees up.
func CheckNoAccount(ctx context.Context, password string) error {
	_, err := CheckPassword(ctx, dummyHash, password)
	return err
}
