import { CircleCheck, Circle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';

import type { Dashboard } from '../api/get-dashboard';

import { EMAIL_SETTINGS_HREF } from './mail-notice';

type Checklist = Dashboard['checklist'];

// The four first steps of a new site, each with the screen where it is done.
const STEPS: Array<{ key: keyof Checklist; label: string; href: string }> = [
  { key: 'siteName', label: "Set your site's name", href: `${adminPaths.settings.getHref()}#identity-section` },
  { key: 'email', label: 'Set up email', href: EMAIL_SETTINGS_HREF },
  { key: 'firstBook', label: 'Add your first book', href: adminPaths.newBook.getHref() },
  { key: 'backups', label: 'Turn on backups', href: `${adminPaths.settings.getHref()}#backups` },
];

export const checklistDone = (checklist: Checklist) => STEPS.every((step) => checklist[step.key]);

// Hiding the list is remembered in this browser only: it is the owner's own choice of view.
const HIDDEN_KEY = 'storyshelf.admin.checklistHidden';

function readHidden() {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function useChecklistHidden() {
  const [hidden, setHidden] = useState(readHidden);
  const hide = () => {
    try {
      localStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      // Not stored: the list stays hidden until the page is loaded again.
    }
    setHidden(true);
  };
  return { hidden, hide };
}

// The first-run checklist (issue 27), in place of the dashboard's greeting until every step is
// done: each step links to its screen and ticks itself off from what the server says is done.
// A step's state is written out ("Done", "To do"), not shown by colour or icon alone.
export function FirstRunChecklist({ checklist, onHide }: { checklist: Checklist; onHide: () => void }) {
  const done = STEPS.filter((step) => checklist[step.key]).length;
  return (
    <section aria-labelledby="checklist-heading" className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="checklist-heading" className="font-display text-2xl font-bold text-stone-900">
            Get your site ready
          </h2>
          <p className="mt-1 text-stone-700">
            {done} of {STEPS.length} steps done. Each step ticks itself off once you have done it.
          </p>
        </div>
        <Button variant="ghost" onClick={onHide}>
          Hide this list
        </Button>
      </div>
      <ol className="mt-4 space-y-2">
        {STEPS.map((step) => {
          const isDone = checklist[step.key];
          return (
            <li
              key={step.key}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border-2 border-amber-200 bg-white px-4 py-3"
            >
              {isDone ? (
                <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="size-6 shrink-0 text-stone-500" />
              )}
              <Link
                to={step.href}
                className={`min-w-0 flex-1 font-bold underline-offset-2 hover:underline ${
                  isDone ? 'text-stone-700' : 'text-orange-800 underline'
                }`}
              >
                {step.label}
              </Link>
              <span
                className={`shrink-0 rounded-full px-3 py-0.5 text-sm font-bold ring-1 ${
                  isDone ? 'bg-green-50 text-green-800 ring-green-300' : 'bg-amber-100 text-amber-900 ring-amber-300'
                }`}
              >
                {isDone ? 'Done' : 'To do'}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
