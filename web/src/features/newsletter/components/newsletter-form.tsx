import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { trackFormSubmit } from '@/lib/analytics';
import { useProofOfWork } from '@/lib/proof-of-work';

import { NEWSLETTER_MESSAGES, subscribe, validateNewsletterEmail } from '../api/subscribe';

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' | 'error'; message: string };

// The parent newsletter sign-up (spec §4: idle 'Join the Fun!', 'Submitting...' with the
// input and button disabled, then the answer's message; the field is cleared on success).
export function NewsletterForm() {
  const id = useId();
  const headingId = `${id}-heading`;
  const emailId = `${id}-email`;
  const messageId = `${id}-message`;
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';
  const proofOfWork = useProofOfWork('newsletter');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateNewsletterEmail(email);
    if (invalid) {
      setStatus({ kind: 'error', message: invalid });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const result = await subscribe(email, window.location.pathname, await proofOfWork.take());
      trackFormSubmit('newsletter', result.ok);
      if (result.ok) setEmail('');
      setStatus({ kind: result.ok ? 'success' : 'error', message: result.message });
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      trackFormSubmit('newsletter', false);
      const message = error instanceof Error && error.message ? error.message : NEWSLETTER_MESSAGES.thrown;
      setStatus({ kind: 'error', message });
    }
  }

  const showMessage = status.kind === 'success' || status.kind === 'error';
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-4xl rounded-3xl bg-teal-800 px-6 py-10 text-center text-white shadow-md sm:px-12"
    >
      <Mail aria-hidden="true" className="mx-auto size-10 text-amber-300" />
      <h2 id={headingId} className="font-display mt-3 text-2xl font-extrabold sm:text-3xl">
        Join Our Parent Newsletter
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-teal-50">
        Educational tips, new book announcements and free activities for kids.
      </p>
      <form onSubmit={handleSubmit} onFocus={proofOfWork.start} onInput={proofOfWork.start} noValidate className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 text-left">
          <label htmlFor={emailId} className="block text-sm font-bold text-white">
            Email address
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={submitting}
            aria-invalid={status.kind === 'error' ? true : undefined}
            aria-describedby={showMessage ? messageId : undefined}
            className="mt-1 w-full rounded-full border-2 border-white bg-white px-4 py-2.5 text-stone-900 placeholder:text-stone-600 focus-visible:outline-amber-300 disabled:opacity-70"
          />
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex items-center justify-center rounded-full bg-amber-300 px-6 py-3 text-base font-bold text-stone-900 shadow-sm transition-colors hover:bg-amber-200 focus-visible:outline-amber-300 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {submitting ? 'Submitting...' : 'Join the Fun!'}
        </button>
      </form>
      <div aria-live="polite" className="mx-auto mt-4 min-h-6 max-w-lg">
        {showMessage ? (
          <p
            id={messageId}
            className={
              status.kind === 'success'
                ? 'rounded-2xl bg-teal-50 px-4 py-2 font-semibold text-teal-900'
                : 'rounded-2xl bg-white px-4 py-2 font-semibold text-red-800'
            }
          >
            {status.message}
          </p>
        ) : null}
      </div>
      <p className="mx-auto mt-2 max-w-lg text-sm text-teal-50">
        One email now and then; unsubscribe with one click at any time. See our{' '}
        <Link to={paths.privacyPolicy.getHref()} className="font-bold text-white underline">
          Privacy Policy
        </Link>
        .
      </p>
    </section>
  );
}
