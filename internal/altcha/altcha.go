// Package altcha is the server side of Altcha's proof-of-work challenge, in
// its documented first version, which the altcha widget still solves: the
// server picks a secret number up to maxnumber and sends
// challenge = hex(SHA-256(salt + number)) with
// signature = hex(HMAC-SHA-256(key, challenge)). The browser finds the number
// by trying them in turn and sends back a base64 JSON payload
// {algorithm, challenge, number, salt, signature}. The salt carries the
// challenge's expiry and its parameters as a query string, and ends in "&" so
// that no digit of the number can be read as part of the salt.
//
// The altcha-lib-go module is not served to this project, so this is the
// scheme written out against the documentation, not a copy of it.
package altcha

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/big"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Algorithm is the only hash this package makes or accepts.
const Algorithm = "SHA-256"

// maxPayload bounds the payload read: a real one is about 300 bytes.
const maxPayload = 2 << 10

// Challenge is what the widget fetches, in the documented JSON shape.
type Challenge struct {
	Algorithm string `json:"algorithm"`
	Challenge string `json:"challenge"`
	MaxNumber int64  `json:"maxnumber"`
	Salt      string `json:"salt"`
	Signature string `json:"signature"`
}

// Solved is a verified solution: its challenge (to remember it was used),
// when it expires and the parameters the server put in its salt.
type Solved struct {
	Challenge string
	Expires   time.Time
	Params    url.Values
}

var (
	// ErrMalformed: no payload, or not base64 JSON of the documented shape.
	ErrMalformed = errors.New("altcha: malformed payload")
	// ErrInvalid: the number does not solve the challenge, or the signature
	// is not this server's.
	ErrInvalid = errors.New("altcha: invalid solution")
	// ErrExpired: a genuine solution whose challenge has expired.
	ErrExpired = errors.New("altcha: challenge expired")
)

// New makes a challenge whose number is at most maxNumber, expiring at
// expires, with params (e.g. the form it is for) carried in the salt.
func New(key []byte, maxNumber int64, expires time.Time, params url.Values) (Challenge, error) {
	var raw [12]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return Challenge{}, err
	}
	n, err := rand.Int(rand.Reader, big.NewInt(maxNumber+1))
	if err != nil {
		return Challenge{}, err
	}
	q := url.Values{}
	for k, v := range params {
		q[k] = v
	}
	q.Set("expires", strconv.FormatInt(expires.Unix(), 10))
	salt := hex.EncodeToString(raw[:]) + "?" + q.Encode() + "&"
	challenge := hashHex(salt, n.Int64())
	return Challenge{Algorithm: Algorithm, Challenge: challenge, MaxNumber: maxNumber, Salt: salt,
		Signature: sign(key, challenge)}, nil
}

// payload is what the widget sends back (it also sends "took", unused here).
type payload struct {
	Algorithm string      `json:"algorithm"`
	Challenge string      `json:"challenge"`
	Number    json.Number `json:"number"`
	Salt      string      `json:"salt"`
	Signature string      `json:"signature"`
}

// Verify checks a base64 JSON payload: the number solves the challenge, the
// challenge carries this server's signature, and it has not expired at now.
// Whether it was used before is the caller's to remember.
func Verify(key []byte, encoded string, now time.Time) (Solved, error) {
	if encoded == "" || len(encoded) > maxPayload {
		return Solved{}, ErrMalformed
	}
	raw, err := base64.StdEncoding.DecodeString(encoded)
	if err != nil {
		return Solved{}, ErrMalformed
	}
	var p payload
	if err := json.Unmarshal(raw, &p); err != nil {
		return Solved{}, ErrMalformed
	}
	number, err := strconv.ParseInt(p.Number.String(), 10, 64)
	if p.Algorithm != Algorithm || err != nil || number < 0 || !strings.HasSuffix(p.Salt, "&") {
		return Solved{}, ErrMalformed
	}
	_, query, ok := strings.Cut(p.Salt, "?")
	if !ok {
		return Solved{}, ErrMalformed
	}
	params, err := url.ParseQuery(strings.TrimSuffix(query, "&"))
	if err != nil {
		return Solved{}, ErrMalformed
	}
	expires, err := strconv.ParseInt(params.Get("expires"), 10, 64)
	if err != nil {
		return Solved{}, ErrMalformed
	}
	if subtle.ConstantTimeCompare([]byte(hashHex(p.Salt, number)), []byte(p.Challenge)) != 1 ||
		!hmac.Equal([]byte(sign(key, p.Challenge)), []byte(p.Signature)) {
		return Solved{}, ErrInvalid
	}
	exp := time.Unix(expires, 0)
	if !now.Before(exp) {
		return Solved{}, ErrExpired
	}
	return Solved{Challenge: p.Challenge, Expires: exp, Params: params}, nil
}

// Solve finds the number as the widget does, counting up from 0; for tests
// and the load test, which post like a browser. ok is false past maxnumber.
func Solve(c Challenge) (number int64, ok bool) {
	want, err := hex.DecodeString(c.Challenge)
	if err != nil {
		return 0, false
	}
	buf := []byte(c.Salt)
	for n := int64(0); n <= c.MaxNumber; n++ {
		if sum := sha256.Sum256(strconv.AppendInt(buf[:len(c.Salt)], n, 10)); subtle.ConstantTimeCompare(sum[:], want) == 1 {
			return n, true
		}
	}
	return 0, false
}

// Payload is the base64 JSON the widget would send for number.
func Payload(c Challenge, number int64) string {
	b, _ := json.Marshal(map[string]any{"algorithm": c.Algorithm, "challenge": c.Challenge, "number": number,
		"salt": c.Salt, "signature": c.Signature, "took": 0})
	return base64.StdEncoding.EncodeToString(b)
}

func hashHex(salt string, number int64) string {
	sum := sha256.Sum256([]byte(salt + strconv.FormatInt(number, 10)))
	return hex.EncodeToString(sum[:])
}

func sign(key []byte, challenge string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(challenge))
	return hex.EncodeToString(m.Sum(nil))
}
