package storyshelf

import "fmt"

// The site's own texts beyond its identity (issue #27): the About page's
// cards, the contact page's questions and answers, the book pages' learning
// benefits and reading tips, the kit form's consent sentence and the sections
// the owner adds to the privacy policy. Each is a section of the site
// settings, saved and reset on its own; its default is the spec's text, in
// English and Spanish. They are not part of PublicSite: each page reads the
// one it shows (server/site_texts.go).

// SiteAbout is the About page's "The Story So Far" cards.
type SiteAbout struct {
	Cards []AboutCard `json:"cards"`
}

// AboutCard is one info card: a number and its label ("6" "Books Planned")
// and a line under them. The number is the owner's, or worked out from the
// catalogue when CountOf names what to count.
type AboutCard struct {
	CountOf  string `json:"countOf"` // "" (the number as written), CountBooks or CountUpcoming
	Number   string `json:"number"`
	NumberEs string `json:"numberEs"`
	Label    string `json:"label"`
	LabelEs  string `json:"labelEs"`
	Text     string `json:"text"`
	TextEs   string `json:"textEs"`
}

// What an About card's number may be worked out from.
const (
	CountBooks    = "books"    // books published: each edition, as the Books page counts them
	CountUpcoming = "upcoming" // the upcoming books announced
)

// SiteFAQ is the contact page's frequently asked questions, in order.
type SiteFAQ struct {
	Items []FAQItem `json:"items"`
}

// FAQItem is one question and its answer.
type FAQItem struct {
	Question   string `json:"question"`
	QuestionEs string `json:"questionEs"`
	Answer     string `json:"answer"`
	AnswerEs   string `json:"answerEs"`
}

// SiteReading is what every book page shows under "Learning Benefits" and
// "Reading Tips for Parents", unless the book has its own (Book's
// LearningBenefits and ReadingTips).
type SiteReading struct {
	Benefits []LearningBenefit `json:"benefits"`
	Tips     []ReadingTip      `json:"tips"`
}

// LearningBenefit is one line of a book page's learning benefits.
type LearningBenefit struct {
	Text   string `json:"text"`
	TextEs string `json:"textEs"`
}

// ReadingTip is one of a book page's reading tips for parents.
type ReadingTip struct {
	Title   string `json:"title"`
	TitleEs string `json:"titleEs"`
	Text    string `json:"text"`
	TextEs  string `json:"textEs"`
}

// SiteKit is the kit sign-up form's agreement sentence. A consent record
// keeps it word for word, as the reader's page showed it.
type SiteKit struct {
	Agree   string `json:"agree"`
	AgreeEs string `json:"agreeEs"`
}

// AgreeIn is the agreement sentence a page in lang shows: the owner's
// Spanish on a Spanish page when written, else the English one.
func (k SiteKit) AgreeIn(lang string) string {
	text, _ := InLang(lang, k.Agree, k.AgreeEs)
	return text
}

// SitePrivacy is what the owner adds to the privacy policy: sections shown
// after the ones Storyshelf writes from what the site does.
type SitePrivacy struct {
	Sections []PrivacySection `json:"sections"`
}

// PrivacySection is one heading and its text; blank lines part paragraphs.
type PrivacySection struct {
	Heading   string `json:"heading"`
	HeadingEs string `json:"headingEs"`
	Text      string `json:"text"`
	TextEs    string `json:"textEs"`
}

// Limits of the site's texts.
const (
	MaxAboutCards      = 6
	MaxFAQItems        = 15
	MaxBenefits        = 8
	MaxReadingTips     = 8
	MaxPrivacySections = 10
)

// Site texts messages.
var (
	MsgTooManyCards      = Msg{Key: "server.tooManyCards", Text: "Add at most 6 cards."}
	MsgCardLabelRequired = Msg{Key: "server.cardLabelRequired", Text: "Please enter the card's label."}
	MsgCardCountOf       = Msg{Key: "server.cardCountOf", Text: "Choose a number you write, the number of books or the number of upcoming books."}
	MsgTooManyQuestions  = Msg{Key: "server.tooManyQuestions", Text: "Add at most 15 questions."}
	MsgQuestionRequired  = Msg{Key: "server.questionRequired", Text: "Please enter the question."}
	MsgAnswerRequired    = Msg{Key: "server.answerRequired", Text: "Please enter the answer."}
	MsgTooManyBenefits   = Msg{Key: "server.tooManyBenefits", Text: "Add at most 8 benefits."}
	MsgBenefitRequired   = Msg{Key: "server.benefitRequired", Text: "Please enter the benefit."}
	MsgTooManyTips       = Msg{Key: "server.tooManyTips", Text: "Add at most 8 tips."}
	MsgTipTitleRequired  = Msg{Key: "server.tipTitleRequired", Text: "Please enter the tip's title."}
	MsgTipTextRequired   = Msg{Key: "server.tipTextRequired", Text: "Please enter the tip's text."}
	MsgAgreeRequired     = Msg{Key: "server.agreeRequired", Text: "Please enter the sentence readers agree to."}
	MsgTooManySections   = Msg{Key: "server.tooManySections", Text: "Add at most 10 sections."}
	MsgSectionHeading    = Msg{Key: "server.sectionHeading", Text: "Please enter the section's heading."}
	MsgSectionText       = Msg{Key: "server.sectionText", Text: "Please enter the section's text."}
)

// defaultAbout is the spec's three cards (spec §2 "Author page": a series of
// 6 planned books, 2 published, the 3rd coming soon), each number as written.
func defaultAbout() SiteAbout {
	return SiteAbout{Cards: []AboutCard{
		{Number: "6", NumberEs: "6", Label: "Books Planned", LabelEs: "libros previstos",
			Text:   "A whole series of gentle adventures about kindness, courage and curiosity.",
			TextEs: "Toda una serie de aventuras tiernas sobre la bondad, la valentía y la curiosidad."},
		{Number: "2", NumberEs: "2", Label: "Published", LabelEs: "publicados",
			Text:   "Two stories are already on bookshelves, in classrooms and at bedtime.",
			TextEs: "Dos cuentos ya están en las estanterías, en las aulas y a la hora de dormir."},
		{Number: "3rd", NumberEs: "3.º", Label: "Coming Soon", LabelEs: "muy pronto",
			Text:   "The next adventure is almost ready. Join the newsletter to hear first!",
			TextEs: "La próxima aventura está casi lista. ¡Suscríbete al boletín para enterarte antes que nadie!"},
	}}
}

// defaultFAQ is the spec's FAQ (spec §2 "Contact": downloads are free, the
// books are in English and Spanish, school visits are possible).
func defaultFAQ() SiteFAQ {
	return SiteFAQ{Items: []FAQItem{
		{"Are the learning materials really free?", "¿Los materiales de aprendizaje son realmente gratis?",
			"Yes! All the coloring pages, activity sheets and other learning materials on our book pages are free to download, print and share at home or in the classroom.",
			"¡Sí! Todas las páginas para colorear, hojas de actividades y demás materiales de aprendizaje de las páginas de nuestros libros son gratis: puedes descargarlos, imprimirlos y compartirlos en casa o en el aula."},
		{"Are the books available in Spanish?", "¿Los libros están disponibles en español?",
			"Yes. Our books are available in English and Spanish, so more families can enjoy them together.",
			"Sí. Nuestros libros están disponibles en inglés y en español, para que más familias puedan disfrutarlos juntas."},
		{"Do you offer school visits?", "¿Hacen visitas escolares?",
			"Yes, school visits are possible! Choose 'School Visit Request' as the subject above and we will find a date that works for your class.",
			"¡Sí, es posible hacer visitas escolares! Elige “Solicitud de visita escolar” como asunto en el formulario de arriba y buscaremos una fecha que le convenga a tu grupo."},
	}}
}

// defaultReading is the fixed list and tips every book page showed (spec §2
// "Book detail": a fixed 'Learning Benefits' list, fixed reading tips).
func defaultReading() SiteReading {
	return SiteReading{
		Benefits: []LearningBenefit{
			{"Builds empathy and kindness by talking about how the characters feel and why",
				"Fomenta la empatía y la bondad al hablar de cómo se sienten los personajes y por qué"},
			{"Grows vocabulary and early reading skills with rich, read-aloud language",
				"Amplía el vocabulario y las primeras habilidades de lectura con un lenguaje rico para leer en voz alta"},
			{"Names big feelings so children can recognise and share their own",
				"Pone nombre a las grandes emociones para que niñas y niños reconozcan y compartan las suyas"},
			{"Sparks curiosity and questions that lead to real conversations at home and in class",
				"Despierta la curiosidad y preguntas que llevan a conversaciones reales en casa y en el aula"},
			{"Encourages creativity with hands-on activities that take the story off the page",
				"Impulsa la creatividad con actividades prácticas que llevan el cuento más allá de sus páginas"},
		},
		Tips: []ReadingTip{
			{"Read it again (and again)", "Léelo otra vez (y otra más)",
				"Children spot new details on every reading, and a familiar story builds confidence.",
				"En cada lectura descubren detalles nuevos, y un cuento conocido les da confianza."},
			{"Pause and wonder", "Haz una pausa y pregunta",
				"Ask “What do you think happens next?” or “How does this character feel?” and really listen.",
				"Pregunta “¿Qué crees que pasará después?” o “¿Cómo se siente este personaje?” y escucha con atención."},
			{"Let them point and name", "Que señalen y nombren",
				"Invite your child to find colours, shapes and feelings in the pictures before you turn the page.",
				"Invita a tu hijo o hija a encontrar colores, formas y emociones en las ilustraciones antes de pasar la página."},
			{"Connect it to everyday life", "Relaciónalo con la vida diaria",
				"Talk about a time you were kind, brave or curious, just like the characters.",
				"Cuéntale de alguna ocasión en la que actuaste con bondad, valentía o curiosidad, igual que los personajes."},
			{"Keep it cosy and short", "Que sea acogedor y breve",
				"A few happy minutes every day matter more than one long session.",
				"Unos minutos felices cada día valen más que una sesión larga."},
		},
	}
}

// defaultKit is the spec's agreement sentence (spec §5 "Kit form").
func defaultKit() SiteKit {
	return SiteKit{Agree: KitConsent, AgreeEs: "Acepto recibir novedades de vez en cuando."}
}

// Validate trims the About cards and checks them.
func (v *SiteAbout) Validate() error {
	c := settingsCheck{}
	if v.Cards == nil {
		v.Cards = []AboutCard{}
	}
	if len(v.Cards) > MaxAboutCards {
		c.add("cards", MsgTooManyCards)
		return c.err("cards")
	}
	for i := range v.Cards {
		card, at := &v.Cards[i], fmt.Sprintf("cards.%d.", i)
		if card.CountOf != "" && card.CountOf != CountBooks && card.CountOf != CountUpcoming {
			c.add(at+"countOf", MsgCardCountOf)
		}
		c.text(at+"number", &card.Number, 20, Msg{})
		c.text(at+"numberEs", &card.NumberEs, 20, Msg{})
		if card.CountOf != "" {
			card.Number, card.NumberEs = "", "" // worked out when shown
		}
		c.text(at+"label", &card.Label, 60, MsgCardLabelRequired)
		c.text(at+"labelEs", &card.LabelEs, 60, Msg{})
		c.text(at+"text", &card.Text, 300, Msg{})
		c.text(at+"textEs", &card.TextEs, 300, Msg{})
	}
	return c.err()
}

// Validate trims the questions and answers and checks them.
func (v *SiteFAQ) Validate() error {
	c := settingsCheck{}
	if v.Items == nil {
		v.Items = []FAQItem{}
	}
	if len(v.Items) > MaxFAQItems {
		c.add("items", MsgTooManyQuestions)
		return c.err("items")
	}
	for i := range v.Items {
		item, at := &v.Items[i], fmt.Sprintf("items.%d.", i)
		c.text(at+"question", &item.Question, 200, MsgQuestionRequired)
		c.text(at+"questionEs", &item.QuestionEs, 200, Msg{})
		c.text(at+"answer", &item.Answer, 2000, MsgAnswerRequired)
		c.text(at+"answerEs", &item.AnswerEs, 2000, Msg{})
	}
	return c.err()
}

// Validate trims the site-wide benefits and tips and checks them.
func (v *SiteReading) Validate() error {
	c := settingsCheck{}
	v.Benefits, v.Tips = checkReading(c, "benefits", "tips", v.Benefits, v.Tips)
	return c.err("benefits", "tips")
}

// ValidateBookReading trims a book's own benefits and tips (empty lists
// mean the site's) and checks them, with the book form's field names.
func ValidateBookReading(b *Book) error {
	c := settingsCheck{}
	b.LearningBenefits, b.ReadingTips = checkReading(c, "learningBenefits", "readingTips", b.LearningBenefits, b.ReadingTips)
	return c.err("learningBenefits", "readingTips")
}

// checkReading checks a list of benefits and one of tips into c, under the
// fields named benefitsAt and tipsAt, and answers them trimmed, never nil.
func checkReading(c settingsCheck, benefitsAt, tipsAt string, benefits []LearningBenefit, tips []ReadingTip) ([]LearningBenefit, []ReadingTip) {
	if benefits == nil {
		benefits = []LearningBenefit{}
	}
	if tips == nil {
		tips = []ReadingTip{}
	}
	if len(benefits) > MaxBenefits {
		c.add(benefitsAt, MsgTooManyBenefits)
	} else {
		for i := range benefits {
			at := fmt.Sprintf("%s.%d.", benefitsAt, i)
			c.text(at+"text", &benefits[i].Text, 200, MsgBenefitRequired)
			c.text(at+"textEs", &benefits[i].TextEs, 200, Msg{})
		}
	}
	if len(tips) > MaxReadingTips {
		c.add(tipsAt, MsgTooManyTips)
	} else {
		for i := range tips {
			tip, at := &tips[i], fmt.Sprintf("%s.%d.", tipsAt, i)
			c.text(at+"title", &tip.Title, 80, MsgTipTitleRequired)
			c.text(at+"titleEs", &tip.TitleEs, 80, Msg{})
			c.text(at+"text", &tip.Text, 400, MsgTipTextRequired)
			c.text(at+"textEs", &tip.TextEs, 400, Msg{})
		}
	}
	return benefits, tips
}

// Validate trims the agreement sentence and checks it.
func (v *SiteKit) Validate() error {
	c := settingsCheck{}
	c.text("agree", &v.Agree, 300, MsgAgreeRequired)
	c.text("agreeEs", &v.AgreeEs, 300, Msg{})
	return c.err("agree", "agreeEs")
}

// Validate trims the owner's privacy policy sections and checks them.
func (v *SitePrivacy) Validate() error {
	c := settingsCheck{}
	if v.Sections == nil {
		v.Sections = []PrivacySection{}
	}
	if len(v.Sections) > MaxPrivacySections {
		c.add("sections", MsgTooManySections)
		return c.err("sections")
	}
	for i := range v.Sections {
		s, at := &v.Sections[i], fmt.Sprintf("sections.%d.", i)
		c.text(at+"heading", &s.Heading, 120, MsgSectionHeading)
		c.text(at+"headingEs", &s.HeadingEs, 120, Msg{})
		c.text(at+"text", &s.Text, 5000, MsgSectionText)
		c.text(at+"textEs", &s.TextEs, 5000, Msg{})
	}
	return c.err()
}
