package storyshelf_test

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestFoldPages(t *testing.T) {
	k := &storyshelf.KnownRefs{BookPaths: map[string]string{"abcd1234": "brave-bea-abcd1234"}, Issues: map[string]bool{"issue-1": true}}
	for path, want := range map[string]string{
		"":                                 "",
		"/":                                "/",
		"/es":                              "/es",
		"/es/":                             "/es/",
		"/es/contact":                      "/es/contact",
		"/newsletter":                      "/newsletter",
		"/books/brave-bea-abcd1234":        "/books/brave-bea-abcd1234",
		"/es/books/an-old-title-abcd1234":  "/es/books/brave-bea-abcd1234",
		"/multimedia/abcd1234":             "/multimedia/brave-bea-abcd1234",
		"/newsletter/issue-1":              "/newsletter/issue-1",
		"/es/newsletter/issue-1":           "/es/newsletter/issue-1",
		"/newsletter/issue-2":              storyshelf.Other,
		"/books/brave-bea-00000000":        storyshelf.Other,
		"/books/brave-bea-abcd1234/more":   storyshelf.Other,
		"/books/":                          storyshelf.Other,
		"/essays":                          storyshelf.Other,
		"/es/es/":                          storyshelf.Other,
		"Call +1 555 0100 now":             storyshelf.Other,
		"/contact?utm_source=x":            storyshelf.Other,
		"/es/books/brave-bea-abcd1234?x=1": storyshelf.Other,
	} {
		e := storyshelf.Event{Name: storyshelf.EventPageView, Path: path}
		if k.Fold(&e); e.Path != want {
			t.Errorf("%q: %q, want %q", path, e.Path, want)
		}
	}
}

func TestFoldRefsAndLabels(t *testing.T) {
	yes := true
	k := &storyshelf.KnownRefs{Books: map[string]string{"b1": "Brave Bea"}, Upcoming: map[string]bool{"u1": true},
		Kits: map[string]string{"k1": "Kit"}, Materials: map[string]bool{storyshelf.MaterialKey("/files/a.pdf", "b1"): true}}
	for _, c := range []struct {
		name, ref, label, wantRef, wantLabel string
	}{
		{storyshelf.EventBookView, "b1", "Call now", "b1", "Brave Bea"},
		{storyshelf.EventBookView, "b2", "Call now", storyshelf.Other, ""},
		{storyshelf.EventKitDownload, "k1", "", "k1", "Kit"},
		{storyshelf.EventKitDownload, "k2", "Kit", storyshelf.Other, ""},
		{storyshelf.EventMaterialDownload, "/files/a.pdf", "b1", "/files/a.pdf", "b1"},
		{storyshelf.EventMaterialDownload, "/files/a.pdf", "b2", storyshelf.Other, ""},
		{storyshelf.EventStoreClick, "u1", storyshelf.StoreClickPreorder, "u1", storyshelf.StoreClickPreorder},
		{storyshelf.EventStoreClick, "b1", "ebay", "b1", storyshelf.Other},
		{storyshelf.EventStoreClick, "x", storyshelf.StoreAmazon, storyshelf.Other, storyshelf.StoreAmazon},
		{storyshelf.EventFormSubmit, "x", storyshelf.FormKit, "", storyshelf.FormKit},
		{storyshelf.EventFormSubmit, "", "Call now", "", storyshelf.Other},
		{storyshelf.EventPageView, "b1", "Brave Bea", "", ""},
	} {
		e := storyshelf.Event{Name: c.name, RefID: c.ref, Label: c.label, Success: &yes}
		k.Fold(&e)
		if e.RefID != c.wantRef || e.Label != c.wantLabel || (e.Success != nil) != (c.name == storyshelf.EventFormSubmit) {
			t.Errorf("%s %q %q: %q %q %v, want %q %q", c.name, c.ref, c.label, e.RefID, e.Label, e.Success, c.wantRef, c.wantLabel)
		}
	}
}
