package admin

import (
	"net/http"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) genreNamesRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/genres", Handler: s.handleGenreNames},
		{Pattern: "PUT /api/admin/genres", Handler: s.handleSetGenreNames},
	}
}

// GET /api/admin/genres
//
// The English books' genres, A to Z, each with its Spanish name and how many
// books have it. Answers {"genres"}.
func (s *Admin) handleGenreNames(w http.ResponseWriter, r *http.Request) error {
	return s.genreNamesAnswer(w, r, storyshelf.Msg{})
}

// PUT /api/admin/genres  {"genres": [{"genre", "genreEs"}]}
//
// Saves the Spanish names of the genres sent (an empty one forgets it); the
// others keep theirs. Answers {"message", "genres"}.
func (s *Admin) handleSetGenreNames(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Genres []storyshelf.GenreName `json:"genres"`
	}
	if err := toolkit.DecodeJSON(r, &in); err != nil {
		return err
	}
	if in.Genres == nil {
		return storyshelf.FieldError("genres", storyshelf.MsgGenreNamesMissing)
	}
	if err := s.Store.SetGenreNames(r.Context(), in.Genres); err != nil {
		return err
	}
	return s.genreNamesAnswer(w, r, storyshelf.MsgGenreNamesSaved)
}

func (s *Admin) genreNamesAnswer(w http.ResponseWriter, r *http.Request, message storyshelf.Msg) error {
	list, err := s.Store.GenreNames(r.Context())
	if err != nil {
		return err
	}
	answer := map[string]any{"genres": list}
	if message.Text != "" {
		answer["message"] = message.Text
	}
	toolkit.WriteJSON(w, http.StatusOK, answer)
	return nil
}
