package hosted

import (
	"fmt"
	"io"
	"strings"

	"github.com/storyshelf/storyshelf/internal/store"
)

// Report is what an import brought in, or a dry run would, and every
// problem it met, for the owner to read before and after.
type Report struct {
	Site        string // this site's address, to print new addresses whole
	DryRun      bool
	Unchanged   bool // the site already held everything: nothing was written
	Rows        map[string]int
	Files       int      // files stored (or that would be)
	Missing     []string // old tables not found
	LeftOut     []Note   // rows breaking Storyshelf's rules: not brought in
	Noted       []Note   // rows brought in, with something the owner should know
	Samples     int      // the old site's sample videos and songs left out
	KeptSamples bool

	Unfetchable []FileNote // files that could not be fetched or are not files Storyshelf keeps
	Outside     []FileNote // addresses outside the old storage, kept as they are
	Replaced    []FileNote // old storage addresses and what replaces them
	Redirects   []FileNote // old addresses on the site's own host that now redirect
}

// Note is one row's problem.
type Note struct {
	Table, ID, Name, Text string
}

// FileNote is one address found in a row.
type FileNote struct {
	Table, ID, Field, Old, New, Reason string
}

func (r *Report) leaveOut(table, id, name, format string, args ...any) {
	r.LeftOut = append(r.LeftOut, Note{table, id, name, fmt.Sprintf(format, args...)})
}

func (r *Report) note(table, id, name, format string, args ...any) {
	r.Noted = append(r.Noted, Note{table, id, name, fmt.Sprintf(format, args...)})
}

// Write prints the report for a person.
func (r *Report) Write(w io.Writer) {
	switch {
	case r.DryRun:
		fmt.Fprintln(w, "Dry run: this is what the import would do. Nothing was written.")
	case r.Unchanged:
		fmt.Fprintln(w, "Nothing to change: this site already holds everything from that source. Nothing was written.")
	default:
		fmt.Fprintln(w, "Imported. Everything below is now in this site.")
	}
	fmt.Fprintln(w, "\nRows from the old site, table by table:")
	for _, t := range store.ArchiveTables {
		if n, ok := r.Rows[t]; ok {
			fmt.Fprintf(w, "  %-24s %d\n", t, n)
		}
	}
	fmt.Fprintf(w, "  %-24s %d\n", "stored files", r.Files)
	for _, m := range r.Missing {
		fmt.Fprintf(w, "  (no %s table in the old database)\n", m)
	}
	if r.Samples > 0 {
		if r.KeptSamples {
			fmt.Fprintf(w, "\nThe old site's %d sample videos and songs are brought in, as --with-samples asked.\n", r.Samples)
		} else {
			fmt.Fprintf(w, "\nThe old site's %d sample videos and songs (two videos and two songs it added to every book) are left out; --with-samples brings them in.\n", r.Samples)
		}
	}
	notes := func(title string, list []Note) {
		if len(list) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s (%d):\n", title, len(list))
		for _, n := range list {
			fmt.Fprintf(w, "  %s %s%s: %s\n", n.Table, short(n.ID), named(n.Name), n.Text)
		}
	}
	notes("Left out, because they break Storyshelf's rules", r.LeftOut)
	notes("Brought in, with something to know", r.Noted)
	files := func(title string, list []FileNote, line func(FileNote) string) {
		if len(list) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s (%d):\n", title, len(list))
		for _, f := range list {
			fmt.Fprintf(w, "  %s %s %s: %s\n", f.Table, short(f.ID), f.Field, line(f))
		}
	}
	files("Files that cannot be fetched: their rows keep the old address, which stops working when the old storage closes",
		r.Unfetchable, func(f FileNote) string { return f.Old + " (" + f.Reason + ")" })
	files("Addresses outside the old storage, kept as they are", r.Outside, func(f FileNote) string { return f.Old })
	files("Old storage addresses and what replaces them: change them wherever else you used them (old newsletters, posts)",
		r.Replaced, func(f FileNote) string { return f.Old + "\n      -> " + r.whole(f.New) })
	if len(r.Redirects) > 0 {
		fmt.Fprintf(w, "\nOld addresses of the site itself that now redirect, for good (%d):\n", len(r.Redirects))
		for _, f := range r.Redirects {
			fmt.Fprintf(w, "  %s -> %s\n", f.Old, r.whole(f.New))
		}
	}
}

func short(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}

func named(name string) string {
	if name == "" {
		return ""
	}
	return fmt.Sprintf(" %q", strings.TrimSpace(name))
}

// whole is an address as a reader would type it; a kit file has none.
func (r *Report) whole(addr string) string {
	if strings.HasPrefix(addr, "/") {
		return r.Site + addr
	}
	return addr + " (a kit file: readers get it through the kit's download links)"
}
