package hosted

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/blob"
	"github.com/storyshelf/storyshelf/internal/media"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Ids from testdata/hosted.sql.
const (
	bookCloud     = "a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d" // base64 cover
	bookBenny     = "b7e21f90-5d4c-4b3a-8e9f-0a1b2c3d4e5f" // cover in the bucket
	bookUntitled  = "c41f0e88-2a3b-4c5d-8e6f-708192a3b4c5" // no title: left out
	bookBigPrint  = "d9a0b1c2-3d4e-4f5a-9b6c-7d8e9f0a1b2c" // the cloud's slug again
	kitCloud      = "4b1d7c2e-8f3a-4e5b-9c6d-7e8f9a0b1c2d"
	badReview     = "a1000000-0000-4000-8000-000000000002" // rating 7
	missingSong   = "e1000000-0000-4000-8000-000000000004" // its file is not in the bucket
	fallbackSheet = "e1000000-0000-4000-8000-000000000003" // /downloads/brave-words.pdf
)

// tables reads a whole site, table by table, keyed by id where there is one.
func tables(t *testing.T, s site) map[string]map[string]map[string]any {
	t.Helper()
	out := map[string]map[string]map[string]any{}
	_, err := s.st.ExportTables(context.Background(), func(table string, r map[string]any) error {
		if out[table] == nil {
			out[table] = map[string]map[string]any{}
		}
		key, _ := r["id"].(string)
		if key == "" {
			key = fmt.Sprint(len(out[table]))
		}
		out[table][key] = r
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// storedKeys lists every file in the site's storage.
func storedKeys(t *testing.T, s site) []string {
	t.Helper()
	var keys []string
	for _, folder := range []string{"covers", "images", "materials", blob.PrivateFolder, "brand"} {
		err := s.blobs.List(context.Background(), folder, func(i blob.Info) error {
			keys = append(keys, i.Key)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

func mustBeStored(t *testing.T, s site, address, prefix string) string {
	t.Helper()
	key, ok := strings.CutPrefix(address, prefix)
	if !ok {
		t.Fatalf("%q is not a stored file under %s", address, prefix)
	}
	key = strings.TrimPrefix(prefix, "/files/") + key
	f, err := s.blobs.Open(context.Background(), key)
	if err != nil {
		t.Fatalf("%s is not in the storage: %v", key, err)
	}
	f.Close()
	return key
}

func has(list []Note, table, id, text string) bool {
	for _, n := range list {
		if n.Table == table && strings.HasPrefix(id, n.ID) && strings.Contains(n.Text, text) {
			return true
		}
	}
	return false
}

func hasFile(list []FileNote, table, id, old string) bool {
	for _, f := range list {
		if f.Table == table && f.ID == id && strings.Contains(f.Old, old) {
			return true
		}
	}
	return false
}

func TestImportHostedSite(t *testing.T) {
	old := oldDatabase(t)
	folder, err := OpenFiles("testdata/files", "", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		target func(*testing.T) site
		files  func(*testing.T) Files
	}{
		{"files in a folder into sqlite", sqliteSite, func(*testing.T) Files { return folder }},
		{"files over the web into sqlite", sqliteSite, func(t *testing.T) Files {
			f, err := OpenFiles(publicStorage(t), "", "")
			if err != nil {
				t.Fatal(err)
			}
			return f
		}},
		{"files in s3 into postgres and s3", postgresS3Site, func(t *testing.T) Files {
			f, err := OpenFiles(oldFilesInS3(t), os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY"))
			if err != nil {
				t.Fatal(err)
			}
			return f
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			s, files := c.target(t), c.files(t)

			// The dry run names every problem and writes nothing.
			dry, err := (&Import{Old: old, Files: files, DryRun: true}).Run(ctx)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []struct {
				ok   bool
				what string
			}{
				{has(dry.LeftOut, "books", bookUntitled, "it has no title"), "the book without a title"},
				{has(dry.LeftOut, "testimonials", badReview, "its rating is 7"), "the rating of 7"},
				{has(dry.Noted, "books", bookBigPrint, `slug "the-kindness-cloud" is also the slug`), "the duplicate slug"},
				{hasFile(dry.Unfetchable, "materials", missingSong, "missing-song.mp3"), "the missing file"},
				{hasFile(dry.Outside, "materials", "e1000000-0000-4000-8000-000000000005", "drive.example.org"), "the address outside the buckets"},
				{hasFile(dry.Replaced, "books", bookBenny, "covers/1712345678-benny.png"), "the bucket cover's new address"},
				{hasFile(dry.Redirects, "materials", fallbackSheet, "/downloads/brave-words.pdf"), "the /downloads/ redirect"},
				{dry.Samples == 8, "the eight sample videos and songs"},
				{dry.Rows["books"] == 3 && dry.Rows["multimedia"] == 2 && dry.Rows["kit_files"] == 3, "the row counts"},
			} {
				if !want.ok {
					t.Errorf("the dry run's report lacks %s", want.what)
				}
			}
			var out strings.Builder
			dry.Write(&out)
			for _, want := range []string{"Nothing was written", "it has no title", "its rating is 7", "missing-song.mp3", "/downloads/brave-words.pdf ->"} {
				if !strings.Contains(out.String(), want) {
					t.Errorf("the printed report lacks %q:\n%s", want, out.String())
				}
			}
			if err := s.st.CheckEmpty(ctx); err != nil || len(storedKeys(t, s)) != 0 {
				t.Fatalf("the dry run wrote something: %v %v", err, storedKeys(t, s))
			}

			im := &Import{Old: old, Files: files, Store: s.st, Blobs: s.blobs}
			if _, err := im.Run(ctx); err != nil {
				t.Fatal(err)
			}
			got := tables(t, s)
			checkImported(t, s, got)

			// Again: the same source changes nothing.
			again, err := im.Run(ctx)
			if err != nil || !again.Unchanged {
				t.Fatalf("second run: %v %+v", err, again)
			}
			if after := tables(t, s); !reflect.DeepEqual(after, got) {
				t.Fatal("the second run changed the site")
			}
		})
	}
}

func checkImported(t *testing.T, s site, got map[string]map[string]map[string]any) {
	t.Helper()
	ids := func(table string) []string {
		var list []string
		for id := range got[table] {
			list = append(list, id)
		}
		return list
	}
	books := got["books"]
	if len(books) != 3 || books[bookCloud] == nil || books[bookBenny] == nil || books[bookBigPrint] == nil {
		t.Fatalf("books: %v", ids("books"))
	}
	if books[bookBenny]["slug"] != "bennys-big-brave-day" || books[bookCloud]["title"] != "The Kindness Cloud" {
		t.Errorf("old slugs and titles are kept: %v", books[bookBenny]["slug"])
	}
	// The old site's books are English editions, none linked to another.
	for id, b := range books {
		if b["language"] != "en" || b["other_edition_id"] != nil {
			t.Errorf("book %s: language %v, other edition %v", id, b["language"], b["other_edition_id"])
		}
	}
	// The base64 cover is a stored file now, with its widths.
	key := mustBeStored(t, s, books[bookCloud]["coverimage"].(string), "/files/covers/")
	for _, w := range media.CoverWidths {
		if f, err := s.blobs.Open(context.Background(), media.CoverWidthKey(key, w)); err != nil {
			t.Errorf("the imported cover has no %d-pixel width: %v", w, err)
		} else {
			f.Close()
		}
	}
	mustBeStored(t, s, books[bookBenny]["coverimage"].(string), "/files/covers/")
	if len(got["book_genres"]) != 4 {
		t.Errorf("genres: %v", got["book_genres"])
	}
	// The old site's one shop link stays the spec's amazon_link (the page's 'View on Amazon');
	// it had no store lists, so none is made up beside it.
	if books[bookCloud]["amazon_link"] != "https://www.amazon.com/dp/1735412070" ||
		len(got["book_store_links"]) != 0 || len(got["upcoming_book_store_links"]) != 0 {
		t.Errorf("amazon link %v, store links %v %v", books[bookCloud]["amazon_link"], got["book_store_links"], got["upcoming_book_store_links"])
	}

	materials := got["materials"]
	if len(materials) != 5 {
		t.Fatalf("materials: %v", ids("materials"))
	}
	mustBeStored(t, s, materials["e1000000-0000-4000-8000-000000000001"]["fileurl"].(string), "/files/materials/")
	chart := materials["e1000000-0000-4000-8000-000000000002"]
	if mustBeStored(t, s, chart["fileurl"].(string), "/files/materials/"); chart["type"] != "image" {
		t.Errorf("the inline image material: %v", chart)
	}
	sheet := materials[fallbackSheet]
	mustBeStored(t, s, sheet["fileurl"].(string), "/files/materials/")
	if sheet["filesize"] != "1 KB" {
		t.Errorf("the fallback material's size is %v, not measured", sheet["filesize"])
	}
	if u := materials[missingSong]["fileurl"].(string); !strings.HasSuffix(u, "/materials/missing-song.mp3") {
		t.Errorf("the unfetchable file's row lost its old address: %s", u)
	}

	redirects := got["redirects"]
	if len(redirects) != 1 || redirects["0"]["from_path"] != "/downloads/brave-words.pdf" || redirects["0"]["to_path"] != sheet["fileurl"] {
		t.Errorf("redirects: %v", redirects)
	}

	media := got["multimedia"]
	song := media["f1000000-0000-4000-8000-000000000009"]
	if len(media) != 2 || song == nil || media["f1000000-0000-4000-8000-000000000010"] == nil {
		t.Fatalf("multimedia (the samples left out): %v", ids("multimedia"))
	}
	if !strings.Contains(song["lyrics"].(string), "a little kindness every day") {
		t.Errorf("lyrics: %q", song["lyrics"])
	}
	mustBeStored(t, s, song["url"].(string), "/files/materials/")
	mustBeStored(t, s, song["thumbnail"].(string), "/files/images/")

	reviews := got["testimonials"]
	if len(reviews) != 2 || reviews[badReview] != nil || reviews["a1000000-0000-4000-8000-000000000001"]["verified_purchase"] != true {
		t.Errorf("testimonials: %v", reviews)
	}
	upcoming := got["upcoming_books"]
	if upcoming["b1000000-0000-4000-8000-000000000001"]["expected_release_date"] != "2026-09-01" ||
		upcoming["b1000000-0000-4000-8000-000000000002"]["expected_release_date"] != "2027-01-15" {
		t.Errorf("release dates: %v", upcoming)
	}
	author := got["author_info"]["c1000000-0000-4000-8000-000000000002"]
	var bio []string
	if author == nil || len(got["author_info"]) != 1 || json.Unmarshal([]byte(author["bio"].(string)), &bio) != nil || len(bio) != 2 {
		t.Fatalf("author_info: %v", got["author_info"])
	}
	mustBeStored(t, s, author["photo_url"].(string), "/files/images/")

	kit := got["kindness_kits"][kitCloud]
	if kit == nil || kit["active"] != true {
		t.Fatalf("kit: %v", got["kindness_kits"])
	}
	mustBeStored(t, s, kit["hero_image_url"].(string), "/files/images/")
	// The hosted site wrote in one language: the Spanish texts start empty,
	// and the Spanish site shows the English ones.
	if kit["title_es"] != "" || kit["headline_es"] != "" || author["title_es"] != "" || author["bio_es"] != "[]" ||
		upcoming["b1000000-0000-4000-8000-000000000001"]["description_es"] != "" {
		t.Errorf("Spanish texts: kit %v, author %v", kit, author)
	}
	for id, want := range map[string]struct {
		name  string
		order int64
	}{
		"0c9e1f5a-1111-4a2b-8c3d-000000000001": {"Kindness bingo", 1},
		"0c9e1f5a-1111-4a2b-8c3d-000000000002": {"Kind words cards", 2},
		"0c9e1f5a-1111-4a2b-8c3d-000000000003": {"Kindness certificate", 3},
	} {
		f := got["kit_files"][id]
		if f == nil || f["file_name"] != want.name || f["sort_order"] != want.order {
			t.Errorf("kit file %s: %v", id, f)
			continue
		}
		mustBeStored(t, s, "/files/"+f["file_url"].(string), "/files/kits/")
	}
	if len(got["kit_subscribers"]) != 2 {
		t.Errorf("kit subscribers: %v", got["kit_subscribers"])
	}
	subs := got["newsletter_subscribers"]
	if len(subs) != 2 {
		t.Fatalf("newsletter subscribers: %v", subs)
	}
	for _, sub := range subs {
		if sub["source"] != storyshelf.SourceImported || sub["consent_text"] != "" || sub["email"] != strings.ToLower(sub["email"].(string)) {
			t.Errorf("a newsletter subscriber is not marked imported: %v", sub)
		}
	}
	if len(got["contact_messages"]) != 1 {
		t.Errorf("contact messages: %v", got["contact_messages"])
	}
	// The old site spoke English only.
	for _, table := range []string{"newsletter_subscribers", "kit_subscribers", "contact_messages"} {
		for id, row := range got[table] {
			if row["lang"] != "en" {
				t.Errorf("%s %s is not English: %v", table, id, row)
			}
		}
	}
}

func TestImportKeepsSamplesWhenAsked(t *testing.T) {
	old := oldDatabase(t)
	files, _ := OpenFiles("testdata/files", "", "")
	s := sqliteSite(t)
	if _, err := (&Import{Old: old, Files: files, Store: s.st, Blobs: s.blobs, WithSamples: true}).Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := tables(t, s)["multimedia"]; len(got) != 10 {
		t.Fatalf("%d videos and songs with the samples, want 10", len(got))
	}
}

func TestInterruptedImportLeavesTheSiteEmpty(t *testing.T) {
	old := oldDatabase(t)
	files, _ := OpenFiles("testdata/files", "", "")
	for name, target := range map[string]func(*testing.T) site{"sqlite": sqliteSite, "postgres": postgresS3Site} {
		t.Run(name, func(t *testing.T) {
			s := target(t)
			interrupted := errors.New("the power went out")
			im := &Import{Old: old, Files: files, Store: s.st, Blobs: s.blobs, afterRow: func(n int) error {
				if n == 20 {
					return interrupted
				}
				return nil
			}}
			if _, err := im.Run(context.Background()); !errors.Is(err, interrupted) {
				t.Fatalf("run: %v", err)
			}
			if err := s.st.CheckEmpty(context.Background()); err != nil {
				t.Fatalf("an interrupted import left rows: %v", err)
			}
			if keys := storedKeys(t, s); len(keys) != 0 {
				t.Fatalf("an interrupted import left files: %v", keys)
			}
			// And the site takes the whole import afterwards.
			im.afterRow = nil
			if _, err := im.Run(context.Background()); err != nil {
				t.Fatal(err)
			}
			checkImported(t, s, tables(t, s))
		})
	}
}

func TestImportRefusesASiteWithContent(t *testing.T) {
	old := oldDatabase(t)
	files, _ := OpenFiles("testdata/files", "", "")
	s := sqliteSite(t)
	ctx := context.Background()
	if err := s.st.CreateBook(ctx, &storyshelf.Book{Title: "Already here"}); err != nil {
		t.Fatal(err)
	}
	_, err := (&Import{Old: old, Files: files, Store: s.st, Blobs: s.blobs}).Run(ctx)
	if storyshelf.ErrorCode(err) != storyshelf.ECONFLICT || !strings.Contains(storyshelf.ErrorMessage(err), "not empty") {
		t.Fatalf("run into a site with content: %v", err)
	}
}

// failingFiles stops answering after a few files, as an old storage might.
type failingFiles struct {
	Files
	answered, limit int
}

func (f *failingFiles) Open(ctx context.Context, bucket, name string) (io.ReadCloser, error) {
	if f.answered++; f.answered > f.limit {
		return nil, errors.New("the old storage stopped answering")
	}
	return f.Files.Open(ctx, bucket, name)
}

func TestImportStoppedWhileCopyingFilesLeavesTheSiteEmpty(t *testing.T) {
	old := oldDatabase(t)
	folder, _ := OpenFiles("testdata/files", "", "")
	s := sqliteSite(t)
	_, err := (&Import{Old: old, Files: &failingFiles{Files: folder, limit: 4}, Store: s.st, Blobs: s.blobs}).Run(context.Background())
	if err == nil || !strings.Contains(err.Error(), "stopped answering") || !strings.Contains(err.Error(), "wrote nothing") {
		t.Fatalf("run: %v", err)
	}
	if err := s.st.CheckEmpty(context.Background()); err != nil {
		t.Fatalf("rows after a failed copy: %v", err)
	}
	if keys := storedKeys(t, s); len(keys) != 0 {
		t.Fatalf("files after a failed copy: %v", keys)
	}
}
