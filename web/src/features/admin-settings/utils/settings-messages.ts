// The settings screen's messages. The checks' words are the server's (the issue 12 contract),
// so a form says what the server would.
export const tooLong = (max: number) => `Please keep this to ${max} characters or fewer.`;
export const MSG_NAME_REQUIRED = "Please enter the site's name.";
export const MSG_PUBLISHER_TYPE = 'Choose Organisation or Person.';
export const MSG_EMAIL_INVALID = 'Please enter a valid email address.';
export const MSG_TOO_MANY_LINKS = 'Add at most 12 links.';
export const MSG_LINK_KIND = 'Choose which site this link is for.';
export const MSG_LINK_URL = 'Please enter a full address starting with https://';
export const MSG_HERO_TITLE = 'Please enter the hero title.';
export const MSG_BUTTON_LABEL = "Please enter the button's label.";
export const MSG_TOO_MANY_ITEMS = 'Add at most 6 items.';
export const MSG_ITEM_TITLE = "Please enter the item's title.";
export const MSG_ITEM_TEXT = "Please enter the item's text.";
export const MSG_NOT_AN_IMAGE = 'Upload a PNG, JPEG, GIF or WebP image.';
export const MSG_FROM_NAME = "The sender's name cannot contain < > or quotation marks.";

export const MSG_SETTINGS_LOAD_FAILED = 'Failed to load settings. Please try again.';
export const MSG_SAVE_FAILED = 'Failed to save settings. Please try again.';
export const MSG_RESET_FAILED = 'Failed to reset settings. Please try again.';
export const MSG_LOGO_FAILED = 'Failed to upload the logo. Please try again.';
export const MSG_SHARE_IMAGE_FAILED = 'Failed to upload the image. Please try again.';

// What a section's save says: that section is saved, and which others are not yet
// ('Identity saved. Your changes to Home page are not saved yet.').
export function savedMessage(title: string, unsavedElsewhere: string[]) {
  return withUnsavedElsewhere(`${title} saved.`, unsavedElsewhere);
}

// A save's own message, then which other sections are not saved yet.
export function withUnsavedElsewhere(message: string, unsavedElsewhere: string[]) {
  if (unsavedElsewhere.length === 0) return message;
  const others =
    unsavedElsewhere.length === 1
      ? unsavedElsewhere[0]
      : `${unsavedElsewhere.slice(0, -1).join(', ')} and ${unsavedElsewhere.at(-1)}`;
  return `${message} Your changes to ${others} are not saved yet.`;
}

export const MAX_LINKS = 12;
export const MAX_WHY_ITEMS = 6;

// The site's texts (the About page, the contact FAQ, the kit form, the privacy policy; the book
// pages' lists are checked in lib/admin-reading-lists.ts).
export const MSG_TOO_MANY_CARDS = 'Add at most 6 cards.';
export const MSG_CARD_LABEL = "Please enter the card's label.";
export const MSG_TOO_MANY_QUESTIONS = 'Add at most 15 questions.';
export const MSG_QUESTION = 'Please enter the question.';
export const MSG_ANSWER = 'Please enter the answer.';
export const MSG_AGREE = 'Please enter the sentence readers agree to.';
export const MSG_TOO_MANY_SECTIONS = 'Add at most 10 sections.';
export const MSG_SECTION_HEADING = "Please enter the section's heading.";
export const MSG_SECTION_TEXT = "Please enter the section's text.";

export const MAX_CARDS = 6;
export const MAX_QUESTIONS = 15;
export const MAX_PRIVACY_SECTIONS = 10;
