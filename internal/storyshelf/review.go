package storyshelf

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// A review's state. A reader's review waits for the owner; only approved
// reviews are shown anywhere public.
const (
	ReviewWaiting  = "waiting"
	ReviewApproved = "approved"
	ReviewRejected = "rejected"
)

// ReviewStatuses are the states the admin's filter offers, in its order.
var ReviewStatuses = []string{ReviewWaiting, ReviewApproved, ReviewRejected}

// Where a review came from: typed by the owner, or sent by a reader.
const (
	OriginOwner  = "owner"
	OriginReader = "reader"
)

// ReviewRoles are what a reviewer can say they are.
var ReviewRoles = []string{"parent", "teacher", "librarian", "other"}

// Reader review messages (the "api." catalogue entries say them in Spanish).
var (
	MsgReviewThanks        = Msg{Key: "api.reviewThanks", Text: "Thank you for your review! It will appear once it has been approved."}
	MsgReviewNameTooLong   = MsgKitNameTooLong // the kit form's words: both allow 100 characters
	MsgReviewRatingInvalid = Msg{Key: "api.reviewRatingInvalid", Text: "Please choose a rating from 1 to 5 stars."}
	MsgReviewTitleTooLong  = Msg{Key: "api.reviewTitleTooLong", Text: "Please keep the title under 200 characters."}
	MsgReviewTextRequired  = Msg{Key: "api.reviewTextRequired", Text: "Please write your review."}
	MsgReviewTextTooLong   = Msg{Key: "api.reviewTextTooLong", Text: "Please keep your review under 5,000 characters."}
	MsgReviewRoleRequired  = Msg{Key: "api.reviewRoleRequired", Text: "Please tell us whether you are a parent, teacher, librarian or other."}
	MsgReviewRoleUnknown   = Msg{Key: "api.reviewRoleUnknown", Text: "Please choose one of the listed roles."}
	MsgReviewStatusUnknown = Msg{Key: "api.reviewStatusUnknown", Text: "Unknown review status."}
)

// Reader review limits.
const (
	maxReviewName  = 100
	maxReviewTitle = 200
	maxReviewText  = 5000
)

// ValidateReaderReview trims and checks a review a reader sent from a book's
// page: name, rating, optional title, text, role and an optional address
// for the note that says it was published. It leaves the server's fields
// (status, origin, date) to the caller.
func ValidateReaderReview(t *Testimonial) error {
	for _, f := range []*string{&t.ReviewerName, &t.Title, &t.Content, &t.Role, &t.Email} {
		*f = strings.TrimSpace(*f)
	}
	fields := map[string]Msg{}
	if t.ReviewerName == "" {
		fields["reviewerName"] = MsgNameRequired
	} else if utf8.RuneCountInString(t.ReviewerName) > maxReviewName {
		fields["reviewerName"] = MsgReviewNameTooLong
	}
	if t.Rating < 1 || t.Rating > MaxRating {
		fields["rating"] = MsgReviewRatingInvalid
	}
	if utf8.RuneCountInString(t.Title) > maxReviewTitle {
		fields["title"] = MsgReviewTitleTooLong
	}
	if t.Content == "" {
		fields["content"] = MsgReviewTextRequired
	} else if utf8.RuneCountInString(t.Content) > maxReviewText {
		fields["content"] = MsgReviewTextTooLong
	}
	if t.Role == "" {
		fields["role"] = MsgReviewRoleRequired
	} else if !slices.Contains(ReviewRoles, t.Role) {
		fields["role"] = MsgReviewRoleUnknown
	}
	if t.Email != "" {
		if err := ValidateEmail(t.Email); err != nil {
			fields["email"] = ErrorMsg(err)
		}
	}
	return FieldErrors(fields, "reviewerName", "rating", "title", "content", "role", "email")
}
