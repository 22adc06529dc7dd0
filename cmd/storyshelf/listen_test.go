package main

import (
	"bytes"
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A second copy started while the first still serves (an owner trying a newer
// download, say) says what to do and leaves the data folder as it was: it does
// not create, migrate or back up the database under the running site.
func TestServeStopsWhenThePortIsTaken(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	_, port, _ := net.SplitHostPort(taken.Addr().String())
	n, _ := strconv.Atoi(port)
	dir := filepath.Join(t.TempDir(), "data")
	env := map[string]string{"DATA_DIR": dir, "STORYSHELF_ADDR": taken.Addr().String()}

	err = run(context.Background(), nil, func(k string) string { return env[k] }, strings.NewReader(""), &bytes.Buffer{}, &bytes.Buffer{})
	if err == nil {
		t.Fatal("serve started on a port another program holds")
	}
	for _, want := range []string{
		"already using port " + port,
		"open http://127.0.0.1:" + port,
		"STORYSHELF_ADDR=:" + strconv.Itoa(n+1),
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the message does not say %q:\n%v", want, err)
		}
	}
	if _, statErr := os.Stat(dir); !errors.Is(statErr, os.ErrNotExist) {
		t.Errorf("the data folder was touched before the port was known to be free: %v", statErr)
	}
}

func TestAStartThatFailsInItsOwnWindowWaitsForEnter(t *testing.T) {
	in := strings.NewReader("\nnot read\n")
	var out bytes.Buffer
	keepOpen(true, in, &out)
	if !strings.Contains(out.String(), "Press Enter to close this window.") {
		t.Errorf("no prompt: %q", out.String())
	}
	if in.Len() == len("\nnot read\n") {
		t.Error("it did not wait for the Enter key")
	}

	out.Reset()
	keepOpen(false, strings.NewReader(""), &out)
	if out.Len() != 0 {
		t.Errorf("a terminal run was asked to press Enter: %q", out.String())
	}
}

// Port 0 asks the system for any free port; the site is then reached at the
// one it chose, which its links and messages name.
func TestChosenAddr(t *testing.T) {
	chosen := &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 41234}
	for addr, want := range map[string]string{
		"127.0.0.1:0":    "127.0.0.1:41234",
		":0":             ":41234",
		"localhost:0":    "localhost:41234",
		"127.0.0.1:8080": "127.0.0.1:8080",
		":8080":          ":8080",
	} {
		if got := chosenAddr(addr, chosen); got != want {
			t.Errorf("chosenAddr(%q) = %q, want %q", addr, got, want)
		}
	}
}
