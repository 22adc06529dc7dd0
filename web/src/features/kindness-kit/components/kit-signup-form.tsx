import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useController } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import type { Carried } from '@/components/ui/form/deferred-form';
import { Form } from '@/components/ui/form/form';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useFormField } from '@/components/ui/form/use-form-field';
import { trackFormSubmit } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { ownerText, type OwnerText } from '@/lib/owner-text';
import { useProofOfWork } from '@/lib/proof-of-work';
import type { KindnessKit } from '@/types/api';

import { signUpForKit } from '../api/sign-up-for-kit';
import { emptyKitValues, KIT_FORM_NAME, kitSignupSchema, kitSubmitError, type KitValues } from '../utils/kit-form';

import { KIT_FORM_CLASSES, KitAgreeBox, KitSubmit, KitTextFields, KitTextInput } from './kit-signup-parts';

type Status = { kind: 'idle' | 'submitting' } | { kind: 'error'; message: string } | { kind: 'done'; view: ReactNode };

type KitSignupFormProps = {
  kit: Pick<KindnessKit, 'id' | 'title' | 'agree' | 'agreeEs'>;
  privacyPolicy: ReactNode;
  carried?: Carried;
};

// A labelled text input of the kit form.
function TextField({ name, label, ...input }: InputHTMLAttributes<HTMLInputElement> & { name: keyof KitValues; label: string }) {
  const { id, error, bind } = useFormField(name);
  return <KitTextInput id={id} label={label} error={error} input={{ ...input, ...bind }} />;
}

// The agreement box.
function AgreeField({ disabled, privacyPolicy, sentence }: { disabled: boolean; privacyPolicy: ReactNode; sentence: OwnerText }) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<KitValues, 'agree'>({ name: 'agree' });
  return (
    <KitAgreeBox
      error={fieldState.error?.message}
      privacyPolicy={privacyPolicy}
      sentence={sentence}
      input={{
        ref,
        name,
        checked: value,
        onChange: (event) => onChange(event.target.checked),
        onBlur,
        disabled,
      }}
    />
  );
}

// The kit form (spec §4, §5, §8): idle, submitting ('Submitting...', fields
// disabled), then the thank-you view with the download links in the form's
// place (issue #45: a form still there read as not sent), with a button that
// brings the form back, its fields cleared; or an error banner (what was
// typed stays). The
// block appears once per page, so its ids are fixed. The page shows it through
// DeferredKitSignupForm, which hands on what was done meanwhile.
export function KitSignupForm({ kit, privacyPolicy, carried }: KitSignupFormProps) {
  // Built once, when the form first shows: its messages are in the page's language.
  const [schema] = useState(kitSignupSchema);
  const state = useAppForm(schema, emptyKitValues, { carried });
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
      state.form.reset(emptyKitValues);
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
      className={KIT_FORM_CLASSES}
    >
      {status.kind === 'error' ? (
        <p role="alert" className="rounded-2xl border-2 border-red-700 bg-red-50 px-4 py-3 font-bold text-red-800">
          {status.message}
        </p>
      ) : null}
      {status.kind === 'done' ? (
        <>
          {status.view}
          <Button variant="secondary" onClick={() => setStatus({ kind: 'idle' })}>
            {t('kit.signUpAnother')}
          </Button>
        </>
      ) : (
        <>
          <KitTextFields>
            <TextField name="email" label={t('kit.email')} type="email" autoComplete="email" required disabled={submitting} />
            <TextField name="name" label={t('kit.name')} autoComplete="name" maxLength={100} disabled={submitting} />
          </KitTextFields>
          <AgreeField disabled={submitting} privacyPolicy={privacyPolicy} sentence={ownerText(kit.agree, kit.agreeEs)} />
          <KitSubmit submitting={submitting} />
        </>
      )}
    </Form>
  );
}
