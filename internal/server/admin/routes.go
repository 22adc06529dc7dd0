package admin

import (
	"slices"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
)

// Routes are the admin API's routes, screen by screen in the order the
// admin's menu lists them; each screen's file gives its own. The server
// puts every one behind the session check.
func (s *Admin) Routes() []toolkit.Route {
	return slices.Concat(
		s.dashboardRoutes(),
		s.previewRoutes(),
		s.booksRoutes(), s.bookOrderRoutes(), s.genreNamesRoutes(), s.upcomingBooksRoutes(),
		s.materialsRoutes(), s.uploadsRoutes(), s.storageRoutes(),
		s.kitsRoutes(),
		s.testimonialsRoutes(), s.reviewsRoutes(),
		s.authorsRoutes(),
		s.multimediaRoutes(),
		s.messagesRoutes(),
		s.subscribersRoutes(),
		s.statisticsRoutes(), s.statisticsCSVRoutes(),
		s.newsletterRoutes(),
		s.peopleRoutes(),
		s.settingsRoutes(), s.emailRoutes(), s.weeklyLetterRoutes(), s.backupsRoutes(),
		s.outboxRoutes(),
		s.historyRoutes(),
	)
}
