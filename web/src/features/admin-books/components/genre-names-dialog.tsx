import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormDialog, useDialogBusy } from '@/components/ui/form-dialog';
import { Form } from '@/components/ui/form/form';
import { DialogFormActions } from '@/components/ui/form/form-actions';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { userMessage } from '@/lib/user-message';

import { useGenreNames, useSetGenreNames, type GenreName } from '../api/genre-names';

export const MSG_GENRE_NAMES_FAILED = 'Failed to save the Spanish names. Please try again.';
export const MSG_GENRE_NAMES_LOAD_FAILED = 'Failed to load the genres. Please try again.';
// A genre's limit on the server (text_limit.go: "genre").
const MAX_GENRE = 100;
const MSG_GENRE_TOO_LONG = `Please keep this under ${MAX_GENRE} characters.`;

const namesSchema = z.object({
  genres: z.array(
    z.object({
      genre: z.string(),
      genreEs: z.string().refine((name) => name.trim().length <= MAX_GENRE, MSG_GENRE_TOO_LONG),
      books: z.number(),
    }),
  ),
}) satisfies z.ZodType<{ genres: GenreName[] }>;

// The Spanish name of each genre of the English books, written once for all of them: on a
// Spanish page the topic "Kindness" then reads "Bondad" (the book cards, the book's page and the
// Books page's topic filter). A genre left empty shows in English there, marked as English.
export function GenreNamesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} title="Genres in Spanish" onClose={onClose}>
      <GenreNamesContent onClose={onClose} />
    </FormDialog>
  );
}

function GenreNamesContent({ onClose }: { onClose: () => void }) {
  const names = useGenreNames();
  if (names.isPending) return <Spinner label="Loading genres..." />;
  if (names.isError) {
    return <LoadError message={MSG_GENRE_NAMES_LOAD_FAILED} onRetry={() => void names.refetch()} retrying={names.isFetching} />;
  }
  const genres = names.data.genres;
  if (genres.length === 0) {
    return (
      <div className="mt-4 space-y-4">
        <p className="text-stone-700">
          Your English books have no genres yet. Add them in a book&apos;s form (Genres), then give each its Spanish name here.
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  return <GenreNamesForm genres={genres} onClose={onClose} />;
}

function GenreNamesForm({ genres, onClose }: { genres: GenreName[]; onClose: () => void }) {
  const toast = useToast();
  const state = useAppForm(namesSchema, { genres });
  const save = useSetGenreNames();
  const busy = save.isPending;
  useDialogBusy(busy);

  // A failed save keeps every name as typed, with the message.
  const onValid = ({ genres: typed }: { genres: GenreName[] }) => {
    save.mutate(
      typed.map(({ genre, genreEs }) => ({ genre, genreEs: genreEs.trim() })),
      {
        onSuccess: (answer) => {
          toast.show(answer.message ?? 'Spanish names of the genres saved.');
          onClose();
        },
        onError: (error) => state.fail({}, userMessage(error, MSG_GENRE_NAMES_FAILED)),
      },
    );
  };

  return (
    <Form
      guardUnsaved
      state={state}
      idPrefix="genre-names"
      busy={busy}
      onValid={onValid}
      className="mt-4 space-y-5"
      actions={<DialogFormActions onCancel={onClose} busy={busy} editing addLabel="Save Names" updateLabel="Save Names" />}
    >
      <p className="text-sm text-stone-700">
        Each genre of your English books, with the name Spanish pages show for it. Write it once and every book with that genre
        uses it. Leave one empty to show it in English.
      </p>
      <ul className="space-y-4">
        {genres.map((genre, i) => (
          <li key={genre.genre}>
            <InputField
              name={`genres.${i}.genreEs`}
              label={
                <>
                  Spanish for <span lang="en">“{genre.genre}”</span>
                </>
              }
              hint={genre.books === 1 ? '1 English book' : `${genre.books} English books`}
              autoComplete="off"
              lang="es"
            />
          </li>
        ))}
      </ul>
    </Form>
  );
}
