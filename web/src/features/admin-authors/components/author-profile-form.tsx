import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { BilingualField, BilingualListField } from '@/components/ui/form/bilingual-field';
import { Form } from '@/components/ui/form/form';
import { ImageUploadField } from '@/components/ui/form/image-upload-field';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';
import type { AuthorInfo } from '@/types/api';

import { useSaveAuthorProfile } from '../api/save-author-profile';
import {
  MSG_NO_FILE,
  MSG_NOT_AN_IMAGE,
  MSG_PHOTO_FAILED,
  MSG_PROFILE_SAVE_FAILED,
  MSG_PROFILE_SAVED,
  PROFILE_SAVED_MS,
} from '../utils/author-messages';
import { authorProfileSchema, formToProfileInput, profileToForm, type AuthorProfileFormValues } from '../utils/author-profile-form';

const PHOTO_PREVIEW = {
  alt: 'Current photo',
  width: 160,
  height: 160,
  className: 'mt-3 size-40 rounded-full border-4 border-amber-200 bg-amber-100 object-cover shadow-sm',
};

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      <p id={`${id}-hint`} className="mt-1 mb-4 text-sm text-stone-700">
        {intro}
      </p>
      {children}
    </section>
  );
}

// The author profile form (spec §2 "Author profile form", §4, §5, §8): the About page's name,
// title, quote, photo and paragraphs, each text but the name in English and Spanish. An empty form before the first save. A save shows
// 'Author profile saved successfully!' for 5 s and the form stays, now matching what is stored.
export function AuthorProfileForm({ profile }: { profile: AuthorInfo | null }) {
  const state = useAppForm(authorProfileSchema, profileToForm(profile));
  const save = useSaveAuthorProfile();
  const toast = useToast();
  const busy = save.isPending;

  const onValid = (values: AuthorProfileFormValues) => {
    save.mutate(formToProfileInput(values), {
      onSuccess: ({ profile: saved }) => {
        state.form.reset(profileToForm(saved));
        toast.show(MSG_PROFILE_SAVED, { duration: PROFILE_SAVED_MS });
      },
      onError: (error) =>
        state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_PROFILE_SAVE_FAILED)),
    });
  };

  return (
    <Form
      guardUnsaved
      state={state}
      idPrefix="author"
      busy={busy}
      onValid={onValid}
      actions={
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Saving...' : 'Save Profile'}
        </Button>
      }
    >
      <section aria-labelledby="author-basics-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="author-basics-heading" className="font-display text-2xl font-bold text-stone-900">
          About the Author
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <InputField name="name" label="Name" required autoComplete="name" />
          <BilingualField
            name="title"
            label="Professional Title"
            hint="For example Children's Author & Educator"
            className="sm:col-span-2"
          />
          <BilingualField name="quote" label="Featured Quote" multiline rows={3} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <ImageUploadField
              name="photoUrl"
              label="Photo"
              purpose="author-photo"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hint="A square photo works best, at least 500×500 pixels."
              notImageMessage={MSG_NOT_AN_IMAGE}
              noFileMessage={MSG_NO_FILE}
              failedMessage={MSG_PHOTO_FAILED}
              preview={PHOTO_PREVIEW}
              removable
            />
          </div>
        </div>
      </section>

      <Section id="author-bio" title="Biography" intro="The story of the author, a paragraph each. Empty ones are left out.">
        <BilingualListField
          name="bio"
          multiline
          itemLabel={(n) => `Biography paragraph ${n}`}
          hintId="author-bio-hint"
          addLabel={<>Add Paragraph <span className="sr-only">to the biography</span></>}
        />
      </Section>

      <Section
        id="author-process"
        title="Creative Process"
        intro="How the books come to be, a paragraph each. Empty ones are left out."
      >
        <BilingualListField
          name="creativeProcess"
          multiline
          itemLabel={(n) => `Creative process paragraph ${n}`}
          hintId="author-process-hint"
          addLabel={<>Add Paragraph <span className="sr-only">to the creative process</span></>}
        />
      </Section>
    </Form>
  );
}
