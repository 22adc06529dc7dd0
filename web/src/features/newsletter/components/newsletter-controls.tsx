import type { InputHTMLAttributes, Ref } from 'react';

import { t } from '@/lib/i18n';

export const NEWSLETTER_FORM_CLASSES = 'mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row sm:items-end';

// What the sign-up shows under the form: the answer, or why it was not sent.
export type NewsletterMessage = { kind: 'success' | 'error'; text: string };

type NewsletterControlsProps = {
  emailId: string;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  submitting: boolean;
};

// The sign-up's field and button (spec §4: 'Join the Fun!', 'Submitting...' with both
// disabled), the same before and after the form's code has loaded.
export function NewsletterControls({ emailId, input, submitting }: NewsletterControlsProps) {
  return (
    <>
      <div className="flex-1 text-left">
        <label htmlFor={emailId} className="block text-sm font-bold text-white">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.emailPlaceholder')}
          disabled={submitting}
          className="mt-1 w-full rounded-full border-2 border-white bg-white px-4 py-2.5 text-stone-900 placeholder:text-stone-600 focus-visible:outline-amber-300 disabled:opacity-70"
          {...input}
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex items-center justify-center rounded-full bg-amber-300 px-6 py-3 text-base font-bold text-stone-900 shadow-sm transition-colors hover:bg-amber-200 focus-visible:outline-amber-300 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
      </button>
    </>
  );
}

// The live region that announces the answer; it is there, empty, from the start.
export function NewsletterAnswer({ id, message }: { id: string; message?: NewsletterMessage }) {
  return (
    <div aria-live="polite" className="mx-auto mt-4 min-h-6 max-w-lg">
      {message ? (
        <p
          id={id}
          className={
            message.kind === 'success'
              ? 'rounded-2xl bg-teal-50 px-4 py-2 font-semibold text-teal-900'
              : 'rounded-2xl bg-white px-4 py-2 font-semibold text-red-800'
          }
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
