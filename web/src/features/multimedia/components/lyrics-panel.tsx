import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

import { t, wordsLang, type Lang } from '@/lib/i18n';

// Spec §2/§4: a song's lyrics, hidden until asked for; line breaks kept. They have no Spanish
// version: they are in lang, the song's book's language, and marked so on a page in another.
export function LyricsPanel({ lyrics, lang }: { lyrics: string; lang: Lang }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-bold text-teal-800 hover:bg-teal-50"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        {open ? t('multimedia.hideLyrics') : t('multimedia.showLyrics')}
      </button>
      <div
        id={panelId}
        hidden={!open}
        lang={wordsLang(lang)}
        className="mt-2 rounded-2xl bg-teal-50 p-4 leading-relaxed whitespace-pre-line text-stone-800 ring-1 ring-teal-100"
      >
        {lyrics}
      </div>
    </div>
  );
}
