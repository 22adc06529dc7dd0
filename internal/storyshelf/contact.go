package storyshelf

import (
	"slices"
	"strings"
	"time"
)

// ContactSubjects are the contact form's subject choices (spec §5).
var ContactSubjects = []string{"Book Question", "Download Issue", "School Visit Request", "Feedback", "Other"}

// Contact form messages.
const (
	MsgContactThanks = "Thank you for your message! We'll get back to you soon."
	MsgContactFailed = "There was an error submitting the form. Please try again later."
)

// ContactMessage is a message sent through the contact form.
type ContactMessage struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Subject   string    `json:"subject"`
	Message   string    `json:"message"`
	CreatedAt time.Time `json:"createdAt"`
}

// Validate checks the four required fields and the subject's choices,
// naming each bad field.
func (m *ContactMessage) Validate() error {
	m.Name, m.Email = strings.TrimSpace(m.Name), strings.TrimSpace(m.Email)
	m.Subject, m.Message = strings.TrimSpace(m.Subject), strings.TrimSpace(m.Message)
	fields := map[string]string{}
	if m.Name == "" {
		fields["name"] = "Please enter your name."
	} else if len(m.Name) > 200 {
		fields["name"] = "Please keep your name under 200 characters."
	}
	if err := ValidateEmail(m.Email); err != nil {
		fields["email"] = ErrorMessage(err)
	}
	if m.Subject == "" {
		fields["subject"] = "Please choose a subject."
	} else if !slices.Contains(ContactSubjects, m.Subject) {
		fields["subject"] = "Please choose one of the listed subjects."
	}
	if m.Message == "" {
		fields["message"] = "Please enter your message."
	} else if len(m.Message) > 10000 {
		fields["message"] = "Please keep your message under 10,000 characters."
	}
	if len(fields) > 0 {
		return &Error{Code: EINVALID, Message: "Please fill in all required fields.", Fields: fields}
	}
	return nil
}
