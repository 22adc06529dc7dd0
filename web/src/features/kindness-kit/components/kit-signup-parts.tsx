import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import type { OwnerText } from '@/lib/owner-text';

// The kit form's pieces that look the same before and after its code has loaded
// (DeferredKitSignupForm, KitSignupForm). The block appears once per page, so its ids are fixed.

export const KIT_FORM_CLASSES = 'mt-6 grid gap-5';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

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
export function KitTextInput({ id, label, error, input }: { id: string; label: string; error?: string; input: InputProps }) {
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <input
        {...input}
        {...describe(id, error)}
        className={`mt-1.5 w-full rounded-2xl border-2 bg-white px-4 py-2.5 disabled:bg-stone-100 ${error ? 'border-red-700' : 'border-stone-500'}`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

// The email and name fields, side by side.
export function KitTextFields({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>;
}

type KitAgreeBoxProps = {
  error?: string;
  input: InputProps;
  privacyPolicy: ReactNode;
  // The owner's sentence as this page shows it (the kit's agree and agreeEs through ownerText):
  // the sign-up records these words, which the server knows, never what a form sends.
  sentence: OwnerText;
};

// The agreement box, with the privacy note under it.
export function KitAgreeBox({ error, input, privacyPolicy, sentence }: KitAgreeBoxProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input {...describe('kit-agree', error)} {...input} type="checkbox" required className="size-6 shrink-0 accent-orange-700" />
        <label htmlFor="kit-agree" lang={sentence.lang} className="font-bold">
          {sentence.text}
        </label>
      </div>
      <FieldError id="kit-agree" error={error} />
      <p className="mt-2 text-sm text-stone-700">
        {t('kit.privacyNoteBefore')} {privacyPolicy}
        {t('kit.privacyNoteAfter')}
      </p>
    </div>
  );
}

export function KitSubmit({ submitting }: { submitting: boolean }) {
  return (
    <button
      type="submit"
      aria-disabled={submitting}
      className={buttonClasses({ size: 'lg', className: 'aria-disabled:opacity-60 sm:justify-self-start' })}
    >
      {submitting ? t('kit.submitting') : t('kit.submit')}
    </button>
  );
}
