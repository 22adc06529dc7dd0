import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useController } from 'react-hook-form';

import { buttonClasses } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useFormField } from '@/components/ui/form/use-form-field';
import { trackFormSubmit } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { useProofOfWork } from '@/lib/proof-of-work';
import type { KindnessKit } from '@/types/api';

import { signUpForKit } from '../api/sign-up-for-kit';
import { emptyKitValues, KIT_FORM_NAME, kitSignupSchema, kitSubmitError, type KitValues } from '../utils/kit-form';

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

// A labelled text input of the kit form.
function TextField({ name, label, ...input }: InputHTMLAttributes<HTMLInputElement> & { name: keyof KitValues; label: string }) {
  const { id, error, bind } = useFormField(name);
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <input
        {...input}
        {...bind}
        {...describe(id, error)}
        className={`mt-1.5 w-full rounded-2xl border-2 bg-white px-4 py-2.5 disabled:bg-stone-100 ${error ? 'border-red-700' : 'border-stone-500'}`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

// The agreement box.
function AgreeField({ disabled }: { disabled: boolean }) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<KitValues, 'agree'>({ name: 'agree' });
  const error = fieldState.error?.message;
  return (
    <>
      <div className="flex items-start gap-3">
        <input
          {...describe('kit-agree', error)}
          ref={ref}
          name={name}
          type="checkbox"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          required
          disabled={disabled}
          className="size-6 shrink-0 accent-orange-700"
        />
        <label htmlFor="kit-agree" className="font-bold">
          I agree to receive occasional updates.
        </label>
      </div>
      <FieldError id="kit-agree" error={error} />
    </>
  );
}

// The kit form (spec §4, §5, §8): idle, submitting ('Submitting...', fields
// disabled), then the thank-you view with the download links above the form,
// whose fields are cleared, or an error banner (what was typed stays). The
// block appears once per page, so its ids are fixed.
export function KitSignupForm({ kit, privacyPolicy }: KitSignupFormProps) {
  const state = useAppForm(kitSignupSchema, emptyKitValues);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';
  const proofOfWork = useProofOfWork('kit');

  async function send({ email, name, agree }: KitValues) {
    setStatus({ kind: 'submitting' });
    const values = { email: email.trim(), name: name.trim(), agree };
    try {
      // The thank-you view's code loads while the sign-up is sent: it stays out
      // of the book page's first JavaScript without making anyone wait. (If it
      // cannot load, the visitor sees the no-answer banner and may try again.)
      const [reply, { default: KitDownloads }] = await Promise.all([
        proofOfWork.take().then((altcha) => signUpForKit({ kitId: kit.id, ...values, page: location.pathname, altcha })),
        import('./kit-downloads'),
      ]);
      trackFormSubmit(KIT_FORM_NAME, true);
      state.form.reset();
      setStatus({ kind: 'done', view: <KitDownloads kit={kit} reply={reply} /> });
    } catch (error) {
      trackFormSubmit(KIT_FORM_NAME, false);
      // The fields are enabled again before focus moves to the first one the server named
      // (its field errors show on the fields too), else to the submit button.
      flushSync(() => setStatus({ kind: 'error', message: kitSubmitError(error) }));
      state.fail(error instanceof ApiError ? error.fields : {});
    }
  }

  return (
    <Form
      state={state}
      idPrefix="kit"
      busy={submitting}
      onValid={send}
      onFocus={proofOfWork.start}
      onInput={proofOfWork.start}
      className="mt-6 grid gap-5"
    >
      {status.kind === 'error' ? (
        <p role="alert" className="rounded-2xl border-2 border-red-700 bg-red-50 px-4 py-3 font-bold text-red-800">
          {status.message}
        </p>
      ) : null}
      {status.kind === 'done' ? status.view : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="email" label="Email address" type="email" autoComplete="email" required disabled={submitting} />
        <TextField name="name" label="Your name (optional)" autoComplete="name" maxLength={100} disabled={submitting} />
      </div>
      <div>
        <AgreeField disabled={submitting} />
        <p className="mt-2 text-sm text-stone-700">Unsubscribe at any time. Read our {privacyPolicy}.</p>
      </div>
      <button
        type="submit"
        aria-disabled={submitting}
        className={buttonClasses({ size: 'lg', className: 'aria-disabled:opacity-60 sm:justify-self-start' })}
      >
        {submitting ? 'Submitting...' : 'Get My Free Kit'}
      </button>
    </Form>
  );
}
