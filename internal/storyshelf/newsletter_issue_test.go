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
