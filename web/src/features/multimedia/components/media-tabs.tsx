import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { tabKeyTarget } from '@/components/ui/tab-keys';

export type MediaTab<T extends string> = {
  value: T;
  label: string;
  icon?: ReactNode;
  panel: ReactNode;
};

type MediaTabsProps<T extends string> = {
  label: string;
  tabs: MediaTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
};

// ARIA tabs (WAI-ARIA Authoring Practices "Tabs, automatic activation"):
// a tablist of tabs with a roving tabindex; Left/Right arrows move between
// tabs (wrapping), Home/End go to the first/last, and the focused tab is
// selected. Every panel stays in the document (hidden when not selected) so
// aria-controls always points at an element.
export function MediaTabs<T extends string>({ label, tabs, selected, onSelect }: MediaTabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabKeyTarget(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.value);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex w-full gap-1 rounded-full bg-white p-1.5 shadow-sm ring-1 ring-amber-200 sm:inline-flex sm:w-auto"
      >
        {tabs.map((tab, i) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={active}
              aria-controls={panelId(i)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              onKeyDown={(event) => onKeyDown(event, i)}
              className={
                'inline-flex flex-1 items-center justify-center gap-2 rounded-full px-3 py-2.5 text-sm font-bold whitespace-nowrap transition-colors sm:flex-none sm:px-6 sm:text-base ' +
                (active ? 'bg-orange-700 text-white shadow-sm' : 'text-stone-800 hover:bg-amber-100')
              }
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          hidden={tab.value !== selected}
          tabIndex={0}
          className="mt-6 rounded-3xl sm:mt-8"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
