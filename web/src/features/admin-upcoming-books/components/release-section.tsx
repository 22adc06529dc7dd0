import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { InputField } from '@/components/ui/form/input-field';
import { ListField } from '@/components/ui/form/list-field';

import { datesDisagree, defaultReleaseAt } from '../utils/release-form';
import { releaseDateInWords } from './upcoming-books-list';

// Readers see the expected release date (Coming Soon, the book page); the release happens on the
// day she picked. When the two differ she is told, with the one-click way to make them agree.
function DatesDisagree() {
  const { setValue } = useFormContext();
  const [expected, at] = useWatch({ name: ['expectedReleaseDate', 'release.at'] }) as [string, string];
  if (!datesDisagree(expected, at)) return null;
  const day = at.slice(0, 10);
  return (
    <div role="status" className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-stone-900 sm:col-span-2">
      <p>
        Readers see <strong>{releaseDateInWords(expected)}</strong> as the expected release date, but the book comes out on{' '}
        <strong>{releaseDateInWords(day)}</strong>.
      </p>
      <button
        type="button"
        className="mt-2 font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900"
        onClick={() => setValue('expectedReleaseDate', day, { shouldDirty: true, shouldValidate: true })}
      >
        Make the expected release date {releaseDateInWords(day)}
      </button>
    </div>
  );
}

// The upcoming book form's "Release day" (issue #30 part 3): turned on, it becomes a book at
// the time she picks, with the book form's own fields for what an announcement lacks. The
// details also show when "Release now" found them missing (showDetails), so she can add them.
export function ReleaseSection({ showDetails = false }: { showDetails?: boolean }) {
  const { getValues, setValue } = useFormContext();
  const enabled = useWatch({ name: 'release.enabled' }) as boolean;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  // Turned on without a time: the expected release date's morning, which she may change (or
  // clear: only turning it on fills it in).
  useEffect(() => {
    const suggested = defaultReleaseAt(getValues('expectedReleaseDate') as string);
    if (enabled && getValues('release.at') === '' && suggested !== '') setValue('release.at', suggested);
  }, [enabled, getValues, setValue]);

  return (
    <fieldset
      aria-describedby="release-day-hint"
      className="min-w-0 space-y-4 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <legend className="px-1 font-display text-2xl font-bold text-stone-900">Release day</legend>
      <p id="release-day-hint" className="text-sm text-stone-700">
        On its release day it leaves Coming Soon and appears in Books with its cover, texts and where-to-buy links: the
        pre-order stores, and the pre-order URL as a buy link. Add the Spanish edition from Books.
      </p>
      <CheckboxField name="release.enabled" label="Make it a book on its release day" />
      {enabled || showDetails ? (
        <div className="grid min-w-0 gap-5 sm:grid-cols-2">
          {enabled ? (
            <InputField
              name="release.at"
              label="Release at"
              type="datetime-local"
              required
              hint={`Your time zone (${zone})`}
              className="sm:col-span-2 sm:max-w-xs"
            />
          ) : null}
          {enabled ? <DatesDisagree /> : null}
          <InputField name="release.ageRange" label="Age Range" required hint="For example 3-6" />
          <InputField name="release.isbn" label="ISBN" required />
          <InputField name="release.pages" label="Pages" type="number" min={1} step={1} inputMode="numeric" required />
          <div className="min-w-0 sm:col-span-2">
            <h3 className="font-bold text-stone-900">Genres</h3>
            <p id="release-genres-hint" className="mb-3 text-sm text-stone-700">
              Genres become the topics readers can filter by, such as Kindness or Friendship. Empty ones are left out.
            </p>
            <ListField name="release.genres" itemLabel={(n) => `Genre ${n}`} addLabel="Add Genre" hintId="release-genres-hint" />
          </div>
          <div className="sm:col-span-2">
            <CheckboxField name="release.newsletterDraft" label="Prepare a newsletter draft announcing it" />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
