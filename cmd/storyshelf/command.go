package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"

	"github.com/storyshelf/storyshelf/internal/config"
)

// command is one of storyshelf's commands: its entry in the table, in a file
// of its own.
type command struct {
	name     string // "serve"; "admin create" for a command with a sub-command
	arg      string // the one argument it takes, such as FILE, if any
	synopsis string // its flags as the list of commands shows them, if it does
	summary  string // its entry in the list of commands; none for help
	about    string // what its own --help says it does
	flags    func(fs *flag.FlagSet)
	needs    need
	run      func(ctx context.Context, c *call) error
}

// need is what a command needs opened before it runs: each level opens the
// one before it too.
type need int

const (
	needNothing need = iota
	needConfig       // the settings, read and checked
	needStore        // the site's data: the database, brought up to date, and the files
	needSite         // the whole site: its listen address, server and background workers
)

// commands lists every command in the order storyshelf help shows them. It is
// made afresh for each run, so the flags' values belong to that run alone.
func commands() []command {
	return []command{
		serveCommand(), migrateCommand(), demoCommand(), statsCommand(),
		exportCommand(), importCommand(), verifyCommand(), importHostedCommand(),
		storageCheckCommand(), outboxCommand(), versionCommand(), healthcheckCommand(),
		adminCreateCommand(), adminResetPasswordCommand(), adminResetSecondStepCommand(), helpCommand(),
	}
}

// call is one run of a command: what it reads and writes, and what was
// opened for it.
type call struct {
	all            []command
	arg            string // the argument command.arg names
	getenv         func(string) string
	stdin          io.Reader
	stdout, stderr io.Writer
	logger         *slog.Logger

	cfg  config.Config // needConfig and up
	data *Data         // needStore and up
	site *Site         // needSite
	ln   net.Listener  // needSite: where the site serves
}

// run parses the command line and runs one command until ctx ends.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 && (args[0] == "--version" || args[0] == "-version") {
		args[0] = "version"
	}
	all := commands()
	name, named := "serve", false
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		name, args, named = args[0], args[1:], true
		if len(args) > 0 && find(all, name+" "+args[0]) != nil {
			name, args = name+" "+args[0], args[1:]
		}
	}
	cmd := find(all, name)
	if cmd == nil {
		fmt.Fprint(stderr, usage(all))
		return fmt.Errorf("unknown command %q", name)
	}
	fs := flag.NewFlagSet(cmd.name, flag.ContinueOnError)
	fs.SetOutput(stdout)
	fs.Usage = func() {
		if !named { // "storyshelf --help" explains every command
			fmt.Fprint(stdout, usage(all)+"\n")
		}
		fmt.Fprintf(stdout, "Usage: storyshelf %s\n\n%s\n\n", cmd.name, cmd.about)
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fs.PrintDefaults()
			fmt.Fprintln(stdout)
		}
		fmt.Fprintln(stdout, "Settings are read from the environment; see storyshelf help.")
	}
	if cmd.flags != nil {
		cmd.flags(fs)
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	c := &call{all: all, getenv: getenv, stdin: stdin, stdout: stdout, stderr: stderr,
		logger: slog.New(slog.NewTextHandler(stderr, nil))}
	if cmd.arg != "" {
		if fs.NArg() != 1 {
			fs.Usage()
			return fmt.Errorf("%s needs one %s", cmd.name, cmd.arg)
		}
		c.arg = fs.Arg(0)
	}
	defer c.close()
	if err := c.open(ctx, cmd.needs); err != nil {
		return err
	}
	return cmd.run(ctx, c)
}

// find is the command named name, or nil.
func find(all []command, name string) *command {
	for i := range all {
		if all[i].name == name {
			return &all[i]
		}
	}
	return nil
}

// open opens what the command needs.
func (c *call) open(ctx context.Context, needs need) error {
	if needs == needNothing {
		return nil
	}
	cfg, err := config.Load(c.getenv)
	if err != nil {
		return err
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	c.cfg = cfg
	switch needs {
	case needStore:
		c.data, err = openData(ctx, cfg, c.logger)
	case needSite:
		// The address first: a second copy started by mistake stops before
		// it touches the data (see listen).
		if c.ln, err = listen(cfg.Addr); err != nil {
			return err
		}
		cfg.Addr = chosenAddr(cfg.Addr, c.ln.Addr())
		c.cfg = cfg
		if c.site, err = open(ctx, cfg, c.logger); err == nil {
			c.data = c.site.Data
		}
	}
	return err
}

// close releases what open opened.
func (c *call) close() {
	if c.data != nil {
		c.data.Close()
	}
	if c.ln != nil {
		c.ln.Close()
	}
}
