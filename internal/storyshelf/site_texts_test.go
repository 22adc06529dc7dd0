package storyshelf

import (
	"errors"
	"strings"
	"testing"
)

func fieldsOf(err error) map[string]Msg {
	var e *Error
	if errors.As(err, &e) && e.Code == EINVALID {
		return e.Fields
	}
	return nil
}

func TestSiteTextsValidation(t *testing.T) {
	long := func(n int) string { return strings.Repeat("é", n) }
	cases := []struct {
		name     string
		validate func() error
		field    string
		wanted   Msg
	}{
		{"CardLabelRequired", (&SiteAbout{Cards: []AboutCard{{Number: "6", Label: " "}}}).Validate, "cards.0.label", MsgCardLabelRequired},
		{"CardCountOfUnknown", (&SiteAbout{Cards: []AboutCard{{CountOf: "reviews", Label: "Reviews"}}}).Validate, "cards.0.countOf", MsgCardCountOf},
		{"CardNumberTooLong", (&SiteAbout{Cards: []AboutCard{{Number: long(21), Label: "x"}}}).Validate, "cards.0.number", MsgTooLong(20)},
		{"TooManyCards", (&SiteAbout{Cards: make([]AboutCard, 7)}).Validate, "cards", MsgTooManyCards},
		{"QuestionRequired", (&SiteFAQ{Items: []FAQItem{{Answer: "Yes."}}}).Validate, "items.0.question", MsgQuestionRequired},
		{"AnswerRequired", (&SiteFAQ{Items: []FAQItem{{Question: "Q?", Answer: "A"}, {Question: "Q?"}}}).Validate, "items.1.answer", MsgAnswerRequired},
		{"SpanishAnswerTooLong", (&SiteFAQ{Items: []FAQItem{{Question: "Q?", Answer: "A", AnswerEs: long(2001)}}}).Validate, "items.0.answerEs", MsgTooLong(2000)},
		{"TooManyQuestions", (&SiteFAQ{Items: make([]FAQItem, 16)}).Validate, "items", MsgTooManyQuestions},
		{"BenefitRequired", (&SiteReading{Benefits: []LearningBenefit{{TextEs: "Solo español"}}}).Validate, "benefits.0.text", MsgBenefitRequired},
		{"TipTextRequired", (&SiteReading{Tips: []ReadingTip{{Title: "Read"}}}).Validate, "tips.0.text", MsgTipTextRequired},
		{"TooManyTips", (&SiteReading{Tips: make([]ReadingTip, 9)}).Validate, "tips", MsgTooManyTips},
		{"AgreeRequired", (&SiteKit{Agree: "  ", AgreeEs: "Acepto."}).Validate, "agree", MsgAgreeRequired},
		{"AgreeTooLong", (&SiteKit{Agree: long(301)}).Validate, "agree", MsgTooLong(300)},
		{"SectionHeadingRequired", (&SitePrivacy{Sections: []PrivacySection{{Text: "Words."}}}).Validate, "sections.0.heading", MsgSectionHeading},
		{"SectionTextRequired", (&SitePrivacy{Sections: []PrivacySection{{Heading: "Cookies"}}}).Validate, "sections.0.text", MsgSectionText},
		{"TooManySections", (&SitePrivacy{Sections: make([]PrivacySection, 11)}).Validate, "sections", MsgTooManySections},
		{"BookBenefitRequired", func() error { return ValidateBookReading(&Book{LearningBenefits: []LearningBenefit{{}}}) }, "learningBenefits.0.text", MsgBenefitRequired},
		{"BookTipTitleTooLong", func() error {
			return ValidateBookReading(&Book{ReadingTips: []ReadingTip{{Title: long(81), Text: "x"}}})
		}, "readingTips.0.title", MsgTooLong(80)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := fieldsOf(c.validate())[c.field]; got != c.wanted {
				t.Fatalf("%s = %q, want %q", c.field, got, c.wanted)
			}
		})
	}
}

func TestSiteTextsValidationTidies(t *testing.T) {
	t.Run("AWorkedOutNumberDropsTheWrittenOne", func(t *testing.T) {
		about := SiteAbout{Cards: []AboutCard{{CountOf: CountUpcoming, Number: "9", NumberEs: "9", Label: " Coming Soon "}}}
		if err := about.Validate(); err != nil {
			t.Fatal(err)
		}
		if c := about.Cards[0]; c.Number != "" || c.NumberEs != "" || c.Label != "Coming Soon" {
			t.Fatalf("card = %+v", c)
		}
	})
	t.Run("EmptyListsAreListsNotNull", func(t *testing.T) {
		about, faq, reading, privacy := SiteAbout{}, SiteFAQ{}, SiteReading{}, SitePrivacy{}
		for _, v := range []interface{ Validate() error }{&about, &faq, &reading, &privacy} {
			if err := v.Validate(); err != nil {
				t.Fatal(err)
			}
		}
		if about.Cards == nil || faq.Items == nil || reading.Benefits == nil || reading.Tips == nil || privacy.Sections == nil {
			t.Fatalf("%+v %+v %+v %+v", about, faq, reading, privacy)
		}
	})
	t.Run("TheDefaultsAreValid", func(t *testing.T) {
		d := DefaultSiteSettings()
		for _, section := range []string{SectionAbout, SectionFAQ, SectionReading, SectionKit, SectionPrivacy} {
			if err := d.Section(section).(interface{ Validate() error }).Validate(); err != nil {
				t.Errorf("%s: %v", section, err)
			}
		}
	})
	t.Run("ABookFormReportsItsListsWithItsOtherFields", func(t *testing.T) {
		b := &Book{Title: "T", Author: "A", Description: "D", AgeRange: "3", PublishDate: "2025-01-01", ISBN: "1", Pages: 1,
			CoverImage: "/files/covers/a.png", Language: BookEnglish, ReadingTips: []ReadingTip{{Title: "Tip"}}}
		fields := fieldsOf(ValidateBook(b))
		if len(fields) != 1 || fields["readingTips.0.text"] != MsgTipTextRequired {
			t.Fatalf("fields = %v", fields)
		}
	})
}

func TestKitAgreeIn(t *testing.T) {
	k := SiteKit{Agree: "I agree.", AgreeEs: "Acepto."}
	if k.AgreeIn("en") != "I agree." || k.AgreeIn("es") != "Acepto." {
		t.Fatal(k.AgreeIn("en"), k.AgreeIn("es"))
	}
	// A Spanish page shows her English sentence while she has written none in Spanish.
	if k.AgreeEs = ""; k.AgreeIn("es") != "I agree." {
		t.Fatal(k.AgreeIn("es"))
	}
}
