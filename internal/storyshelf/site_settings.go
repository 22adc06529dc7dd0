package storyshelf

import (
	"fmt"
	"net/url"
	"strings"
	"unicode/utf8"
)

// SiteSettings is the site's identity as the owner sets it in the admin
// (DESIGN.md difference 11). Each section is saved and reset on its own; a
// section never saved holds its defaults, which are the spec's texts. Every
// text a visitor reads has an optional Spanish version in the field named
// like it with "Es" at the end (see InLang).
type SiteSettings struct {
	Identity SiteIdentity `json:"identity"`
	Brand    SiteBrand    `json:"brand"`
	Social   SiteSocial   `json:"social"`
	Home     SiteHome     `json:"home"`
	Mail     SiteMail     `json:"mail"`
	// The site's texts (site_texts.go), each read by the page that shows it.
	About   SiteAbout   `json:"about"`
	FAQ     SiteFAQ     `json:"faq"`
	Reading SiteReading `json:"reading"`
	Kit     SiteKit     `json:"kit"`
	Privacy SitePrivacy `json:"privacy"`
	// Newsletter is how sign-ups join the list.
	Newsletter SiteNewsletter `json:"newsletter"`
	// Catalogue is the featured book and the "New!" period (catalogue.go).
	Catalogue SiteCatalogue `json:"catalogue"`
}

// SiteNewsletter is how the owner's list takes sign-ups. With ConfirmSignUps
// (the default) a new address waits as SubscriberPending until its owner
// confirms from the mailed link (double opt-in); without it, a sign-up is
// subscribed at once.
type SiteNewsletter struct {
	ConfirmSignUps bool `json:"confirmSignUps"`
}

// Validate has nothing to check: the section is one switch.
func (v *SiteNewsletter) Validate() error { return nil }

// SiteIdentity names the site and who publishes it.
type SiteIdentity struct {
	Name      string `json:"name"`
	Tagline   string `json:"tagline"`
	TaglineEs string `json:"taglineEs"`
	// LegalName is the publisher's or author's legal name, for the privacy
	// policy and the copyright line; empty means the site's name.
	LegalName     string `json:"legalName"`
	PublisherType string `json:"publisherType"` // schema.org: Organization or Person
	ContactEmail  string `json:"contactEmail"`  // empty hides the mailto links
	VisitsEmail   string `json:"visitsEmail"`   // empty means ContactEmail
	MediaEmail    string `json:"mediaEmail"`    // empty means ContactEmail
}

// SiteBrand holds the site's images. FaviconURL is made by the server from
// the logo, never sent by the owner.
type SiteBrand struct {
	LogoURL       string `json:"logoUrl"`
	FaviconURL    string `json:"faviconUrl"`
	ShareImageURL string `json:"shareImageUrl"`
}

// SiteSocial is the footer's list of the owner's accounts elsewhere.
type SiteSocial struct {
	Links []SocialLink `json:"links"`
}

// SocialLink is one account elsewhere; Kind picks its icon and label.
type SocialLink struct {
	Kind string `json:"kind"`
	URL  string `json:"url"`
}

// SiteHome is the home page's words.
type SiteHome struct {
	Badge             string    `json:"badge"`
	BadgeEs           string    `json:"badgeEs"`
	Title             string    `json:"title"`
	TitleEs           string    `json:"titleEs"`
	Highlight         string    `json:"highlight"` // shown after Title, in colour
	HighlightEs       string    `json:"highlightEs"`
	Subtitle          string    `json:"subtitle"`
	SubtitleEs        string    `json:"subtitleEs"`
	PrimaryButton     string    `json:"primaryButton"` // to /books
	PrimaryButtonEs   string    `json:"primaryButtonEs"`
	SecondaryButton   string    `json:"secondaryButton"` // to /about
	SecondaryButtonEs string    `json:"secondaryButtonEs"`
	WhyHeading        string    `json:"whyHeading"`
	WhyHeadingEs      string    `json:"whyHeadingEs"`
	WhyItems          []WhyItem `json:"whyItems"`
}

// WhyItem is one blurb of the home page's 'why' section.
type WhyItem struct {
	Title   string `json:"title"`
	TitleEs string `json:"titleEs"`
	Text    string `json:"text"`
	TextEs  string `json:"textEs"`
}

// SiteMail is how the site's mails present themselves: the name shown beside
// the sender's address (which is set with the mail server, MailSettings) and
// the signature.
type SiteMail struct {
	FromName    string `json:"fromName"` // empty means the site's name
	FromNameEs  string `json:"fromNameEs"`
	Signature   string `json:"signature"`
	SignatureEs string `json:"signatureEs"`
}

// PublicSite is what every visitor's page carries: the settings without the
// mail section and the texts only some pages show.
type PublicSite struct {
	Identity SiteIdentity `json:"identity"`
	Brand    SiteBrand    `json:"brand"`
	Social   SiteSocial   `json:"social"`
	Home     SiteHome     `json:"home"`
	// Catalogue picks the home page's featured book and the books marked "New!".
	Catalogue SiteCatalogue `json:"catalogue"`
}

// Public returns the part of the settings every page carries.
func (s *SiteSettings) Public() PublicSite {
	return PublicSite{Identity: s.Identity, Brand: s.Brand, Social: s.Social, Home: s.Home, Catalogue: s.Catalogue}
}

// Publisher is the name the site is published under.
func (s *SiteSettings) Publisher() string {
	if s.Identity.LegalName != "" {
		return s.Identity.LegalName
	}
	return s.Identity.Name
}

// MailFromName is the name shown as the sender of the site's mails.
func (s *SiteSettings) MailFromName() string {
	return s.MailFromNameIn("en")
}

// MailFromNameIn is the sender's name of a mail in lang: the owner's name
// for that language, else the English one, else the site's name.
func (s *SiteSettings) MailFromNameIn(lang string) string {
	if name, _ := InLang(lang, s.Mail.FromName, s.Mail.FromNameEs); name != "" {
		return name
	}
	return s.Identity.Name
}

// MailSignatureIn is the line a mail in lang ends with ("" for none).
func (s *SiteSettings) MailSignatureIn(lang string) string {
	signature, _ := InLang(lang, s.Mail.Signature, s.Mail.SignatureEs)
	return signature
}

// Site settings sections, as the admin saves and resets them.
const (
	SectionIdentity   = "identity"
	SectionBrand      = "brand"
	SectionSocial     = "social"
	SectionHome       = "home"
	SectionMail       = "mail"
	SectionAbout      = "about"
	SectionFAQ        = "faq"
	SectionReading    = "reading"
	SectionKit        = "kit"
	SectionPrivacy    = "privacy"
	SectionNewsletter = "newsletter"
	SectionCatalogue  = "catalogue"
)

// SiteSections are the sections in the order the admin shows them, with the
// names its messages use.
var SiteSections = []struct{ Key, Label string }{
	{SectionIdentity, "Identity"}, {SectionBrand, "Logo & images"}, {SectionSocial, "Social links"},
	{SectionHome, "Home page"}, {SectionMail, "Emails"},
	{SectionAbout, "About page"}, {SectionFAQ, "Contact FAQ"}, {SectionReading, "Book pages"},
	{SectionKit, "Kit sign-up"}, {SectionPrivacy, "Privacy policy"}, {SectionNewsletter, "Newsletter"},
	{SectionCatalogue, "Books list"},
}

// SectionLabel is a section's name for people; "" for an unknown section.
func SectionLabel(section string) string {
	for _, s := range SiteSections {
		if s.Key == section {
			return s.Label
		}
	}
	return ""
}

// Section returns a pointer to the named section of s, or nil.
func (s *SiteSettings) Section(section string) any {
	switch section {
	case SectionIdentity:
		return &s.Identity
	case SectionBrand:
		return &s.Brand
	case SectionSocial:
		return &s.Social
	case SectionHome:
		return &s.Home
	case SectionMail:
		return &s.Mail
	case SectionAbout:
		return &s.About
	case SectionFAQ:
		return &s.FAQ
	case SectionReading:
		return &s.Reading
	case SectionKit:
		return &s.Kit
	case SectionPrivacy:
		return &s.Privacy
	case SectionNewsletter:
		return &s.Newsletter
	case SectionCatalogue:
		return &s.Catalogue
	}
	return nil
}

// Publisher types (schema.org).
const (
	PublisherOrganization = "Organization"
	PublisherPerson       = "Person"
)

// SocialKinds are the link kinds the footer has an icon for, with their
// labels.
var SocialKinds = map[string]string{
	"instagram": "Instagram", "tiktok": "TikTok", "youtube": "YouTube", "facebook": "Facebook",
	"pinterest": "Pinterest", "bluesky": "Bluesky", "x": "X", "threads": "Threads",
	"newsletter": "Newsletter archive", "website": "Website",
}

// Limits of the settings.
const (
	MaxSocialLinks = 12
	MaxWhyItems    = 6
)

// DefaultSiteSettings are a new site's settings: the spec's texts, with
// their Spanish versions so a new site speaks Spanish fully, no accounts
// elsewhere, no contact address, the built-in book icon and no privacy
// policy sections of the owner's.
func DefaultSiteSettings() *SiteSettings {
	return &SiteSettings{
		Identity: SiteIdentity{
			Name:          "Storyshelf",
			Tagline:       "Educational picture books that spark kindness, curiosity and a love of reading.",
			TaglineEs:     "Libros ilustrados educativos que despiertan la bondad, la curiosidad y el amor por la lectura.",
			PublisherType: PublisherOrganization,
		},
		Social: SiteSocial{Links: []SocialLink{}},
		Home: SiteHome{
			Badge:             "Picture books for ages 3–8",
			BadgeEs:           "Libros ilustrados de 3 a 8 años",
			Title:             "Magical Stories for",
			TitleEs:           "Historias mágicas para",
			Highlight:         "Curious Young Minds",
			HighlightEs:       "mentes pequeñas y curiosas",
			Subtitle:          "Stories that build kindness, confidence and a love of learning, with free activities, videos and songs to enjoy together.",
			SubtitleEs:        "Cuentos que cultivan la bondad, la confianza y el amor por aprender, con actividades, videos y canciones gratis para disfrutar juntos.",
			PrimaryButton:     "Explore Books",
			PrimaryButtonEs:   "Explorar libros",
			SecondaryButton:   "Meet the Author",
			SecondaryButtonEs: "Conoce a quien escribe",
			WhyHeading:        "Why Parents & Kids Love Our Books",
			WhyHeadingEs:      "Por qué a las familias les encantan nuestros libros",
			WhyItems: []WhyItem{
				{"Learning Through Stories", "Aprender con cuentos",
					"Every adventure hides a lesson: counting, science, feelings and more, told so gently that children simply ask to hear it again.",
					"Cada aventura esconde una lección: los números, las ciencias, las emociones y mucho más, contada con tanta ternura que niñas y niños piden escucharla otra vez."},
				{"Free Activities to Keep", "Actividades gratis para guardar",
					"Colouring pages, worksheets, videos and sing-along songs for each book, free to download for home or the classroom.",
					"Páginas para colorear, fichas de trabajo, videos y canciones para cantar de cada libro, gratis para descargar en casa o en el aula."},
				{"Values That Stay With Them", "Valores que los acompañan",
					"Kindness, courage, gratitude and sharing, shown through characters kids love, with questions that start real conversations.",
					"La bondad, la valentía, la gratitud y el compartir, a través de personajes que niñas y niños adoran, con preguntas que abren conversaciones de verdad."},
			},
		},
		About:      defaultAbout(),
		FAQ:        defaultFAQ(),
		Reading:    defaultReading(),
		Kit:        defaultKit(),
		Newsletter: SiteNewsletter{ConfirmSignUps: true},
		Catalogue:  SiteCatalogue{NewMonths: DefaultNewMonths},
		Privacy:    SitePrivacy{Sections: []PrivacySection{}},
	}
}

// Site settings messages.
var (
	MsgSettingsSaved      = Msg{Key: "server.settingsSaved", Text: "Settings saved."}
	MsgSiteNameRequired   = Msg{Key: "server.siteNameRequired", Text: "Please enter the site's name."}
	MsgPublisherType      = Msg{Key: "server.publisherType", Text: "Choose Organisation or Person."}
	MsgTooManyLinks       = Msg{Key: "server.tooManyLinks", Text: "Add at most 12 links."}
	MsgLinkKind           = Msg{Key: "server.linkKind", Text: "Choose which site this link is for."}
	MsgLinkURL            = Msg{Key: "server.linkURL", Text: "Please enter a full address starting with https://"}
	MsgHeroTitleRequired  = Msg{Key: "server.heroTitleRequired", Text: "Please enter the hero title."}
	MsgButtonRequired     = Msg{Key: "server.buttonRequired", Text: "Please enter the button's label."}
	MsgTooManyWhyItems    = Msg{Key: "server.tooManyWhyItems", Text: "Add at most 6 items."}
	MsgWhyTitleRequired   = Msg{Key: "server.whyTitleRequired", Text: "Please enter the item's title."}
	MsgWhyTextRequired    = Msg{Key: "server.whyTextRequired", Text: "Please enter the item's text."}
	MsgSiteImage          = Msg{Key: "server.siteImage", Text: "Upload a PNG, JPEG, GIF or WebP image."}
	MsgFromNameCharacters = Msg{Key: "server.fromNameCharacters", Text: "The sender's name cannot contain < > or quotation marks."}
)

// msgTooLong refuses a text over its limit, a number put in with Fill.
var msgTooLong = Msg{Key: "server.tooLong", Text: "Please keep this to %d characters or fewer."}

// MsgTooLong is the message for a text over its limit.
func MsgTooLong(limit int) Msg {
	return msgTooLong.Fill(limit)
}

// settingsCheck collects a section's field errors.
type settingsCheck map[string]Msg

// text trims *v and checks its length; required, unless it is empty (Msg{}),
// is the message when the text is.
func (c settingsCheck) text(field string, v *string, limit int, required Msg) {
	*v = strings.TrimSpace(*v)
	switch {
	case *v == "" && required.Text != "":
		c.add(field, required)
	case utf8.RuneCountInString(*v) > limit:
		c.add(field, MsgTooLong(limit))
	}
}

// email checks an optional address the mailer can send to.
func (c settingsCheck) email(field string, v *string) {
	c.text(field, v, 254, Msg{})
	if *v != "" && !c.has(field) && ValidateEmail(*v) != nil {
		c.add(field, MsgEmailInvalid)
	}
}

func (c settingsCheck) add(field string, msg Msg) {
	if !c.has(field) {
		c[field] = msg
	}
}

func (c settingsCheck) has(field string) bool {
	_, ok := c[field]
	return ok
}

func (c settingsCheck) err(order ...string) error {
	if len(c) == 0 {
		return nil
	}
	return FailFields(EINVALID, firstMessage(c, order...), c)
}

// Validate trims the identity section and checks it.
func (v *SiteIdentity) Validate() error {
	c := settingsCheck{}
	c.text("name", &v.Name, 80, MsgSiteNameRequired)
	c.text("tagline", &v.Tagline, 200, Msg{})
	c.text("taglineEs", &v.TaglineEs, 200, Msg{})
	c.text("legalName", &v.LegalName, 120, Msg{})
	if v.PublisherType = strings.TrimSpace(v.PublisherType); v.PublisherType != PublisherOrganization && v.PublisherType != PublisherPerson {
		c.add("publisherType", MsgPublisherType)
	}
	c.email("contactEmail", &v.ContactEmail)
	c.email("visitsEmail", &v.VisitsEmail)
	c.email("mediaEmail", &v.MediaEmail)
	return c.err("name", "tagline", "taglineEs", "legalName", "publisherType", "contactEmail", "visitsEmail", "mediaEmail")
}

// Validate trims the brand section and checks its addresses point at files
// of this site; the server checks the files are images. The favicon is the
// server's to make, so what the owner sends for it is dropped.
func (v *SiteBrand) Validate() error {
	c := settingsCheck{}
	v.FaviconURL = ""
	for field, ref := range map[string]*string{"logoUrl": &v.LogoURL, "shareImageUrl": &v.ShareImageURL} {
		c.text(field, ref, 2000, Msg{})
		if *ref != "" && !c.has(field) && (!strings.HasPrefix(*ref, "/files/") || strings.Contains(*ref, "..")) {
			c.add(field, MsgSiteImage)
		}
	}
	return c.err("logoUrl", "shareImageUrl")
}

// Validate trims the social links and checks them.
func (v *SiteSocial) Validate() error {
	c := settingsCheck{}
	if v.Links == nil {
		v.Links = []SocialLink{}
	}
	if len(v.Links) > MaxSocialLinks {
		c.add("links", MsgTooManyLinks)
		return c.err("links")
	}
	for i := range v.Links {
		l := &v.Links[i]
		l.Kind = strings.TrimSpace(l.Kind)
		if SocialKinds[l.Kind] == "" {
			c.add(fmt.Sprintf("links.%d.kind", i), MsgLinkKind)
		}
		field := fmt.Sprintf("links.%d.url", i)
		c.text(field, &l.URL, 500, MsgLinkURL)
		if !c.has(field) && !isHTTPS(l.URL) {
			c.add(field, MsgLinkURL)
		}
	}
	return c.err()
}

// isHTTPS reports whether s is an https address with a host and nothing a
// browser would treat as something else.
func isHTTPS(s string) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme == "https" && u.Host != "" && u.User == nil &&
		!strings.ContainsAny(s, " \t\r\n\"'<>\\")
}

// Validate trims the home page's words and checks them.
func (v *SiteHome) Validate() error {
	c := settingsCheck{}
	c.text("badge", &v.Badge, 60, Msg{})
	c.text("badgeEs", &v.BadgeEs, 60, Msg{})
	c.text("title", &v.Title, 80, MsgHeroTitleRequired)
	c.text("titleEs", &v.TitleEs, 80, Msg{})
	c.text("highlight", &v.Highlight, 80, Msg{})
	c.text("highlightEs", &v.HighlightEs, 80, Msg{})
	c.text("subtitle", &v.Subtitle, 300, Msg{})
	c.text("subtitleEs", &v.SubtitleEs, 300, Msg{})
	c.text("primaryButton", &v.PrimaryButton, 30, MsgButtonRequired)
	c.text("primaryButtonEs", &v.PrimaryButtonEs, 30, Msg{})
	c.text("secondaryButton", &v.SecondaryButton, 30, MsgButtonRequired)
	c.text("secondaryButtonEs", &v.SecondaryButtonEs, 30, Msg{})
	c.text("whyHeading", &v.WhyHeading, 80, Msg{})
	c.text("whyHeadingEs", &v.WhyHeadingEs, 80, Msg{})
	if v.WhyItems == nil {
		v.WhyItems = []WhyItem{}
	}
	if len(v.WhyItems) > MaxWhyItems {
		c.add("whyItems", MsgTooManyWhyItems)
	}
	for i := range v.WhyItems {
		if i >= MaxWhyItems {
			break
		}
		item := &v.WhyItems[i]
		c.text(fmt.Sprintf("whyItems.%d.title", i), &item.Title, 80, MsgWhyTitleRequired)
		c.text(fmt.Sprintf("whyItems.%d.titleEs", i), &item.TitleEs, 80, Msg{})
		c.text(fmt.Sprintf("whyItems.%d.text", i), &item.Text, 400, MsgWhyTextRequired)
		c.text(fmt.Sprintf("whyItems.%d.textEs", i), &item.TextEs, 400, Msg{})
	}
	return c.err("badge", "badgeEs", "title", "titleEs", "highlight", "highlightEs", "subtitle", "subtitleEs",
		"primaryButton", "primaryButtonEs", "secondaryButton", "secondaryButtonEs", "whyHeading", "whyHeadingEs", "whyItems")
}

// Validate trims the mail section and checks it. The sender's name goes into
// a From header, so it may not carry anything that would change the address.
func (v *SiteMail) Validate() error {
	c := settingsCheck{}
	for field, name := range map[string]*string{"fromName": &v.FromName, "fromNameEs": &v.FromNameEs} {
		c.text(field, name, 80, Msg{})
		if !c.has(field) && strings.ContainsAny(*name, "<>\"\r\n") {
			c.add(field, MsgFromNameCharacters)
		}
	}
	c.text("signature", &v.Signature, 300, Msg{})
	c.text("signatureEs", &v.SignatureEs, 300, Msg{})
	return c.err("fromName", "fromNameEs", "signature", "signatureEs")
}
