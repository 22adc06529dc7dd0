// How a newsletter's words look on its web version. The HTML is the server's sanitized copy
// (headings, paragraphs, lists, links, the site's own images, links with class "button"); it has
// no style attributes, so the page's CSP holds, and a button is styled here rather than inline
// as in the mail.
const BODY_CLASSES = [
  'text-lg leading-relaxed text-stone-800 break-words',
  '[&_h1]:font-display [&_h1]:mt-6 [&_h1]:text-3xl [&_h1]:font-extrabold [&_h1]:text-stone-900',
  '[&_h2]:font-display [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900',
  '[&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:font-bold [&_a]:text-orange-800 [&_a]:underline',
  '[&_a.button]:inline-block [&_a.button]:rounded-md [&_a.button]:bg-orange-800 [&_a.button]:px-5 [&_a.button]:py-3',
  '[&_a.button]:text-white [&_a.button]:no-underline',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
].join(' ');

export function IssueBody({ html }: { html: string }) {
  // The server sanitized this HTML when it was saved (storyshelf.SanitizeIssueHTML).
  return <div className={BODY_CLASSES} dangerouslySetInnerHTML={{ __html: html }} />;
}
