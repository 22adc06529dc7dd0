package storyshelf

import (
	"strings"
	"testing"
)

func TestSanitizeIssueHTML(t *testing.T) {
	for in, want := range map[string]string{
		`<h2>Hi</h2><p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul>`:  `<h2>Hi</h2><p><strong>b</strong> <em>i</em></p><ul><li>x</li></ul>`,
		`<a href="https://example.com/a" class="button">Read</a>`:             `<a href="https://example.com/a" class="button">Read</a>`,
		`<a href="mailto:ann@example.com">mail</a>`:                           `<a href="mailto:ann@example.com">mail</a>`,
		`<a href="javascript:alert(1)">x</a>`:                                 `x`,
		`<a href="https://example.com" class="evil" onclick="x()">x</a>`:      `<a href="https://example.com">x</a>`,
		`<img src="/files/covers/a.jpg" alt="Cover">`:                         `<img src="/files/covers/a.jpg" alt="Cover">`,
		`<img src="https://tracker.example/p.gif">`:                           ``,
		`<script>alert(1)</script><p style="color:red">t</p>`:                 `<p>t</p>`,
		`<iframe src="https://x"></iframe><table><tr><td>t</td></tr></table>`: `t`,
	} {
		if got := SanitizeIssueHTML(in); got != want {
			t.Errorf("SanitizeIssueHTML(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestIssueValidation(t *testing.T) {
	i := &Issue{Subject: strings.Repeat("a", MaxIssueSubject+1), Audience: "martians"}
	err := i.NormalizeDraft()
	if f := ErrorFields(err); f["subject"] != MsgIssueSubjectTooLong || f["audience"] != MsgIssueAudienceUnknown {
		t.Fatalf("draft: %v", err)
	}
	i = &Issue{Audience: AudienceKit}
	if err := i.NormalizeDraft(); err != nil {
		t.Fatal(err) // an empty draft is fine
	}
	err = i.ValidateForSending()
	if f := ErrorFields(err); f["subject"] != MsgIssueSubjectRequired || f["bodyHtml"] != MsgIssueBodyRequired ||
		f["audienceKit"] != MsgIssueKitRequired {
		t.Fatalf("sending: %v", err)
	}
	if err := (NewsletterSettings{PerMinute: 0}).Validate(); err == nil {
		t.Fatal("a pace of 0 was accepted")
	}
	if got := (NewsletterSettings{PerMinute: DefaultNewsletterPerMinute}).Interval(); got.Seconds() != 1 {
		t.Fatalf("default interval %v", got)
	}
}

func TestIssueVersions(t *testing.T) {
	both := &Issue{Subject: "Spring", HTML: "<p>Hi</p>", Text: "Hi", SubjectEs: "Primavera", HTMLEs: "<p>Hola</p>", TextEs: "Hola"}
	english := &Issue{Subject: "Spring", HTML: "<p>Hi</p>", Text: "Hi"}
	spanish := &Issue{SubjectEs: "Primavera", HTMLEs: "<p>Hola</p>", TextEs: "Hola"}
	for _, c := range []struct {
		issue          *Issue
		lang, wantLang string
	}{
		{both, "en", "en"}, {both, "es", "es"},
		{english, "es", "en"}, // the other version when theirs is not written
		{spanish, "en", "es"},
		{spanish, "", "es"},
	} {
		if v := c.issue.Version(c.lang); v.Lang != c.wantLang || !v.Written() {
			t.Errorf("%q's %q reader gets %+v", c.issue.Name(), c.lang, v)
		}
	}
	if spanish.Name() != "Primavera" || both.Name() != "Spring" {
		t.Errorf("names %q %q", spanish.Name(), both.Name())
	}
	for _, i := range []*Issue{both, english, spanish} {
		if err := i.ValidateForSending(); err != nil {
			t.Errorf("%q: %v", i.Name(), err)
		}
	}
	// A version begun must be complete; the other may stay empty.
	half := &Issue{Subject: "Spring", HTML: "<p>Hi</p>", Text: "Hi", SubjectEs: "Primavera"}
	if f := ErrorFields(half.ValidateForSending()); len(f) != 1 || f["bodyHtmlEs"] != MsgIssueBodyRequired {
		t.Errorf("a Spanish subject alone: %v", f)
	}
	bodyOnly := &Issue{HTMLEs: "<p>Hola</p>", TextEs: "Hola"}
	if f := ErrorFields(bodyOnly.ValidateForSending()); len(f) != 1 || f["subjectEs"] != MsgIssueSubjectRequired {
		t.Errorf("a Spanish body alone: %v", f)
	}
	long := &Issue{SubjectEs: strings.Repeat("a", MaxIssueSubject+1), PreviewTextEs: "two\nlines"}
	if f := ErrorFields(long.NormalizeDraft()); f["subjectEs"] != MsgIssueSubjectTooLong || f["previewTextEs"] != MsgIssuePreviewTooLong {
		t.Errorf("the Spanish version's limits: %v", f)
	}
	dirty := &Issue{HTMLEs: `<p>Hola</p><script>x()</script>`}
	if err := dirty.NormalizeDraft(); err != nil || dirty.HTMLEs != "<p>Hola</p>" {
		t.Errorf("the Spanish body is not sanitized: %q %v", dirty.HTMLEs, err)
	}
}

func TestArchivedIssueIn(t *testing.T) {
	a := &ArchivedIssue{SubjectEs: "Primavera", HTMLEs: "<p>Hola</p>"}
	if a.In("en") || !a.In("es") || a.Version("en").Subject != "Primavera" {
		t.Errorf("a Spanish-only issue: in en %v, in es %v, %+v", a.In("en"), a.In("es"), a.Version("en"))
	}
	a = &ArchivedIssue{Subject: "Spring", SubjectEs: "Primavera"}
	if !a.In("en") || !a.In("es") || a.Version("es").Subject != "Primavera" {
		t.Errorf("both: %+v", a)
	}
}
