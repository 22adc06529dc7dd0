package mails

import (
	"fmt"
	"html"
	"strings"

	"github.com/storyshelf/storyshelf/internal/i18n"
	"github.com/storyshelf/storyshelf/internal/storyshelf"
)

// A newsletter's ready-made parts for a book: the card the editor inserts,
// a kit's invitation, and the draft that announces a new book. Each is in one
// language, its words and its links to that language's pages, so that a
// Spanish version links the Spanish site. They are HTML an issue keeps
// (storyshelf.SanitizeIssueHTML): no boxes or styles, so a card is a cover,
// a title and a button. Links are full addresses from the site's address
// (base), never a request's: a mail is read elsewhere.

// cardDescription is how much of a description a card shows: a teaser.
const cardDescription = 200

// BookPage is the full address of b's page in lang.
func BookPage(base string, lang i18n.Lang, b *storyshelf.Book) string {
	return strings.TrimRight(base, "/") + lang.Path("/books/"+b.SlugWithID())
}

// BookCard is b as a card: its cover, its title linking to its page, the
// start of its description and a button to the page.
func BookCard(base string, lang i18n.Lang, b *storyshelf.Book) string {
	link := BookPage(base, lang, b)
	out := bookCover(b) + fmt.Sprintf(`<h3><a href="%s">%s</a></h3>`, html.EscapeString(link), html.EscapeString(b.Title))
	if d := storyshelf.Summary(b.Description, cardDescription); d != "" {
		out += "<p>" + html.EscapeString(d) + "</p>"
	}
	return out + button(link, lang.T("mail.card.seeBook"))
}

// KitCard invites readers to kit, whose sign-up form is on its book's page
// (b, the edition in lang), in the block with id "kit".
func KitCard(base string, lang i18n.Lang, kit *storyshelf.KindnessKit, b *storyshelf.Book) string {
	title, _ := storyshelf.InLang(string(lang), kit.Title, kit.TitleEs)
	if title == "" {
		title, _ = storyshelf.InLang(string(lang), kit.Headline, kit.HeadlineEs)
	}
	if title == "" {
		title = b.Title
	}
	return "<h3>" + html.EscapeString(title) + "</h3>" + button(BookPage(base, lang, b)+"#kit", lang.T("mail.card.getKit"))
}

// Announcement is the draft that announces a new book: a version for each
// of its editions (the English one and the Spanish one, either of them
// missing), in the edition's language, with its title, cover, description
// and a button to its page.
func Announcement(base string, editions ...*storyshelf.Book) *storyshelf.Issue {
	i := &storyshelf.Issue{Audience: storyshelf.AudienceAll}
	for _, b := range editions {
		if b == nil {
			continue
		}
		lang := i18n.Parse(b.Language)
		link := BookPage(base, lang, b)
		title := strings.Join(strings.Fields(b.Title), " ")
		subject := []rune(lang.T("mail.card.newBook", i18n.Args{"title": title}))
		preview := storyshelf.Summary(b.Description, storyshelf.MaxIssuePreview)
		var body strings.Builder
		fmt.Fprintf(&body, "<h1>%s</h1>%s", html.EscapeString(title), bookCover(b))
		for _, para := range paragraphs(b.Description) {
			fmt.Fprintf(&body, "<p>%s</p>", html.EscapeString(para))
		}
		body.WriteString(button(link, lang.T("mail.card.seeBook")))
		text := title + "\n\n" + strings.Join(paragraphs(b.Description), "\n\n") + "\n\n" + lang.T("mail.card.seeBook") + ": " + link
		v := string(subject[:min(len(subject), storyshelf.MaxIssueSubject)])
		if lang == i18n.Spanish {
			i.SubjectEs, i.PreviewTextEs, i.HTMLEs, i.TextEs = v, preview, body.String(), text
		} else {
			i.Subject, i.PreviewText, i.HTML, i.Text = v, preview, body.String(), text
		}
	}
	return i
}

// bookCover is the book's cover when the site itself stores it (a /files/
// path): an issue shows no image from elsewhere.
func bookCover(b *storyshelf.Book) string {
	if !strings.HasPrefix(b.CoverImage, "/files/") {
		return ""
	}
	return fmt.Sprintf(`<p><img src="%s" alt="%s"></p>`, html.EscapeString(b.CoverImage), html.EscapeString(b.Title))
}

// button is a link the issue shows as a button.
func button(link, words string) string {
	return fmt.Sprintf(`<p><a class="button" href="%s">%s</a></p>`, html.EscapeString(link), html.EscapeString(words))
}

// paragraphs splits a text at its blank lines.
func paragraphs(s string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
