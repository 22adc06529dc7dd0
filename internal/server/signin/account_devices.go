package signin

import (
	"net/http"
	"sort"

	"github.com/storyshelf/storyshelf/internal/auth"
	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// GET /api/admin/sessions
//
// The devices the signed-in owner is signed in on: the one asking first,
// marked current, then the others, the most recently seen first.
func (s *SignIn) handleSignIns(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.SignIns(r.Context(), toolkit.CurrentUser(r).ID)
	if err != nil {
		return err
	}
	for i := range list {
		list[i].Browser, list[i].System = auth.DescribeUserAgent(list[i].UserAgent)
		list[i].Current = list[i].ID == toolkit.CurrentFamily(r)
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].Current && !list[j].Current })
	toolkit.WriteJSON(w, http.StatusOK, list)
	return nil
}

// DELETE /api/admin/sessions/{id}
//
// Signs one of her other devices out, at once: its next request is refused.
// This device signs out with Logout, which also clears its cookie. History
// names the device as her devices list does.
func (s *SignIn) handleEndSignIn(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	if id == toolkit.CurrentFamily(r) {
		return storyshelf.Fail(storyshelf.EINVALID, storyshelf.MsgUseLogout)
	}
	if err := s.Store.EndSignIn(r.Context(), toolkit.CurrentUser(r).ID, id, deviceName); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// DELETE /api/admin/sessions
//
// Signs every other device of hers out; this one stays. Answers how many
// were signed out.
func (s *SignIn) handleEndOtherSignIns(w http.ResponseWriter, r *http.Request) error {
	n, err := s.Store.EndOtherSignIns(r.Context(), toolkit.CurrentUser(r).ID, toolkit.CurrentFamily(r))
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, map[string]int{"signedOut": n})
	return nil
}
