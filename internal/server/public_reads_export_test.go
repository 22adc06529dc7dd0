package server

import "github.com/storyshelf/storyshelf/internal/server/site"

// PublicReadForTest is a public read's route pattern and query key.
type PublicReadForTest = site.PublicReadForTest

// PublicReadsForTest lists every public read the route table answers.
var PublicReadsForTest = site.PublicReadsForTest

// The sizes the page head preloads covers with, for tests.
const (
	LatestCoverSizesForTest = site.LatestCoverSizesForTest
	DetailCoverSizesForTest = site.DetailCoverSizesForTest
)
