package storyshelf

import "time"

// AuthorInfo is the author profile shown on /about; the newest record wins.
type AuthorInfo struct {
	ID              string    `json:"id"`
	Name            string    `json:"name"`
	Title           string    `json:"title"`
	PhotoURL        string    `json:"photoUrl"`
	Bio             []string  `json:"bio"`
	Quote           string    `json:"quote"`
	CreativeProcess []string  `json:"creativeProcess"`
	CreatedAt       time.Time `json:"createdAt"`
}
