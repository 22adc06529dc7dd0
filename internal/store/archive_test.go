package store_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

type exported struct {
	schema string
	rows   []struct {
		table string
		row   map[string]any
	}
}

func export(t *testing.T, s *store.Store) (*exported, string) {
	t.Helper()
	e := &exported{}
	var lines bytes.Buffer
	schema, err := s.ExportTables(context.Background(), func(table string, row map[string]any) error {
		b, _ := json.Marshal(row)
		lines.WriteString(table + " " + string(b) + "\n")
		// Through JSON, as an archive carries them.
		var back map[string]any
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.UseNumber()
		dec.Decode(&back)
		e.rows = append(e.rows, struct {
			table string
			row   map[string]any
		}{table, back})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	e.schema = schema
	return e, lines.String()
}

func (e *exported) reader() func() (string, map[string]any, bool, error) {
	i := 0
	return func() (string, map[string]any, bool, error) {
		if i == len(e.rows) {
			return "", nil, true, nil
		}
		i++
		return e.rows[i-1].table, e.rows[i-1].row, false, nil
	}
}

// seedSite writes a little of everything an archive carries.
func seedSite(t *testing.T, s *store.Store) {
	t.Helper()
	ctx := context.Background()
	b := &storyshelf.Book{Title: "Seeds", Author: "Lily Hart", Genres: []string{"Nature", "Courage"}, Pages: 32,
		CoverImage:        "/files/covers/aaaaaaaaaaaaaaaaaaaaaaaa.png",
		DownloadMaterials: []storyshelf.Material{{Title: "Sheet", Type: "pdf", FileURL: "/files/materials/bbbbbbbbbbbbbbbbbbbbbbbb.pdf"}}}
	if err := s.CreateBook(ctx, b); err != nil {
		t.Fatal(err)
	}
	// Linked editions: whichever of the two is imported first names a book
	// that is not there yet.
	es := &storyshelf.Book{Title: "Semillas", Author: "Lily Hart", Pages: 32, Language: "es", OtherEditionID: b.ID}
	if err := s.CreateBook(ctx, es); err != nil {
		t.Fatal(err)
	}
	// A reader's review waiting for the owner, with the address for its note.
	if err := s.CreateTestimonial(ctx, &storyshelf.Testimonial{BookID: b.ID, ReviewerName: "Pat", Rating: 4, Content: "Lovely",
		Role: "teacher", Email: "pat@example.com", Lang: "es", Status: storyshelf.ReviewWaiting, Origin: storyshelf.OriginReader}); err != nil {
		t.Fatal(err)
	}
	kit := &storyshelf.KindnessKit{BookID: b.ID, Title: "Kit", Active: true}
	if err := s.CreateKit(ctx, kit); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Subscribe(ctx, &storyshelf.Subscriber{ID: "s1", Email: "ann@example.com", Source: "newsletter",
		ConsentText: "Yes", UnsubscribeToken: "tok"}); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateContactMessage(ctx, &storyshelf.ContactMessage{Name: "Ann", Email: "ann@example.com",
		Subject: "Feedback", Message: "Lovely ✿ book"}, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveSiteSection(ctx, storyshelf.SectionIdentity, &storyshelf.SiteIdentity{Name: "Maple", PublisherType: "Person"}); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordHistory(ctx, &storyshelf.HistoryRecord{ActorID: "u1", ActorEmail: "owner@example.com", Kind: "book",
		Action: "changed", ItemID: b.ID, ItemName: "Seeds", Fields: []storyshelf.HistoryField{{Name: "title", Old: "Seed", New: "Seeds"}}}); err != nil {
		t.Fatal(err)
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	forEachStore(t, func(t *testing.T, from *store.Store) {
		seedSite(t, from)
		first, firstLines := export(t, from)
		if len(first.rows) < 8 {
			t.Fatalf("exported %d rows", len(first.rows))
		}
		if !strings.Contains(firstLines, `history {"action":"changed"`) {
			t.Fatalf("the archive carries no history:\n%s", firstLines)
		}
		for _, field := range []string{`"status":"waiting"`, `"origin":"reader"`, `"role":"teacher"`, `"email":"pat@example.com"`, `"lang":"es"`} {
			if !strings.Contains(firstLines, field) {
				t.Fatalf("the archive's review lacks %s:\n%s", field, firstLines)
			}
		}
		// Into a fresh site of each kind, and out again: the same lines.
		forEachStore(t, func(t *testing.T, to *store.Store) {
			n, err := to.ImportTables(context.Background(), first.schema, first.reader())
			if err != nil || n != len(first.rows) {
				t.Fatalf("imported %d of %d: %v", n, len(first.rows), err)
			}
			if _, again := export(t, to); again != firstLines {
				t.Fatalf("export after import differs:\n%s\nwant\n%s", again, firstLines)
			}
			if _, err := to.ImportTables(context.Background(), first.schema, first.reader()); err != store.ErrNotEmpty {
				t.Fatalf("a second import: %v", err)
			}
		})
	})
}

func TestImportRefusesAndChangesNothing(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		from := mustOpenSQLite(t)
		seedSite(t, from)
		e, _ := export(t, from)
		if _, err := s.ImportTables(context.Background(), "0001_catalogue", e.reader()); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("an older schema: %v", err)
		}
		// A damaged row at the end: nothing before it stays.
		e.rows = append(e.rows, struct {
			table string
			row   map[string]any
		}{"books", map[string]any{"id": "x", "pages": "many"}})
		if _, err := s.ImportTables(context.Background(), e.schema, e.reader()); storyshelf.ErrorCode(err) != storyshelf.EINVALID {
			t.Fatalf("a damaged row: %v", err)
		}
		if books, _ := s.Books(context.Background()); len(books) != 0 {
			t.Fatalf("%d books stayed after a failed import", len(books))
		}
	})
}
