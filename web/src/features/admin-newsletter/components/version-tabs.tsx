import { Check } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

import { tabKeyTarget } from '@/components/ui/tab-keys';

import type { IssueLang } from '../types';
import { ISSUE_LANGS, versionWritten, type IssueFormValues } from '../utils/issue-form';

// Each tab names its version in its own language.
const TAB_NAMES: Record<IssueLang, string> = { en: 'English', es: 'Español' };

type VersionTabsProps = {
  selected: IssueLang;
  onSelect: (lang: IssueLang) => void;
  // One version's fields.
  panel: (lang: IssueLang) => ReactNode;
};

// The issue's English and Spanish versions as ARIA tabs (WAI-ARIA Authoring Practices "Tabs,
// automatic activation"): Left/Right move between them, Home/End go to the first/last, and the
// focused tab is shown. Both panels stay mounted, the other one hidden, so each body's editor
// keeps what it holds. A tab is marked once its version has a subject and a body.
export function VersionTabs({ selected, onSelect, panel }: VersionTabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<IssueLang, HTMLButtonElement | null>>>({});
  const values = useWatch<IssueFormValues, ['subject', 'bodyHtml', 'subjectEs', 'bodyHtmlEs']>({
    name: ['subject', 'bodyHtml', 'subjectEs', 'bodyHtmlEs'],
  });
  const written: Record<IssueLang, boolean> = {
    en: versionWritten(values[0], values[1]),
    es: versionWritten(values[2], values[3]),
  };
  const tabId = (lang: IssueLang) => `${baseId}-tab-${lang}`;
  const panelId = (lang: IssueLang) => `${baseId}-panel-${lang}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabKeyTarget(event.key, index, ISSUE_LANGS.length);
    if (next === undefined) return;
    event.preventDefault();
    const lang = ISSUE_LANGS[next]!;
    onSelect(lang);
    tabRefs.current[lang]?.focus();
  };

  return (
    <div className="space-y-4">
      <div>
        <div
          role="tablist"
          aria-label="Language"
          aria-describedby={`${baseId}-hint`}
          className="inline-flex gap-1 rounded-full bg-amber-50 p-1 ring-1 ring-amber-200"
        >
          {ISSUE_LANGS.map((lang, i) => {
            const active = lang === selected;
            return (
              <button
                key={lang}
                ref={(el) => {
                  tabRefs.current[lang] = el;
                }}
                type="button"
                role="tab"
                id={tabId(lang)}
                aria-selected={active}
                aria-controls={panelId(lang)}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(lang)}
                onKeyDown={(event) => onKeyDown(event, i)}
                className={
                  'inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-bold ' +
                  (active ? 'bg-orange-700 text-white shadow-sm' : 'text-stone-800 hover:bg-amber-100')
                }
              >
                <span lang={lang}>{TAB_NAMES[lang]}</span>
                {written[lang] ? (
                  <>
                    <Check aria-hidden="true" className="size-4" />
                    <span className="sr-only">, written</span>
                  </>
                ) : null}
              </button>
            );
          })}
        </div>
        <p id={`${baseId}-hint`} className="mt-1.5 text-sm text-stone-700">
          Each subscriber gets the version in their language; someone whose language has no version gets the other one.
        </p>
      </div>
      {ISSUE_LANGS.map((lang) => (
        <div key={lang} role="tabpanel" id={panelId(lang)} aria-labelledby={tabId(lang)} hidden={lang !== selected} className="space-y-4">
          {panel(lang)}
        </div>
      ))}
    </div>
  );
}
