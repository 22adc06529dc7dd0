package auth_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/auth"
)

func TestSecretBox(t *testing.T) {
	file := filepath.Join(t.TempDir(), "data", "settings.key")
	box := auth.NewSecretBox("", file)
	if _, err := box.Open("mail", "v1.AAAA"); !errors.Is(err, auth.ErrSecretUnreadable) {
		t.Fatalf("before any key: %v", err)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Fatal("opening made a key file")
	}
	sealed, err := box.Seal("mail", "hunter2-but-longer")
	if err != nil || strings.Contains(sealed, "hunter2") {
		t.Fatalf("sealed %q %v", sealed, err)
	}
	if info, err := os.Stat(file); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", info, err)
	}
	// Another instance with the same file, the same text as SETTINGS_KEY, opens it.
	key, _ := os.ReadFile(file)
	for _, other := range []*auth.SecretBox{auth.NewSecretBox("", file), auth.NewSecretBox(strings.TrimSpace(string(key)), "")} {
		if plain, err := other.Open("mail", sealed); err != nil || plain != "hunter2-but-longer" {
			t.Fatalf("opened %q %v", plain, err)
		}
	}
	for name, open := range map[string]func() (string, error){
		"OtherPurpose": func() (string, error) { return box.Open("backup", sealed) },
		"OtherKey":     func() (string, error) { return auth.NewSecretBox(strings.Repeat("x", 32), "").Open("mail", sealed) },
		"Damaged":      func() (string, error) { return box.Open("mail", sealed[:len(sealed)-2]+"AA") },
		"NotSealed":    func() (string, error) { return box.Open("mail", "hunter2") },
	} {
		if _, err := open(); !errors.Is(err, auth.ErrSecretUnreadable) {
			t.Errorf("%s: %v", name, err)
		}
	}
	again, _ := box.Seal("mail", "hunter2-but-longer")
	if again == sealed {
		t.Fatal("the same secret sealed twice reads the same")
	}
}
