package storyshelf

import "strings"

// Every text a visitor or the owner sends has a length limit, so one request
// cannot fill the database. Short fields (names, titles, addresses) have
// their own; anything else, such as a description or a song's lyrics, may be
// as long as LongTextLimit.
const LongTextLimit = 20000

var textLimits = map[string]int{
	"email": 254, "name": 200, "subject": 200, "title": 300, "author": 200, "isbn": 40,
	"ageRange": 100, "publishDate": 40, "expectedReleaseDate": 40, "genre": 100, "genres": 100,
	"source": 200, "token": 200, "page": 2000, "path": 2000, "referrer": 2000,
	"password": 200, "currentPassword": 200, "newPassword": 200,
	"fileName": 300, "fileType": 100, "fileSize": 40, "type": 40, "label": 300,
	"url": 2000, "fileUrl": 2000, "coverImage": 2000, "amazonLink": 2000, "reviewLink": 2000,
	"thumbnail": 2000, "thumbnailUrl": 2000, "heroImageUrl": 2000, "photo": 2000, "photoUrl": 2000,
	"bookId": 100, "id": 100, "oldName": 200, "newName": 200, "mailerliteGroupId": 100,
	"coverImageUrl": 2000, "preorderUrl": 2000, "kitId": 100, "reviewerName": 200, "date": 40,
	"headline": 300, "subheadline": 1000, "quote": 2000, "status": 40, "slug": 300,
	"store": 40, "previewText": MaxIssuePreview, "bodyHtml": MaxIssueBody, "bodyText": MaxIssueBody, "audience": 40, "audienceKit": 100,
}

// TextLimit is the most characters the field named key may hold. An
// owner's text in Spanish ("titleEs") has the limit of its English one.
func TextLimit(key string) int {
	if n, ok := textLimits[key]; ok {
		return n
	}
	if n, ok := textLimits[strings.TrimSuffix(key, "Es")]; ok {
		return n
	}
	return LongTextLimit
}
