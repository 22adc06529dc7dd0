package auth

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// SecretBox encrypts the secrets the owner types into the admin (a mail
// server's password) before they are stored, with AES-256-GCM and a key kept
// outside the database: SETTINGS_KEY, or else a file in the data folder made
// the first time a secret is sealed. A copy of the database, or an archive,
// therefore opens nothing by itself.
type SecretBox struct {
	key  string // SETTINGS_KEY as given; "" means the file
	file string // where the key is kept when SETTINGS_KEY is not given

	mu   sync.Mutex
	aead cipher.AEAD // nil until first used
}

// MinKeyLength is the shortest SETTINGS_KEY accepted: 32 characters, such as
// `openssl rand -base64 32` prints.
const MinKeyLength = 32

// ErrSecretUnreadable says a stored secret was sealed with another key (an
// instance with a key of its own, a lost key file) or is damaged: the owner
// has to type it again.
var ErrSecretUnreadable = errors.New("auth: the stored secret cannot be opened with this site's key")

// sealedPrefix marks the format, so a later one can tell them apart.
const sealedPrefix = "v1."

// NewSecretBox uses key when given (every instance of a site must be given
// the same), else the key in file, which it makes (mode 0600) when a secret
// is first sealed.
func NewSecretBox(key, file string) *SecretBox {
	return &SecretBox{key: key, file: file}
}

// Seal encrypts plain for purpose (what it is, e.g. "mail.password"): a
// sealed secret only opens for the same purpose.
func (b *SecretBox) Seal(purpose, plain string) (string, error) {
	aead, err := b.cipher(true)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	rand.Read(nonce)
	sealed := aead.Seal(nonce, nonce, []byte(plain), []byte(purpose))
	return sealedPrefix + base64.RawURLEncoding.EncodeToString(sealed), nil
}

// Open decrypts what Seal made for the same purpose; ErrSecretUnreadable when
// it cannot.
func (b *SecretBox) Open(purpose, sealed string) (string, error) {
	aead, err := b.cipher(false)
	if errors.Is(err, fs.ErrNotExist) {
		return "", ErrSecretUnreadable // no key yet: nothing was sealed here
	} else if err != nil {
		return "", err
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimPrefix(sealed, sealedPrefix))
	if err != nil || !strings.HasPrefix(sealed, sealedPrefix) || len(raw) < aead.NonceSize() {
		return "", ErrSecretUnreadable
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], []byte(purpose))
	if err != nil {
		return "", ErrSecretUnreadable
	}
	return string(plain), nil
}

// cipher reads the key once; create makes the key file when there is none.
func (b *SecretBox) cipher(create bool) (cipher.AEAD, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.aead != nil {
		return b.aead, nil
	}
	key := b.key
	if key == "" {
		var err error
		if key, err = readKeyFile(b.file, create); err != nil {
			return nil, err
		}
	}
	// The key is text (so it can sit in an environment setting); its hash is
	// the 32 bytes AES-256 takes.
	sum := sha256.Sum256([]byte(key))
	block, err := aes.NewCipher(sum[:])
	if err != nil {
		return nil, err
	}
	if b.aead, err = cipher.NewGCM(block); err != nil {
		return nil, err
	}
	return b.aead, nil
}

// readKeyFile reads the key from path, first making it with a new random key
// when create is set and there is none. Only the site's own user may read it.
func readKeyFile(path string, create bool) (string, error) {
	if path == "" {
		return "", errors.New("auth: no SETTINGS_KEY and no key file: secrets cannot be sealed")
	}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && create {
		if err := writeKeyFile(path); err != nil {
			return "", err
		}
		b, err = os.ReadFile(path)
	}
	if err != nil {
		return "", fmt.Errorf("auth: unable to read the settings key: %w", err)
	}
	key := strings.TrimSpace(string(b))
	if len(key) < MinKeyLength {
		return "", fmt.Errorf("auth: the settings key in %s is shorter than %d characters", path, MinKeyLength)
	}
	return key, nil
}

// writeKeyFile makes path with a new random key, unless another process made
// it first (then that key is the one).
func writeKeyFile(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("auth: unable to make the settings key: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil
	} else if err != nil {
		return fmt.Errorf("auth: unable to make the settings key: %w", err)
	}
	raw := make([]byte, 32)
	rand.Read(raw)
	_, err = f.WriteString(base64.StdEncoding.EncodeToString(raw) + "\n")
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("auth: unable to make the settings key: %w", err)
	}
	return nil
}
