package main

import (
	"bufio"
	"fmt"
	"io"
)

// keepOpen waits for Enter before a failed start closes the window, when the
// program has a window of its own (double-clicked on Windows), so the owner
// can read why it stopped.
func keepOpen(own bool, in io.Reader, out io.Writer) {
	if !own {
		return
	}
	fmt.Fprint(out, "\nPress Enter to close this window.")
	_, _ = bufio.NewReader(in).ReadString('\n')
}
