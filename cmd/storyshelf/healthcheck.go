package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"
)

func healthcheckCommand() command {
	return command{
		name:    "healthcheck",
		summary: "ask the running site on STORYSHELF_ADDR for /healthz; exits 1 unless\nit is healthy (the container image's HEALTHCHECK)",
		about:   "Ask the site running on STORYSHELF_ADDR for /healthz. Exits 0 when it answers\n200 OK, else 1. The container image's HEALTHCHECK runs it.",
		needs:   needConfig,
		run: func(ctx context.Context, c *call) error {
			return healthcheck(ctx, c.cfg.Addr, c.stdout)
		},
	}
}

// healthcheck asks the site on STORYSHELF_ADDR for /healthz and fails unless
// it answers 200. Container images have no curl, so their HEALTHCHECK runs
// this.
func healthcheck(ctx context.Context, addr string, stdout io.Writer) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("STORYSHELF_ADDR: %w", err)
	}
	switch host {
	case "", "0.0.0.0":
		host = "127.0.0.1"
	case "::":
		host = "::1"
	}
	url := "http://" + net.JoinHostPort(host, port) + "/healthz"
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("the site does not answer at %s: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s answered %s", url, resp.Status)
	}
	fmt.Fprintf(stdout, "%s answered %s\n", url, resp.Status)
	return nil
}
