package server

// PublicReadForTest is a public read's route pattern and query key.
type PublicReadForTest struct {
	Pattern string
	Key     []string
}

// PublicReadsForTest lists every public read the route table answers.
func PublicReadsForTest() []PublicReadForTest {
	return []PublicReadForTest{
		{readBooks.pattern, readBooks.key},
		{readBook.pattern, readBook.key},
		{readBookTestimonials.pattern, readBookTestimonials.key},
		{readBookMultimedia.pattern, readBookMultimedia.key},
		{readBookKit.pattern, readBookKit.key},
		{readUpcomingBooks.pattern, readUpcomingBooks.key},
		{readFeaturedTestimonials.pattern, readFeaturedTestimonials.key},
		{readAuthor.pattern, readAuthor.key},
		{readSite.pattern, readSite.key},
		{readAbout.pattern, readAbout.key},
		{readFAQ.pattern, readFAQ.key},
		{readReading.pattern, readReading.key},
		{readPrivacy.pattern, readPrivacy.key},
		{readNewsletterArchive.pattern, readNewsletterArchive.key},
		{readNewsletterIssue.pattern, readNewsletterIssue.key},
	}
}

// The sizes the page head preloads covers with, for tests.
const (
	LatestCoverSizesForTest = latestCoverSizes
	DetailCoverSizesForTest = detailCoverSizes
)
