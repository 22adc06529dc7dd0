package admin

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"time"

	"github.com/storyshelf/storyshelf/internal/server/toolkit"
	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

func (s *Admin) dashboardRoutes() []toolkit.Route {
	return []toolkit.Route{
		{Pattern: "GET /api/admin/dashboard", Handler: s.handleDashboard},
	}
}

// activity is one line of the dashboard's recent activity.
type activity struct {
	Type      string    `json:"type"` // book_added or material_added
	Message   string    `json:"message"`
	Timestamp time.Time `json:"timestamp"`
}

type dashboardBook struct {
	ID         string    `json:"id"`
	Title      string    `json:"title"`
	Author     string    `json:"author"`
	CoverImage string    `json:"coverImage"`
	CreatedAt  time.Time `json:"createdAt"`
}

type dashboard struct {
	RecentActivities []activity      `json:"recentActivities"`
	RecentBooks      []dashboardBook `json:"recentBooks"`
	Visits           int             `json:"visits"`   // page views, last 30 days
	Visitors         int             `json:"visitors"` // sum of daily unique visitors, last 30 days
	BookCount        int             `json:"bookCount"`
	UnreadMessages   int             `json:"unreadMessages"`
	// Backups: whether they are on (the server's settings or Settings →
	// Backups), where they go, and the last one's outcome (null before the
	// first).
	BackupsScheduled bool               `json:"backupsScheduled"`
	BackupsWhere     string             `json:"backupsWhere"`
	LastBackup       *storyshelf.Backup `json:"lastBackup"`
	// FloodNotices: a plain sentence for each public form that ran over its
	// site-wide budget in the last hour, while its challenge costs more.
	FloodNotices []string `json:"floodNotices"`
	// Mail: whether mail can be sent (else the dashboard says so first), and
	// how many mails wait to be sent.
	Mail struct {
		Ready   bool `json:"ready"`
		Waiting int  `json:"waiting"`
	} `json:"mail"`
	// Checklist: a new site's first steps, each true once done. The
	// dashboard shows them instead of its greeting until all are done.
	Checklist checklist `json:"checklist"`
	// ReleaseDrafts: books released with a newsletter draft announcing them
	// that is still unsent (issue #30 part 3).
	ReleaseDrafts []store.ReleaseDraft `json:"releaseDrafts"`
}

// checklist is the first-run checklist (issue 27): the site has a name of
// the owner's (one other than a new site's, or the Identity section saved,
// which keeps the default by choice), mail can be sent, a book is in the
// catalogue, and backups are on.
type checklist struct {
	SiteName  bool `json:"siteName"`
	Email     bool `json:"email"`
	FirstBook bool `json:"firstBook"`
	Backups   bool `json:"backups"`
}

const dashboardItems = 5

// GET /api/admin/dashboard
//
// Recent activity and books (5 each), the visits Storyshelf's own analytics
// measured over the last 30 days, and how many messages are unread.
func (s *Admin) handleDashboard(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	books, err := s.Store.Books(ctx)
	if err != nil {
		return err
	}
	d := dashboard{RecentActivities: []activity{}, RecentBooks: []dashboardBook{}, BookCount: len(books)}
	// Recent by when they were added, whatever order the owner gave /books.
	sort.SliceStable(books, func(i, j int) bool { return books[i].CreatedAt.After(books[j].CreatedAt) })
	for i, b := range books {
		if i == dashboardItems {
			break
		}
		d.RecentBooks = append(d.RecentBooks, dashboardBook{b.ID, b.Title, b.Author, b.CoverImage, b.CreatedAt})
		d.RecentActivities = append(d.RecentActivities, activity{"book_added", fmt.Sprintf("New book added: %s", b.Title), b.CreatedAt})
		materials, err := s.Store.Materials(ctx, b.ID)
		if err != nil {
			return err
		}
		if at, n := latestMaterials(materials); n > 0 {
			// When they were really added (the spec's dashboard dates them an
			// hour before their book): the newest ones, with how many came then.
			d.RecentActivities = append(d.RecentActivities, activity{"material_added",
				fmt.Sprintf("%d learning material%s added to %s", n, plural(n), b.Title), at})
		}
	}
	sort.SliceStable(d.RecentActivities, func(i, j int) bool {
		return d.RecentActivities[i].Timestamp.After(d.RecentActivities[j].Timestamp)
	})
	if len(d.RecentActivities) > dashboardItems {
		d.RecentActivities = d.RecentActivities[:dashboardItems]
	}
	to := s.Store.Now().UTC()
	days, err := s.Store.VisitsByDay(ctx, to.AddDate(0, 0, -29).Format(time.DateOnly), to.Format(time.DateOnly))
	if err != nil {
		return err
	}
	for _, day := range days {
		d.Visits += day.Visits
		d.Visitors += day.Visitors
	}
	if d.UnreadMessages, err = s.Store.UnreadMessages(ctx); err != nil {
		return err
	}
	plan, err := s.Store.BackupPlan(ctx, s.BackupEnv)
	if err != nil {
		return err
	}
	d.BackupsScheduled, d.BackupsWhere = plan.On, s.BackupsWhere
	if d.LastBackup, err = s.Store.LastBackup(ctx); err != nil {
		return err
	}
	if d.FloodNotices, err = s.FloodNotices(ctx); err != nil {
		return err
	}
	d.Mail.Ready = s.CanMail(ctx)
	if d.Mail.Waiting, err = s.Store.WaitingMail(ctx); err != nil {
		return err
	}
	if d.Checklist.SiteName, err = s.siteNamed(ctx); err != nil {
		return err
	}
	d.Checklist.Email, d.Checklist.FirstBook, d.Checklist.Backups = d.Mail.Ready, d.BookCount > 0, d.BackupsScheduled
	if d.ReleaseDrafts, err = s.Store.ReleaseDrafts(ctx); err != nil {
		return err
	}
	toolkit.WriteJSON(w, http.StatusOK, d)
	return nil
}

// siteNamed says whether the owner has named the site: its name is not a new
// site's, or she saved the section that holds it.
func (s *Admin) siteNamed(ctx context.Context) (bool, error) {
	site, err := s.Store.SiteSettings(ctx)
	if err != nil {
		return false, err
	}
	if site.Identity.Name != storyshelf.DefaultSiteSettings().Identity.Name {
		return true, nil
	}
	return s.Store.SiteSectionSaved(ctx, storyshelf.SectionIdentity)
}

// latestMaterials is when the newest of a book's materials were added, and
// how many were added then (a book saved with three materials added three).
func latestMaterials(materials []storyshelf.Material) (at time.Time, n int) {
	for _, m := range materials {
		switch {
		case m.CreatedAt.After(at):
			at, n = m.CreatedAt, 1
		case m.CreatedAt.Equal(at):
			n++
		}
	}
	return at, n
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
