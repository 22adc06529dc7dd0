// The forms' email check, as the server's ValidateEmail (internal/storyshelf) makes it, so a
// person sees the message before posting: the spec's rule (text, an at-sign, text, a dot, text)
// and a domain that mail can reach.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// One label of a host name, in its ASCII form: letters, digits and inner hyphens, at most 63.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isEmailAddress(value: string) {
  return EMAIL_PATTERN.test(value) && isMailDomain(value.slice(value.lastIndexOf('@') + 1));
}

// A domain mail can be sent to: the browser's URL parser turns an internationalised one
// (münchen.de) into its ASCII form, which must then be host-name labels; "b.co#x", "-b.co",
// "b_c.co" and "xn--.co" are not.
export function isMailDomain(domain: string) {
  // Characters that would end the host or make it something else in a URL.
  if (/[\s#/?:@\\%[\]]/.test(domain)) return false;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return false;
  }
  if (ascii.length > 253) return false;
  return ascii
    .replace(/\.$/, '')
    .split('.')
    .every((label) => LABEL.test(label) && (label.slice(2, 4) !== '--' || /^xn--./.test(label)));
}
