package server

// routes is the one route table. Every path Storyshelf answers is here.
func (s *Server) routes() {
	m := s.mux

	m.HandleFunc("GET /healthz", s.handleHealth)

	// Public API.
	m.HandleFunc("GET /api/books", s.handleBooks)

	// Anything else under /api/ is a JSON 404, never the app's index.html.
	m.HandleFunc("/api/", s.handleAPINotFound)

	// Stored files (covers, materials).
	m.HandleFunc("GET /files/{key...}", s.handleFile)

	// The React app: hashed assets and the index.html fallback.
	m.HandleFunc("/", s.handleApp)
}
