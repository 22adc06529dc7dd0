package worker

import (
	"context"
	"log/slog"
	"time"

	"github.com/storyshelf/storyshelf/internal/store"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// WeeklyLetter puts the owner's Monday letter (issue 31 part 6) into the
// outbox once a week: on her Monday from storyshelf.LetterHour (or on
// Tuesday, should no instance have run on Monday), for the week just ended.
// One instance claims each look; the week's record, written with the
// letter in one transaction (store.QueueWeeklyLetter), keeps a second
// instance, a restart or a re-run from queueing that week again.
type WeeklyLetter struct {
	Store *store.Store
	// Ready says whether mail can be sent now; while it cannot, nothing is
	// queued (the letter would only wait, its figures growing stale).
	Ready func(ctx context.Context) (bool, error)
	// Compose writes the letter for a week in a language, one mail per owner.
	Compose func(ctx context.Context, w storyshelf.LetterWeek, lang string) ([]storyshelf.OutboxMail, error)
	Logger  *slog.Logger
	// Every is how often one instance looks while a letter is due.
	Every time.Duration
}

// RunOnce queues the week's letter when it is due and not yet queued; it
// answers 0 so the loop moves on either way.
func (l *WeeklyLetter) RunOnce(ctx context.Context) (int, error) {
	set, err := l.Store.WeeklyLetterSettings(ctx)
	if err != nil || !set.Enabled {
		return 0, err
	}
	now := l.Store.Now()
	if !storyshelf.LetterDue(now, set.Location()) {
		return 0, nil
	}
	week := storyshelf.LastWeek(now, set.Location())
	if sent, err := l.Store.WeeklyLetterSent(ctx, week.From); err != nil || sent {
		return 0, err
	}
	if l.Ready != nil {
		if ready, err := l.Ready(ctx); err != nil || !ready {
			return 0, err
		}
	}
	if ok, err := l.Store.ClaimSchedule(ctx, store.WeeklyLetterSchedule, l.Every, l.Every); err != nil || !ok {
		return 0, err
	}
	mails, err := l.Compose(ctx, week, set.Lang)
	if err != nil || len(mails) == 0 {
		return 0, err
	}
	queued, err := l.Store.QueueWeeklyLetter(ctx, week.From, mails)
	if queued {
		l.Logger.Info("weekly letter queued", "week", week.From, "recipients", len(mails))
	}
	return 0, err
}
