import { useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

import { buttonClasses } from '@/components/ui/button';
import { trackFormSubmit } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { useProofOfWork } from '@/lib/proof-of-work';
import type { KindnessKit } from '@/types/api';

import { signUpForKit } from '../api/sign-up-for-kit';
import {
  KIT_FORM_NAME,
  kitSubmitError,
  validateKitSignup,
  type KitErrors,
  type KitValues,
} from '../utils/kit-form';

type Status = { kind: 'idle' | 'submitting' } | { kind: 'error'; message: string } | { kind: 'done'; view: ReactNode };

type KitSignupFormProps = {
  kit: Pick<KindnessKit, 'id' | 'title'>;
  privacyPolicy: ReactNode;
};

// A field's error message, linked to its control with aria-describedby.
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-bold text-red-700">
      {error}
    </p>
  ) : null;
}

// The attributes that tie a control to its error message.
const describe = (id: string, error?: string) => ({
  id,
  'aria-invalid': !!error,
  'aria-describedby': error ? `${id}-error` : undefined,
});

// A labelled text input.
function TextField({ label, error, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string }) {
  return (
    <div>
      <label htmlFor={input.id} className="block font-bold">
        {label}
      </label>
      <input
        {...input}
        {...describe(input.id, error)}
        className={`mt-1.5 w-full rounded-2xl border-2 bg-white px-4 py-2.5 disabled:bg-stone-100 ${error ? 'border-red-700' : 'border-stone-500'}`}
      />
      <FieldError id={input.id} error={error} />
    </div>
  );
}

// The kit form (spec §4, §5, §8): idle, submitting ('Submitting...', fields
// disabled), then the thank-you view with the download links above the form,
// whose fields are cleared, or an error banner (what was typed stays). The
// block appears once per page, so its ids are fixed.
export function KitSignupForm({ kit, privacyPolicy }: KitSignupFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<KitErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';
  const proofOfWork = useProofOfWork('kit');

  // What was typed (the fields are uncontrolled: a failed send keeps them as they are).
  function read(): KitValues {
    const data = new FormData(form.current!);
    return { email: String(data.get('email')).trim(), name: String(data.get('name')).trim(), agree: data.has('agree') };
  }

  // Shows the messages, then moves focus to the first field that needs
  // attention, else (a failed send) back to the submit button.
  function settle(next: KitErrors, nextStatus: Status) {
    flushSync(() => {
      setErrors(next);
      setStatus(nextStatus);
    });
    form.current?.querySelector<HTMLElement>('[aria-invalid=true],[type=submit]')?.focus();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const values = read();
    const found = validateKitSignup(values);
    if (Object.keys(found).length) return settle(found, { kind: 'idle' });

    setErrors({});
    setStatus({ kind: 'submitting' });
    try {
      // The thank-you view's code loads while the sign-up is sent: it stays out
      // of the book page's first JavaScript without making anyone wait. (If it
      // cannot load, the visitor sees the no-answer banner and may try again.)
      const [reply, { default: KitDownloads }] = await Promise.all([
        proofOfWork.take().then((altcha) => signUpForKit({ kitId: kit.id, ...values, page: location.pathname, altcha })),
        import('./kit-downloads'),
      ]);
      trackFormSubmit(KIT_FORM_NAME, true);
      form.current?.reset();
      setStatus({ kind: 'done', view: <KitDownloads kit={kit} reply={reply} /> });
    } catch (error) {
      trackFormSubmit(KIT_FORM_NAME, false);
      // The server's field errors show on the fields too.
      settle(error instanceof ApiError ? error.fields : {}, { kind: 'error', message: kitSubmitError(error) });
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={handleSubmit}
      onFocus={proofOfWork.start}
      onInput={proofOfWork.start}
      // Fields showing an error are checked again as they are corrected.
      onChange={() => Object.keys(errors).length && setErrors(validateKitSignup(read()))}
      className="mt-6 grid gap-5"
    >
      {status.kind === 'error' ? (
        <p role="alert" className="rounded-2xl border-2 border-red-700 bg-red-50 px-4 py-3 font-bold text-red-800">
          {status.message}
        </p>
      ) : null}
      {status.kind === 'done' ? status.view : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="kit-email"
          label="Email address"
          error={errors.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          disabled={submitting}
        />
        <TextField
          id="kit-name"
          label="Your name (optional)"
          error={errors.name}
          name="name"
          autoComplete="name"
          maxLength={100}
          disabled={submitting}
        />
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            {...describe('kit-agree', errors.agree)}
            name="agree"
            type="checkbox"
            required
            disabled={submitting}
            className="size-6 shrink-0 accent-orange-700"
          />
          <label htmlFor="kit-agree" className="font-bold">
            I agree to receive occasional updates.
          </label>
        </div>
        <FieldError id="kit-agree" error={errors.agree} />
        <p className="mt-2 text-sm text-stone-700">Unsubscribe at any time. Read our {privacyPolicy}.</p>
      </div>
      <button
        type="submit"
        aria-disabled={submitting}
        className={buttonClasses({ size: 'lg', className: 'aria-disabled:opacity-60 sm:justify-self-start' })}
      >
        {submitting ? 'Submitting...' : 'Get My Free Kit'}
      </button>
    </form>
  );
}
