// A blank line (nothing on it but spaces) ends one paragraph and starts the next: what a text
// copied from a document, a mail or a web page has between its paragraphs. The server splits
// saved paragraphs by the same rule (internal/storyshelf/author_info.go Paragraphs).
const BLANK_LINE = /\n[\t\f\v\r\p{Zs}]*\n/u;

export const hasBlankLine = (text: string) => BLANK_LINE.test(text);

// The paragraphs of a text, trimmed, empty ones left out.
export function splitParagraphs(text: string): string[] {
  return text
    .split(BLANK_LINE)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
