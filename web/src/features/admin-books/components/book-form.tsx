import { Plus } from 'lucide-react';
import { useCallback, useRef, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { FormActions } from '@/components/ui/form/form-actions';
import type { UploadEvent } from '@/components/ui/form/form-setup';
import { COVER_PREVIEW, ImageUploadField, MSG_NOT_AN_IMAGE } from '@/components/ui/form/image-upload-field';
import { InputField } from '@/components/ui/form/input-field';
import { StoreLinksField } from '@/components/ui/form/store-links-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { adminApiPaths, adminPaths } from '@/config/admin-paths';
import { PreviewButtons } from '@/components/ui/list/preview-buttons';
import { PublishingField } from '@/components/ui/form/publishing-field';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';
import type { Book } from '@/types/api';

import { useSaveBook } from '../api/save-book';
import { bookSchema, bookToForm, emptyBookForm, emptyMaterial, formToBookInput, type BookFormValues } from '../utils/book-form';
import { errorDetail, uploadLine } from '../utils/form-log';

import { BookFormTools } from './book-form-tools';
import { EditionSection } from './edition-section';
import { GenresSection } from './genres-section';
import { MaterialRow } from './material-row';
import { ReadingSection } from './reading-section';
import { useFormLog } from './use-form-log';

export const MSG_SAVE_FAILED = 'Failed to save book. Please try again.';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-stone-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

// The add and edit form (spec §2 "Book form", §5): Basic Information, the edition's
// Language, Genres, Educational Materials and the page's own Learning Benefits & Reading Tips,
// with 'Test Storage' and a 'Debug' log of the form's uploads, saves and storage tests in a
// collapsed Troubleshooting section at the foot. Files are stored as soon as they are chosen; the book itself
// is checked here with the server's own messages, then sent. Whatever the owner typed stays
// on any error.
export function BookForm({ book }: { book?: Book }) {
  const editing = book !== undefined;
  const state = useAppForm(bookSchema, book ? bookToForm(book) : emptyBookForm());
  const materials = useFieldArray({ control: state.form.control, name: 'downloadMaterials' });
  const addMaterialRef = useRef<HTMLButtonElement>(null);
  const save = useSaveBook(book?.id);
  const toast = useToast();
  const navigate = useNavigate();
  const coverImage = state.form.watch('coverImage');
  const log = useFormLog();
  const { add: addLog } = log;
  const logUpload = useCallback((event: UploadEvent) => addLog(uploadLine(event)), [addLog]);

  const onValid = (values: BookFormValues) => {
    const input = formToBookInput(values);
    const request = book ? `PUT ${adminApiPaths.book(book.id)}` : `POST ${adminApiPaths.books}`;
    addLog({
      text: `Save: ${request} "${input.title}" with ${input.genres.length} genres and ${input.downloadMaterials.length} materials`,
      tone: 'info',
    });
    save.mutate(input, {
      onSuccess: (saved) => {
        addLog({ text: `Save finished: "${saved.title}" (id ${saved.id})`, tone: 'success' });
        toast.show(editing ? `"${saved.title}" has been updated.` : `"${saved.title}" has been added.`);
        state.allowLeaving();
        // A new book: the books screen offers a newsletter issue announcing it.
        navigate(adminPaths.books.getHref(), editing ? undefined : { state: { addedBookId: saved.id } });
      },
      onError: (error) => {
        addLog({ text: `Save failed: ${errorDetail(error)}`, tone: 'error' });
        state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_SAVE_FAILED));
      },
    });
  };

  const onInvalid = (names: string[]) =>
    addLog({ text: `Save not sent: the form's checks failed for ${names.join(', ') || 'some fields'}`, tone: 'error' });

  const busy = save.isPending;

  return (
    <Form
      guardUnsaved
      state={state}
      idPrefix="book"
      busy={busy}
      onValid={onValid}
      onInvalid={onInvalid}
      onUploadEvent={logUpload}
      actions={
        <FormActions
          cancelTo={adminPaths.books.getHref()}
          busy={busy}
          editing={editing}
          addLabel="Add Book"
          updateLabel="Update Book"
        />
      }
    >
      <Section id="basic-information-heading" title="Basic Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField name="title" label="Title" required className="sm:col-span-2" />
          <InputField name="author" label="Author" required autoComplete="name" />
          <InputField name="ageRange" label="Age Range" required hint="For example 3-6" />
          <TextareaField name="description" label="Description" required className="sm:col-span-2" />
          <InputField name="publishDate" label="Publish Date" type="date" required />
          <InputField name="isbn" label="ISBN" required />
          <InputField name="pages" label="Pages" type="number" min={1} step={1} inputMode="numeric" required />
          <div className="sm:col-span-2">
            <ImageUploadField
              name="coverImage"
              label="Cover Image"
              purpose="book-cover"
              accept="image/*"
              hint={
                coverImage
                  ? 'Covers under 1MB load fastest. Choose a new image to replace the current cover.'
                  : 'Covers under 1MB load fastest.'
              }
              notImageMessage={MSG_NOT_AN_IMAGE}
              preview={COVER_PREVIEW}
            />
          </div>
          <InputField name="amazonLink" label="Amazon Link (optional)" type="url" placeholder="https://" />
          <InputField name="reviewLink" label="Review Link (optional)" type="url" placeholder="https://" />
        </div>
      </Section>

      <Section
        id="where-to-buy-heading"
        title="Where to Buy"
        intro="Buttons on the book's page, in this order: Bookshop.org, an indie shop, a library or any other store."
      >
        <StoreLinksField name="storeLinks" empty="No store links yet. The Amazon link above still shows." />
      </Section>

      <Section id="publishing-heading" title="Publishing">
        <PublishingField />
        {book ? (
          <div className="mt-4">
            <PreviewButtons kind="book" id={book.id} status={book.status} title={book.title} />
          </div>
        ) : null}
      </Section>

      <EditionSection book={book} />

      <GenresSection />

      <Section
        id="materials-heading"
        title="Educational Materials"
        intro="Free downloads on the book's page: worksheets, colouring pages, songs or videos."
      >
        {materials.fields.length === 0 ? (
          <p className="rounded-2xl border-2 border-dashed border-amber-300 p-4 text-center text-stone-700">
            No materials yet.
          </p>
        ) : (
          <div className="space-y-4">
            {materials.fields.map((material, index) => (
              <MaterialRow
                key={material.id}
                index={index}
                onRemove={() => {
                  // The removed material's button goes with it: focus goes to Add Material.
                  materials.remove(index);
                  addMaterialRef.current?.focus();
                }}
              />
            ))}
          </div>
        )}
        <button
          ref={addMaterialRef}
          type="button"
          className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
          onClick={() => materials.append(emptyMaterial())}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Material
        </button>
      </Section>

      <ReadingSection />

      <BookFormTools log={log} />
    </Form>
  );
}
