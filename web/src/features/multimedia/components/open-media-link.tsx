import { ExternalLink } from 'lucide-react';

import { t } from '@/lib/i18n';
import { isSafeLink } from '@/lib/media-url';

// A link that cannot be played here opens in a new tab (DESIGN.md: no fixed
// fallback video). An unusable address shows nothing clickable.
export function OpenMediaLink({ url, label, title }: { url: string; label: string; title: string }) {
  if (!isSafeLink(url)) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-full border-2 border-orange-700 bg-white px-4 py-2 text-sm font-bold text-orange-800 hover:bg-orange-50"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {label}
      <span className="sr-only">{t('multimedia.linkNote', { title })}</span>
    </a>
  );
}
