package store_test

import (
	"context"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func TestKitAdmin(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		b := mustCreateBook(t, s, "Kit Book")
		k := &storyshelf.KindnessKit{BookID: b.ID, Title: "Kit", Active: true}
		if err := s.CreateKit(ctx, k); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"One", "Two"} {
			f := &storyshelf.KitFile{KitID: k.ID, FileName: name, FileType: "pdf", FileURL: "kits/" + name + ".pdf"}
			if err := s.AddKitFile(ctx, f); err != nil {
				t.Fatal(err)
			}
			if name == "Two" && f.SortOrder != 2 {
				t.Fatalf("sort order %d, want 2", f.SortOrder)
			}
		}
		err := s.AddKitFile(ctx, &storyshelf.KitFile{KitID: "nope", FileName: "X", FileType: "pdf", FileURL: "kits/x.pdf"})
		assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgKitNotFound.Text)

		list, err := s.Kits(ctx)
		if err != nil || len(list) != 1 || list[0].BookTitle != "Kit Book" || list[0].FileCount != 2 || list[0].Subscribers != 0 {
			t.Fatalf("kits %+v %v", list, err)
		}
		k.Title, k.Active = "Renamed", false
		if err := s.UpdateKit(ctx, k); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ActiveKit(ctx, b.ID); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatalf("inactive kit still active: %v", err)
		}
		got, _ := s.KitByID(ctx, k.ID)
		removed, err := s.DeleteKitFile(ctx, k.ID, got.Files[0].ID)
		if err != nil || removed.FileURL != "kits/One.pdf" {
			t.Fatalf("delete file %+v %v", removed, err)
		}
		_, err = s.DeleteKitFile(ctx, "other-kit", got.Files[1].ID)
		assertCode(t, err, storyshelf.ENOTFOUND, "File not found.")

		g := &storyshelf.DownloadGrant{KitID: k.ID, Email: " Friend@Example.com", TokenHash: "t-1"}
		if err := s.GrantKitDownload(ctx, g); err != nil {
			t.Fatal(err)
		}
		if found, err := s.DownloadGrantByToken(ctx, "t-1"); err != nil || found.Email != "friend@example.com" || found.KitID != k.ID {
			t.Fatalf("grant %+v %v", found, err)
		}
		err = s.GrantKitDownload(ctx, &storyshelf.DownloadGrant{KitID: "nope", TokenHash: "t-2"})
		assertCode(t, err, storyshelf.ENOTFOUND, storyshelf.MsgKitNotFound.Text)

		if err := s.DeleteKit(ctx, k.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := s.DownloadGrantByToken(ctx, "t-1"); storyshelf.ErrorCode(err) != storyshelf.ENOTFOUND {
			t.Fatal("a deleted kit's links still work")
		}
		assertCode(t, s.DeleteKit(ctx, k.ID), storyshelf.ENOTFOUND, storyshelf.MsgKitNotFound.Text)
	})
}
