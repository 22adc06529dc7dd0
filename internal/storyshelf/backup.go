package storyshelf

import "time"

// Backup is one scheduled backup's outcome.
type Backup struct {
	ID         string    `json:"id"`
	StartedAt  time.Time `json:"startedAt"`
	FinishedAt time.Time `json:"finishedAt"`
	File       string    `json:"file"` // where it was written
	Size       int64     `json:"size"`
	OK         bool      `json:"ok"`
	Error      string    `json:"error,omitempty"`
}
