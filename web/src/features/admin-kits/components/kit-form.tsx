import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { BilingualField } from '@/components/ui/form/bilingual-field';
import { Form } from '@/components/ui/form/form';
import { BookSelectField } from '@/components/ui/form/book-select-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { PublishingField } from '@/components/ui/form/publishing-field';
import { FormActions } from '@/components/ui/form/form-actions';
import { ImageUploadField, MSG_NOT_AN_IMAGE } from '@/components/ui/form/image-upload-field';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';
import type { Book } from '@/types/api';

import { useMailerLiteSetUp } from '../api/get-mailerlite';
import { useSaveKit } from '../api/save-kit';
import type { KitDetail } from '../types';
import {
  DEFAULT_KIT_HEADLINE,
  DEFAULT_KIT_SUBHEADLINE,
  emptyKitForm,
  formToKitInput,
  kitSchema,
  kitToForm,
  type KitFormValues,
} from '../utils/kit-form';
import {
  KIT_REDIRECT_MS,
  KIT_TOAST_MS,
  MSG_KIT_CREATED,
  MSG_KIT_UPDATED,
  MSG_REQUIRED_FIELDS,
  MSG_SAVE_FAILED,
} from '../utils/kit-messages';

const HERO_PREVIEW = {
  alt: 'Current hero image',
  width: 160,
  height: 120,
  className: 'h-28 w-auto max-w-40 rounded-xl border-2 border-amber-200 bg-amber-100 object-cover shadow-sm',
};

// The add and edit form (spec §2 "Kindness kit form", §3, §5). After a save a toast says so
// and, 1.5 s later, a new kit goes on to its files page and an edited one back to the list
// (spec §4). Whatever the owner typed stays on any error.
export function KitForm({ kit, books }: { kit?: KitDetail; books: Book[] }) {
  const editing = kit !== undefined;
  const state = useAppForm(kitSchema, kit ? kitToForm(kit) : emptyKitForm());
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useSaveKit(kit);
  // A MailerLite group only where MailerLite is set up, or where the kit already names one.
  const askGroup = useMailerLiteSetUp().data === true || (kit?.mailerliteGroupId ?? '') !== '';
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => () => {
    if (redirect.current) clearTimeout(redirect.current);
  }, []);

  const onValid = (values: KitFormValues) => {
    save.mutate(formToKitInput(values), {
      onSuccess: (result) => {
        setSaved(true);
        state.allowLeaving();
        toast.show(editing ? MSG_KIT_UPDATED : MSG_KIT_CREATED, { duration: KIT_TOAST_MS });
        const next = editing ? adminPaths.kindnessKits.getHref() : adminPaths.kindnessKitFiles.getHref(result.id);
        redirect.current = setTimeout(() => navigate(next), KIT_REDIRECT_MS);
      },
      onError: (error) => state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_SAVE_FAILED)),
    });
  };

  const busy = save.isPending || saved;
  const hint = 'Left empty, the book page shows the text in the box.';

  return (
    <Form
      guardUnsaved
      state={state}
      idPrefix="kit"
      busy={busy}
      onValid={onValid}
      onInvalid={() => state.setMessage(MSG_REQUIRED_FIELDS)}
      actions={
        <FormActions
          cancelTo={adminPaths.kindnessKits.getHref()}
          busy={busy}
          editing={editing}
          addLabel="Create Kit"
          updateLabel="Update Kit"
          addingLabel="Creating..."
        />
      }
    >
      <div className="space-y-5 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
        <BilingualField name="title" label="Title" required />
        <BookSelectField books={books} failed={false} />
        <BilingualField name="headline" label="Headline (optional)" labelEs="Headline" placeholder={DEFAULT_KIT_HEADLINE} hint={hint} />
        <BilingualField
          name="subheadline"
          label="Subheadline (optional)"
          labelEs="Subheadline"
          placeholder={DEFAULT_KIT_SUBHEADLINE}
          hint={hint}
        />
        <ImageUploadField
          name="heroImageUrl"
          label="Hero Image (optional)"
          purpose="kit-image"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hint="PNG, JPG, GIF up to 10MB"
          notImageMessage={MSG_NOT_AN_IMAGE}
          preview={HERO_PREVIEW}
          removable
        />
        {askGroup ? (
          <InputField
            name="mailerliteGroupId"
            label="MailerLite Group ID (optional)"
            hint="If you use MailerLite for your newsletter, paste the group number here and everyone who signs up for this kit is added to that group."
          />
        ) : null}
        <CheckboxField name="active" label="Active (visible to users)" />
        <PublishingField />
      </div>
    </Form>
  );
}
