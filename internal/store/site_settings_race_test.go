package store_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// Two people (or two tabs) saving the same setting at the same moment both
// get an answer: the later save wins, neither fails. On PostgreSQL a delete
// then insert gave one of them a duplicate key or a deadlock (an answer of
// 500).
func TestSettingsSavedAtOnce(t *testing.T) {
	forEachStore(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		book := mustCreateBook(t, s, "Saved At Once")
		const saves = 12
		errs := make(chan error, 2*saves)
		var wg sync.WaitGroup
		for i := range saves {
			wg.Add(2)
			go func() {
				defer wg.Done()
				identity := storyshelf.SiteIdentity{Name: fmt.Sprintf("Maple %d", i), Tagline: "Stories",
					LegalName: "Maple Ltd", PublisherType: storyshelf.PublisherPerson, ContactEmail: "hi@maple.example"}
				errs <- s.SaveSiteSection(ctx, "identity", &identity)
			}()
			go func() {
				defer wg.Done()
				id := book.ID
				if i%2 == 1 {
					id = ""
				}
				errs <- s.SetFeaturedBook(ctx, id)
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		got := mustSiteSettings(t, s).Identity
		if got.LegalName != "Maple Ltd" || got.Tagline != "Stories" {
			t.Fatalf("identity after the saves = %+v, want one whole save", got)
		}
	})
}
