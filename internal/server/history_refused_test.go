package server_test

import (
	"testing"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// refusedWrites are admin writes that can only refuse, so they change
// nothing and History has nothing to record: an author exists only through
// her books, and one with books cannot be deleted (admin spec §5). do makes
// the request; what it answers is not used.
var refusedWrites = []recordedStep{
	{"DELETE /api/admin/authors", storyshelf.HistoryAuthor, "deleted", func(t *testing.T, h *historyWalk) string {
		seedBook(t, h.ts, "The Sharing Tree", 0) // by nobody: not in History
		h.do(t, "DELETE", "/api/admin/authors?name=Lily%20Hart", "", 409)
		h.do(t, "DELETE", "/api/admin/authors?name=Nobody", "", 404)
		return ""
	}},
}

// TestRefusedWritesRecordNothing makes each refused write and reads History
// back: nothing new.
func TestRefusedWritesRecordNothing(t *testing.T) {
	ts := newTestServer(t)
	b, token := ownerSession(t, ts)
	h := &historyWalk{b: b, authz: []string{"Authorization", "Bearer " + token}, ts: ts}
	for _, w := range refusedWrites {
		before := readHistory(t, b, token, "").TotalCount
		w.do(t, h)
		if after := readHistory(t, b, token, ""); after.TotalCount != before {
			t.Errorf("%s refused, yet recorded %+v", w.pattern, after.Records[0])
		}
	}
}
