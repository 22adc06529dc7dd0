package site

import (
	"math"

	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// ldReviews is how many reviews a book's JSON-LD lists; the rating counts
// them all.
const ldReviews = 5

// addReviewsLD gives a book's JSON-LD its readers' reviews and their
// average rating. reviews are the public read's, so approved only, newest
// first. No reviewer's address is in them.
func addReviewsLD(ld map[string]any, reviews []storyshelf.Testimonial) {
	if len(reviews) == 0 {
		return
	}
	sum := 0
	list := []map[string]any{}
	for i, t := range reviews {
		sum += t.Rating
		if i >= ldReviews {
			continue
		}
		r := map[string]any{
			"@type":        "Review",
			"author":       map[string]any{"@type": "Person", "name": t.ReviewerName},
			"reviewBody":   t.Content,
			"reviewRating": map[string]any{"@type": "Rating", "ratingValue": t.Rating, "bestRating": storyshelf.MaxRating, "worstRating": 1},
		}
		if t.Title != "" {
			r["name"] = t.Title
		}
		if t.Date != "" {
			r["datePublished"] = t.Date
		}
		list = append(list, r)
	}
	ld["review"] = list
	ld["aggregateRating"] = map[string]any{
		"@type":       "AggregateRating",
		"ratingValue": math.Round(float64(sum)/float64(len(reviews))*10) / 10,
		"reviewCount": len(reviews),
		"bestRating":  storyshelf.MaxRating,
		"worstRating": 1,
	}
}
