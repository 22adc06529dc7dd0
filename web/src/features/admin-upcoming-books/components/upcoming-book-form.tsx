import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { BilingualField } from '@/components/ui/form/bilingual-field';
import { Form } from '@/components/ui/form/form';
import { FormActions } from '@/components/ui/form/form-actions';
import { COVER_PREVIEW, ImageUploadField, MSG_NOT_AN_IMAGE } from '@/components/ui/form/image-upload-field';
import { InputField } from '@/components/ui/form/input-field';
import { StoreLinksField } from '@/components/ui/form/store-links-field';
import { PublishingField } from '@/components/ui/form/publishing-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';
import type { UpcomingBook } from '@/types/api';

import { useSaveUpcomingBook } from '../api/save-upcoming-book';
import {
  emptyUpcomingBookForm,
  formToUpcomingBookInput,
  upcomingBookSchema,
  upcomingBookToForm,
  type UpcomingBookFormValues,
} from '../utils/upcoming-book-form';

import { ReleaseSection } from './release-section';

export const MSG_SAVE_FAILED = 'Failed to save upcoming book. Please try again.';
export const MSG_RELEASE_DETAILS_NEEDED =
  'To make it a book, add its details under Release day, update it, then press Release now again.';

// The add and edit form (spec §2 "Upcoming books list and form", §5 "Upcoming book"). The
// cover is stored as soon as it is chosen; the rest is checked here with the server's own
// messages, then sent. Whatever the owner typed stays on any error.
//
// Opened from a "Release now" that found the release details missing (releaseErrors), it shows
// them on their fields at once.
export function UpcomingBookForm({ book, releaseErrors }: { book?: UpcomingBook; releaseErrors?: Record<string, string> }) {
  const editing = book !== undefined;
  const state = useAppForm(upcomingBookSchema, book ? upcomingBookToForm(book) : emptyUpcomingBookForm());
  const { fail } = state;
  useEffect(() => {
    if (releaseErrors) fail(releaseErrors, MSG_RELEASE_DETAILS_NEEDED);
  }, [releaseErrors, fail]);
  const save = useSaveUpcomingBook(book?.id);
  const toast = useToast();
  const navigate = useNavigate();
  const coverImageUrl = state.form.watch('coverImageUrl');

  const onValid = (values: UpcomingBookFormValues) => {
    save.mutate(formToUpcomingBookInput(values), {
      onSuccess: (saved) => {
        toast.show(editing ? `"${saved.title}" has been updated.` : `"${saved.title}" has been added.`);
        state.allowLeaving();
        navigate(adminPaths.upcomingBooks.getHref());
      },
      onError: (error) => state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_SAVE_FAILED)),
    });
  };

  const busy = save.isPending;

  return (
    <Form
      guardUnsaved
      state={state}
      idPrefix="upcoming-book"
      busy={busy}
      onValid={onValid}
      actions={
        <FormActions
          cancelTo={adminPaths.upcomingBooks.getHref()}
          busy={busy}
          editing={editing}
          addLabel="Add Upcoming Book"
          updateLabel="Update Upcoming Book"
        />
      }
    >
      <div className="grid gap-5 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        <BilingualField name="title" label="Title" required className="sm:col-span-2" />
        <InputField name="author" label="Author" required autoComplete="name" />
        <InputField name="expectedReleaseDate" label="Expected Release Date" type="date" required />
        <BilingualField name="description" label="Description" required multiline rows={5} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <ImageUploadField
            name="coverImageUrl"
            label="Cover Image"
            purpose="upcoming-book-cover"
            accept="image/*"
            hint={coverImageUrl ? 'Choose a new image to replace the current cover.' : 'A PNG, JPG or WebP image.'}
            notImageMessage={MSG_NOT_AN_IMAGE}
            preview={COVER_PREVIEW}
          />
        </div>
        <InputField
          name="preorderUrl"
          label="Pre-order URL (optional)"
          type="url"
          placeholder="https://"
          className="sm:col-span-2"
          hint="Where readers can pre-order the book."
        />
        <PublishingField className="sm:col-span-2" />
      </div>
      <section
        aria-labelledby="preorder-stores-heading"
        className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="preorder-stores-heading" className="font-display text-2xl font-bold text-stone-900">
          Pre-order Stores
        </h2>
        <p className="mt-1 mb-4 text-sm text-stone-700">More places to pre-order, shown with the book under Coming Soon.</p>
        <StoreLinksField name="storeLinks" empty="No pre-order stores yet. The pre-order URL above still shows." />
      </section>
      <ReleaseSection showDetails={releaseErrors !== undefined} />
    </Form>
  );
}
