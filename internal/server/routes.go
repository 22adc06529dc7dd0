package server

// routes is the one route table. Every path Storyshelf answers is here.
func (s *Server) routes() {
	m := s.mux

	m.HandleFunc("GET /healthz", s.handleHealth)

	// Public API.
	m.HandleFunc("GET /api/books", s.handleBooks)
	m.HandleFunc("GET /api/books/{ref}", s.handleBook)
	m.HandleFunc("GET /api/books/{id}/testimonials", s.handleBookTestimonials)
	m.HandleFunc("GET /api/upcoming-books", s.handleUpcomingBooks)
	m.HandleFunc("GET /api/testimonials/featured", s.handleFeaturedTestimonials)
	m.HandleFunc("GET /api/author", s.handleAuthor)

	// Public writes: each rate limited per client, with a small body limit.
	m.HandleFunc("POST /api/newsletter", s.limit(s.newsletterLimit, 4<<10, s.handleNewsletter))
	m.HandleFunc("POST /api/unsubscribe", s.limit(s.unsubscribeLimit, 4<<10, s.handleUnsubscribeAPI))
	m.HandleFunc("POST /api/contact", s.limit(s.contactLimit, 32<<10, s.handleContact))
	m.HandleFunc("POST /api/events", s.limit(s.eventLimit, 4<<10, s.handleEvent))

	// Unsubscribe pages that work without JavaScript, from any mail app.
	m.HandleFunc("GET /unsubscribe", s.handleUnsubscribePage)
	m.HandleFunc("POST /unsubscribe", s.limit(s.unsubscribeLimit, 4<<10, s.handleUnsubscribeForm))

	// Anything else under /api/ is a JSON 404, never the app's index.html.
	m.HandleFunc("/api/", s.handleAPINotFound)

	// Stored files (covers, materials).
	m.HandleFunc("GET /files/{key...}", s.handleFile)

	// For search engines.
	m.HandleFunc("GET /robots.txt", s.handleRobots)
	m.HandleFunc("GET /sitemap.xml", s.handleSitemap)

	// The React app: hashed assets and the index.html fallback.
	m.HandleFunc("/", s.handleApp)
}
