package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// adminCommand runs "admin create" and "admin reset-password".
func adminCommand(ctx context.Context, st *store.Store, cmd, email, passwordFile string, stdin io.Reader, stdout io.Writer) error {
	if err := storyshelf.ValidateEmail(email); err != nil {
		return fmt.Errorf("--email: %s", storyshelf.ErrorMessage(err))
	}
	password, err := readPassword(passwordFile, stdin, stdout)
	if err != nil {
		return err
	}
	if err := storyshelf.ValidatePassword(password); err != nil {
		return fmt.Errorf("%s It needs at least 8 characters, a digit and an uppercase letter", storyshelf.ErrorMessage(err))
	}
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return err
	}
	if cmd == "admin create" {
		u, err := st.CreateUser(ctx, email, hash)
		if err != nil {
			return errors.New(storyshelf.ErrorMessage(err))
		}
		fmt.Fprintf(stdout, "Admin account %s created. Sign in at /admin/login.\n", u.Email)
		return nil
	}
	u, _, err := st.UserByEmail(ctx, email)
	if err != nil {
		return errors.New(storyshelf.ErrorMessage(err))
	}
	if err := st.SetPassword(ctx, u.ID, hash, ""); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Password of %s changed; every session of the account has ended.\n", u.Email)
	return nil
}

// readPassword reads from the file, or asks twice without echo in a
// terminal, or takes the first line of a piped standard input.
func readPassword(file string, stdin io.Reader, stdout io.Writer) (string, error) {
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return "", fmt.Errorf("--password-file: %w", err)
		}
		return strings.TrimRight(string(b), "\r\n"), nil
	}
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		fmt.Fprint(stdout, "Password: ")
		first, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			return "", err
		}
		fmt.Fprint(stdout, "Password again: ")
		second, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stdout)
		if err != nil {
			return "", err
		}
		if string(first) != string(second) {
			return "", errors.New(storyshelf.MsgPasswordsMismatch)
		}
		return string(first), nil
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && line == "" {
		return "", errors.New("no password given: use --password-file or type it at the prompt")
	}
	return strings.TrimRight(line, "\r\n"), nil
}
