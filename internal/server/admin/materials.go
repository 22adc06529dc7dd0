package admin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

func (s *Admin) materialsRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/materials", Handler: s.handleAdminMaterials},
	}
}

// GET /api/admin/materials
//
// Every book's learning materials by book title, then in the book page's
// order, each with its book's title and address and its all-time downloads.
func (s *Admin) handleAdminMaterials(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Store.MaterialOverview(r.Context())
	if err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, list)
	return nil
}
