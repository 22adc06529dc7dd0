package storyshelf

import (
	"slices"
	"strings"
	"time"
)

// ContactSubjects are the contact form's subject choices (spec §5).
var ContactSubjects = []string{"Book Question", "Download Issue", "School Visit Request", "Feedback", "Other"}

// Contact form messages.
var (
	MsgContactThanks      = Msg{Key: "api.contactThanks", Text: "Thank you for your message! We'll get back to you soon."}
	MsgContactFailed      = Msg{Key: "api.contactFailed", Text: "There was an error submitting the form. Please try again later."}
	MsgNameRequired       = Msg{Key: "api.nameRequired", Text: "Please enter your name."}
	MsgNameTooLong        = Msg{Key: "api.nameTooLong", Text: "Please keep your name under 200 characters."}
	MsgSubjectRequired    = Msg{Key: "api.subjectRequired", Text: "Please choose a subject."}
	MsgSubjectUnknown     = Msg{Key: "api.subjectUnknown", Text: "Please choose one of the listed subjects."}
	MsgMessageRequired    = Msg{Key: "api.messageRequired", Text: "Please enter your message."}
	MsgMessageTooLong     = Msg{Key: "api.messageTooLong", Text: "Please keep your message under 10,000 characters."}
	MsgFillRequiredFields = Msg{Key: "api.requiredFields", Text: "Please fill in all required fields."}
	MsgMessageNotFound    = Msg{Key: "server.messageNotFound", Text: "Message not found"}
)

// ContactMessage is a message sent through the contact form.
type ContactMessage struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Subject   string    `json:"subject"`
	Message   string    `json:"message"`
	Lang      string    `json:"lang"` // the language of the page it was sent from: en or es
	CreatedAt time.Time `json:"createdAt"`
}

// Validate checks the four required fields and the subject's choices,
// naming each bad field.
func (m *ContactMessage) Validate() error {
	m.Name, m.Email = strings.TrimSpace(m.Name), strings.TrimSpace(m.Email)
	m.Subject, m.Message = strings.TrimSpace(m.Subject), strings.TrimSpace(m.Message)
	fields := map[string]Msg{}
	if m.Name == "" {
		fields["name"] = MsgNameRequired
	} else if len(m.Name) > 200 {
		fields["name"] = MsgNameTooLong
	}
	if err := ValidateEmail(m.Email); err != nil {
		fields["email"] = ErrorMsg(err)
	}
	if m.Subject == "" {
		fields["subject"] = MsgSubjectRequired
	} else if !slices.Contains(ContactSubjects, m.Subject) {
		fields["subject"] = MsgSubjectUnknown
	}
	if m.Message == "" {
		fields["message"] = MsgMessageRequired
	} else if len(m.Message) > 10000 {
		fields["message"] = MsgMessageTooLong
	}
	if len(fields) > 0 {
		return FailFields(EINVALID, MsgFillRequiredFields, fields)
	}
	return nil
}

// InboxMessage is a contact message as the owner's inbox shows it: whether
// it was read, and whether (and how) the owner was told about it by mail, so
// that no message is silently lost.
type InboxMessage struct {
	ContactMessage
	ReadAt   *time.Time `json:"readAt"`
	Delivery string     `json:"delivery"` // one of the Delivery… values
	// DeliveryNote says in words what Delivery means for this message.
	DeliveryNote string `json:"deliveryNote"`
}

// What happened to the mail that tells the owner about a message.
const (
	DeliveryMailed   = "mailed"
	DeliveryWaiting  = "waiting"
	DeliveryRetrying = "retrying"
	DeliveryFailed   = "failed"
	DeliveryLogged   = "logged"
	DeliveryNone     = "none"
)

// MessageDelivery describes the notification mail of a message from its
// outbox row (status "" when no mail was queued, because no address for
// contact messages was set when the message came).
func MessageDelivery(status string, attempts int, lastError string) (delivery, note string) {
	switch {
	case status == "":
		return DeliveryNone, "Not mailed: no address for contact messages was set when it arrived. It is only here."
	case status == MailSent:
		return DeliveryMailed, "Mailed to you."
	case status == MailLogged:
		return DeliveryLogged, "Not mailed: no mail server was set up when it arrived. It is only here."
	case status == MailFailed:
		return DeliveryFailed, "Mailing it to you failed for good: " + lastError
	case attempts > 0:
		return DeliveryRetrying, "Sending failed, retrying: " + lastError
	default:
		return DeliveryWaiting, "Waiting to be mailed to you."
	}
}

// InboxFilter narrows the inbox: by subject, by read state ("read",
// "unread" or all), by language ("en" or "es") and by words in the sender,
// email, subject or message.
type InboxFilter struct {
	Subject string
	State   string
	Lang    string
	Query   string
}

// AdminMessagesPage is how many messages the inbox shows at once.
const AdminMessagesPage = 20
