package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func adminCreateCommand() command {
	return adminCommand("admin create", "create an admin account (asks for the password if no file is given)",
		"Create an admin account. The password is read from --password-file, or asked for\n(without echo) when run in a terminal, or read from the first line of standard input.",
		createAdmin)
}

func adminResetPasswordCommand() command {
	return adminCommand("admin reset-password", "set a new password for an admin locked out without mail",
		"Set a new password for an admin account; every session of the account ends.\nThe password is read as for admin create.",
		resetPassword)
}

// adminCommand is an admin command: both take the same flags and read the
// password the same way; then act does what the command is for.
func adminCommand(name, summary, about string, act func(ctx context.Context, st *store.Store, email, hash string, w io.Writer) error) command {
	email, passwordFile := new(string), new(string)
	return command{
		name:     name,
		synopsis: "--email E [--password-file F]",
		summary:  summary,
		about:    about,
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(email, "email", "", "the account's email address (required)")
			fs.StringVar(passwordFile, "password-file", "", "read the password from this file")
		},
		needs: needStore,
		run: func(ctx context.Context, c *call) error {
			hash, err := adminPassword(ctx, *email, *passwordFile, c.stdin, c.stdout)
			if err != nil {
				return err
			}
			ctx = storyshelf.WithActor(ctx, storyshelf.ActorCommandLine) // History names who changed the account
			return act(ctx, c.data.Store, *email, hash, c.stdout)
		},
	}
}

func createAdmin(ctx context.Context, st *store.Store, email, hash string, w io.Writer) error {
	u, err := st.CreateUser(ctx, email, hash)
	if err != nil {
		return errors.New(storyshelf.ErrorMessage(err))
	}
	fmt.Fprintf(w, "Admin account %s created. Sign in at /admin/login.\n", u.Email)
	return nil
}

func resetPassword(ctx context.Context, st *store.Store, email, hash string, w io.Writer) error {
	u, _, err := st.UserByEmail(ctx, email)
	if err != nil {
		return errors.New(storyshelf.ErrorMessage(err))
	}
	if err := st.SetPassword(ctx, u.ID, hash, ""); err != nil {
		return err
	}
	fmt.Fprintf(w, "Password of %s changed; every session of the account has ended.\n", u.Email)
	return nil
}

// adminPassword checks the email, reads the password and checks it, and
// answers its hash.
func adminPassword(ctx context.Context, email, passwordFile string, stdin io.Reader, stdout io.Writer) (string, error) {
	if err := storyshelf.ValidateEmail(email); err != nil {
		return "", fmt.Errorf("--email: %s", storyshelf.ErrorMessage(err))
	}
	password, err := readPassword(passwordFile, stdin, stdout)
	if err != nil {
		return "", err
	}
	if err := storyshelf.ValidatePassword(password); err != nil {
		return "", errors.New(storyshelf.ErrorMessage(err)) // it says what the password lacks
	}
	return auth.HashPassword(ctx, password)
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
			return "", errors.New(storyshelf.MsgPasswordsMismatch.Text)
		}
		return string(first), nil
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && line == "" {
		return "", errors.New("no password given: use --password-file or type it at the prompt")
	}
	return strings.TrimRight(line, "\r\n"), nil
}

func adminResetSecondStepCommand() command {
	email := new(string)
	return command{
		name:     "admin reset-second-step",
		synopsis: "--email E",
		summary:  "remove the second step (sign-in codes) of an admin locked out of it",
		about: "Remove an admin account's second step at sign-in: its authenticator codes and\n" +
			"recovery codes. Every session of the account ends; it then signs in with its\n" +
			"password alone, and can set up a second step again on its Account page.",
		flags: func(fs *flag.FlagSet) {
			fs.StringVar(email, "email", "", "the account's email address (required)")
		},
		needs: needStore,
		run: func(ctx context.Context, c *call) error {
			ctx = storyshelf.WithActor(ctx, storyshelf.ActorCommandLine) // History names who changed the account
			return resetSecondStep(ctx, c.data.Store, *email, c.stdout)
		},
	}
}

func resetSecondStep(ctx context.Context, st *store.Store, email string, w io.Writer) error {
	if err := storyshelf.ValidateEmail(email); err != nil {
		return fmt.Errorf("--email: %s", storyshelf.ErrorMessage(err))
	}
	u, _, err := st.UserByEmail(ctx, email)
	if err != nil {
		return errors.New(storyshelf.ErrorMessage(err))
	}
	r, err := st.RemoveSecondStep(ctx, u.ID)
	if err != nil {
		return err
	}
	if r.Codes {
		fmt.Fprintf(w, "Sign-in codes of %s removed, with %d unused recovery codes.\n", u.Email, r.RecoveryCodes)
	} else {
		fmt.Fprintf(w, "%s had no sign-in codes.\n", u.Email)
	}
	if r.Passkeys > 0 {
		fmt.Fprintf(w, "%d passkeys of %s removed.\n", r.Passkeys, u.Email)
	}
	fmt.Fprintf(w, "%d sessions of the account ended. It signs in with its password alone now.\n", r.SignIns)
	if required, err := st.SecondStepRequired(ctx); err == nil && required {
		fmt.Fprintln(w, "The site requires a second step: after signing in, set one up on the Account page.")
	}
	return nil
}
