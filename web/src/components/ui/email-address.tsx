import { Fragment } from 'react';

// The points where an address may wrap: after its @ and before each dot, as addresses are
// broken in print ('sam.reader@' / 'primary-school' / '.example.org').
const WRAP_POINTS = /(?<=@)|(?=\.)/;

// A part with its hyphens held to the letter after them: a line break after a hyphen would
// read as a word broken in two, not as part of the address.
function KeepHyphens({ text }: { text: string }) {
  return text.split(/(-.)/).map((piece, i) =>
    i % 2 === 1 ? (
      <span key={i} className="whitespace-nowrap">
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}

// An email address that wraps at sensible points on a narrow screen (issue 27) instead of
// mid-word: a <wbr> after the @ and before each dot, and never after a hyphen. Only a part
// wider than the whole line breaks anywhere (overflow-wrap: anywhere, the last resort).
// Screen readers and copying are not affected: <wbr> is no character, and the spans are
// inline.
export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  const parts = email.split(WRAP_POINTS);
  return (
    <span className={`wrap-anywhere ${className}`}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <KeepHyphens text={part} />
        </Fragment>
      ))}
    </span>
  );
}
