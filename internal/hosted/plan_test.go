package hosted

import (
	"encoding/json"
	"testing"
	"time"
)

func TestParseAddress(t *testing.T) {
	for raw, want := range map[string]address{
		"": {kind: addrNone},
		"https://abc.supabase.co/storage/v1/object/public/covers/1712-benny%20cover.png":                  {kind: addrBucket, bucket: "covers", name: "1712-benny cover.png"},
		"https://abc.supabase.co/storage/v1/object/public/materials/kindness-kits/k1/hero-image.jpg?t=17": {kind: addrBucket, bucket: "materials", name: "kindness-kits/k1/hero-image.jpg"},
		"https://abc.supabase.co/storage/v1/render/image/public/covers/a.png?width=300":                   {kind: addrBucket, bucket: "covers", name: "a.png"},
		"/downloads/brave%20words.pdf":                            {kind: addrDownloads, name: "brave words.pdf"},
		"/downloads/../secret":                                    {kind: addrBroken},
		"https://www.youtube.com/watch?v=abc":                     {kind: addrOutside},
		"https://abc.supabase.co/storage/v1/object/public/covers": {kind: addrOutside},
		"data:image/png;base64,aGk=":                              {kind: addrData, data: []byte("hi"), mime: "image/png"},
		"data:image/png;base64,not base64!":                       {kind: addrBroken},
		"javascript:alert(1)":                                     {kind: addrBroken},
	} {
		got := parseAddress(raw)
		if got.kind != want.kind || got.bucket != want.bucket || got.name != want.name || string(got.data) != string(want.data) || got.mime != want.mime {
			t.Errorf("parseAddress(%q) = %+v, want %+v", raw, got, want)
		}
	}
}

func jsonRow(t *testing.T, s string) oldRow {
	t.Helper()
	var r oldRow
	if err := json.Unmarshal([]byte(s), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestSampleSet(t *testing.T) {
	sample := func(id, book, typ string) string {
		return `{"id":"` + id + `","book_id":"` + book + `","type":"` + typ + `","created_at":"2023-05-01T10:00:00+00:00"}`
	}
	var rows []oldRow
	for i, typ := range []string{"video", "video", "audio", "audio", "video", "video", "audio", "audio"} {
		book := "b1"
		if i >= 4 {
			book = "b2"
		}
		rows = append(rows, jsonRow(t, sample(string(rune('a'+i)), book, typ)))
	}
	owners := jsonRow(t, `{"id":"z","book_id":"b1","type":"audio","created_at":"2024-01-01T10:00:00+00:00"}`)
	if got := sampleSet(append(rows, owners)); len(got) != 8 || got["z"] {
		t.Fatalf("the sample set: %v", got)
	}
	// Three rows for a book are not the old site's set: the owner's own.
	if got := sampleSet(rows[1:]); got != nil {
		t.Fatalf("an uneven first set is not samples: %v", got)
	}
}

func TestOldSlugThatStoryshelfCouldNotMakeRedirects(t *testing.T) {
	old := &oldSite{rows: map[string][]oldRow{"books": {
		jsonRow(t, `{"id":"B7E21F90-5d4c-4b3a-8e9f-0a1b2c3d4e5f","title":"Benny's Big Day","slug":"Bennys Big Day!"}`),
		jsonRow(t, `{"id":"a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d","title":"The Kindness Cloud","slug":"kindness-cloud-old-rule"}`),
	}}}
	p := makePlan(old, false, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	books := p.tables["books"]
	if books[0]["id"] != "b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f" || books[0]["slug"] == "Bennys Big Day!" {
		t.Fatalf("book with a bad slug: %v", books[0])
	}
	if books[1]["slug"] != "kindness-cloud-old-rule" {
		t.Fatalf("a slug Storyshelf could have made is kept, so the old address stays as it was: %v", books[1]["slug"])
	}
	want := map[string]string{
		"/books/Bennys Big Day!-b7e21f90":      "/books/" + books[0]["slug"].(string) + "-b7e21f90",
		"/multimedia/Bennys Big Day!-b7e21f90": "/multimedia/" + books[0]["slug"].(string) + "-b7e21f90",
	}
	if len(p.tables["redirects"]) != 2 {
		t.Fatalf("redirects: %v", p.tables["redirects"])
	}
	for _, r := range p.tables["redirects"] {
		if want[r["from_path"].(string)] != r["to_path"] {
			t.Errorf("redirect %v", r)
		}
	}
}
