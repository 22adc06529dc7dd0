package storyshelf

import "testing"

func TestSecretField(t *testing.T) {
	for _, name := range []string{"password", "currentPassword", "new_password", "smtpPassword", "passwordSaved",
		"secret", "clientSecret", "token", "unsubscribeToken", "tokenHash", "hash", "apiKey", "api_key", "privateKey",
		"recoveryCodes", "totpSecret", "credentialId", "passkeys", "salt", "sealed"} {
		if !SecretField(name) {
			t.Errorf("%s is not treated as a secret", name)
		}
	}
	for _, name := range []string{"title", "description", "email", "tagline", "keep", "everyHours", "isbn", "author"} {
		if SecretField(name) {
			t.Errorf("%s is treated as a secret", name)
		}
	}
}
