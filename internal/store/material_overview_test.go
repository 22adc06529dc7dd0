package store_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestMaterialOverview(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		overview := func(t *testing.T) []string {
			t.Helper()
			list, err := s.MaterialOverview(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var lines []string
			for _, o := range list {
				lines = append(lines, fmt.Sprintf("%s %s #%d %s %s: %d", o.BookTitle, o.BookPath, o.Position, o.Title, o.FileURL, o.Downloads))
			}
			return lines
		}
		download := func(fileURL, bookID string, name ...string) {
			t.Helper()
			e := &storyshelf.Event{Name: storyshelf.EventMaterialDownload, Day: "2026-01-01", Visitor: "v", RefID: fileURL, Label: bookID}
			if len(name) > 0 {
				e.Name = name[0]
			}
			if err := s.RecordEvent(ctx, e); err != nil {
				t.Fatal(err)
			}
		}

		t.Run("Empty", func(t *testing.T) {
			list, err := s.MaterialOverview(ctx)
			if err != nil || list == nil || len(list) != 0 {
				t.Fatalf("%#v %v", list, err)
			}
		})

		// Created first, listed last: the overview goes by book title.
		bea := &storyshelf.Book{Title: "Brave Bea", DownloadMaterials: []storyshelf.Material{
			{Title: "Activity sheet", Description: "Things to do", Type: "pdf", FileURL: "/files/materials/sheet.pdf", FileSize: "12 KB"},
			{Title: "Song", Type: "audio", FileURL: "/files/materials/song.mp3"},
			{Title: "Shared page", Type: "image", FileURL: "/files/materials/shared.png"},
		}}
		cloud := &storyshelf.Book{Title: "a Kind Cloud", DownloadMaterials: []storyshelf.Material{
			{Title: "Same page, other book", Type: "image", FileURL: "/files/materials/shared.png"},
		}}
		for _, b := range []*storyshelf.Book{bea, cloud} {
			if err := s.CreateBook(ctx, b); err != nil {
				t.Fatal(err)
			}
		}
		kit := &storyshelf.KindnessKit{BookID: bea.ID, Title: "Bea's kit", Active: true,
			Files: []storyshelf.KitFile{{FileName: "guide.pdf", FileType: "pdf", FileURL: "/files/kits/guide.pdf"}}}
		if err := s.CreateKit(ctx, kit); err != nil {
			t.Fatal(err)
		}
		for range 3 {
			download("/files/materials/sheet.pdf", bea.ID)
		}
		download("/files/materials/shared.png", bea.ID)
		download("/files/materials/shared.png", cloud.ID)
		download("/files/materials/shared.png", cloud.ID)
		download("/files/materials/gone.pdf", bea.ID)                               // a file no material has
		download("/files/materials/song.mp3", bea.ID, storyshelf.EventKitDownload)  // another event
		download("/files/materials/song.mp3", bea.ID, storyshelf.EventBookView)     // another event
		download("/files/kits/guide.pdf", kit.ID, storyshelf.EventMaterialDownload) // not a material

		beaPath, cloudPath := "/books/brave-bea-"+bea.ID[:8], "/books/a-kind-cloud-"+cloud.ID[:8]
		want := []string{
			"a Kind Cloud " + cloudPath + " #1 Same page, other book /files/materials/shared.png: 2",
			"Brave Bea " + beaPath + " #1 Activity sheet /files/materials/sheet.pdf: 3",
			"Brave Bea " + beaPath + " #2 Song /files/materials/song.mp3: 0",
			"Brave Bea " + beaPath + " #3 Shared page /files/materials/shared.png: 1",
		}
		if got := overview(t); !reflect.DeepEqual(got, want) {
			t.Fatalf("overview\n got %q\nwant %q", got, want)
		}

		t.Run("EveryField", func(t *testing.T) {
			list, _ := s.MaterialOverview(ctx)
			got, m := list[1], bea.DownloadMaterials[0]
			want := storyshelf.MaterialOverview{Material: m, BookTitle: "Brave Bea", BookPath: beaPath, Position: 1, Downloads: 3}
			got.CreatedAt, want.CreatedAt = got.CreatedAt.UTC(), m.CreatedAt.UTC()
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("got  %+v\nwant %+v", got, want)
			}
		})

		// Saving the book gives its materials new ids; the counts follow the files.
		t.Run("CountsSurviveABookEdit", func(t *testing.T) {
			old := bea.DownloadMaterials[0].ID
			edited := &storyshelf.Book{ID: bea.ID, Title: "Brave Bea Again", DownloadMaterials: []storyshelf.Material{
				{Title: "Song, now first", Type: "audio", FileURL: "/files/materials/song.mp3"},
				{Title: "Activity sheet, renamed", Type: "pdf", FileURL: "/files/materials/sheet.pdf"},
			}}
			if err := s.UpdateBook(ctx, edited); err != nil {
				t.Fatal(err)
			}
			if edited.DownloadMaterials[1].ID == old {
				t.Fatal("the edit kept the material's id: this test no longer proves anything")
			}
			download("/files/materials/sheet.pdf", bea.ID)
			path := "/books/brave-bea-again-" + bea.ID[:8]
			want := []string{
				"a Kind Cloud " + cloudPath + " #1 Same page, other book /files/materials/shared.png: 2",
				"Brave Bea Again " + path + " #1 Song, now first /files/materials/song.mp3: 0",
				"Brave Bea Again " + path + " #2 Activity sheet, renamed /files/materials/sheet.pdf: 4",
			}
			if got := overview(t); !reflect.DeepEqual(got, want) {
				t.Fatalf("overview\n got %q\nwant %q", got, want)
			}
		})
	})
}
