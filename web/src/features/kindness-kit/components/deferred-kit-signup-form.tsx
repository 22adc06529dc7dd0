import type { ReactNode } from 'react';

import { DeferredForm } from '@/components/ui/form/deferred-form';
import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import type { KindnessKit } from '@/types/api';

import { KIT_FORM_CLASSES, KitAgreeBox, KitSubmit, KitTextFields, KitTextInput } from './kit-signup-parts';

const loadKitSignupForm = () => import('./kit-signup-form').then(({ KitSignupForm }) => KitSignupForm);

type DeferredKitSignupFormProps = {
  kit: Pick<KindnessKit, 'id' | 'title' | 'agree' | 'agreeEs'>;
  privacyPolicy: ReactNode;
};

// The kit form as the book page shows it: the same fields and button at once, plain, and the
// form's code (react-hook-form, zod) when the form is first used.
export function DeferredKitSignupForm({ kit, privacyPolicy }: DeferredKitSignupFormProps) {
  return (
    <DeferredForm load={loadKitSignupForm} props={{ kit, privacyPolicy }} aria-busy={false} className={KIT_FORM_CLASSES}>
      <KitTextFields>
        <KitTextInput
          id="kit-email"
          label={t('kit.email')}
          input={{ name: 'email', type: 'email', autoComplete: 'email', required: true, defaultValue: '' }}
        />
        <KitTextInput
          id="kit-name"
          label={t('kit.name')}
          input={{ name: 'name', autoComplete: 'name', maxLength: 100, defaultValue: '' }}
        />
      </KitTextFields>
      <KitAgreeBox
        input={{ name: 'agree', defaultChecked: false }}
        privacyPolicy={privacyPolicy}
        sentence={ownerText(kit.agree, kit.agreeEs)}
      />
      <KitSubmit submitting={false} />
    </DeferredForm>
  );
}
