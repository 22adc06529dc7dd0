import { useWatch } from 'react-hook-form';

import { FormDialog, useDialogBusy } from '@/components/ui/form-dialog';
import { Form } from '@/components/ui/form/form';
import { BilingualField } from '@/components/ui/form/bilingual-field';
import { BookSelectField } from '@/components/ui/form/book-select-field';
import { DialogFormActions } from '@/components/ui/form/form-actions';
import { PublishingField } from '@/components/ui/form/publishing-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { UrlOrUploadField } from '@/components/ui/form/url-or-upload-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import type { BookOption } from '@/lib/admin-catalogue';
import { ApiError } from '@/lib/api-client';
import { mediaProvider } from '@/lib/media-provider';
import { userMessage } from '@/lib/user-message';
import type { Multimedia, MultimediaType } from '@/types/api';

import { useSaveMultimedia } from '../api/save-multimedia';
import type { AdminMultimedia } from '../types';
import {
  emptyMultimediaForm,
  formToMultimediaInput,
  MULTIMEDIA_TYPES,
  multimediaSchema,
  isFileRef,
  multimediaToForm,
  thumbnailFromVideo,
  type MultimediaFormValues,
} from '../utils/multimedia-form';

import { ProviderLabel } from './provider-label';

// Spec §5 "Multimedia add" (tips) and §8.
export const TYPE_HINT =
  'Video accepts YouTube, Vimeo or direct MP4 links. Audio accepts Suno, Spotify, SoundCloud or direct MP3 links.';
export const contentUploadFailed = (reason: string) => `Error uploading content file: ${reason}`;
export const thumbnailUploadFailed = (reason: string) => `Error uploading thumbnail file: ${reason}`;
export const saveFailed = (editing: boolean, reason: string) =>
  editing ? `Failed to update multimedia: ${reason}` : `Failed to upload multimedia: ${reason}`;
const UNKNOWN_ERROR = 'Unknown error';

export const MSG_NOT_A_THUMBNAIL = 'Please choose an image file (PNG, JPG, GIF or WebP) for the thumbnail.';

// What a content file may be, by type: the files the server stores as audio or video
// (internal/server/uploads.go), and the site's players play.
const contentFiles: Record<MultimediaType, { accept: string; pattern: RegExp; hint: string; refusal: string }> = {
  video: {
    accept: '.mp4,.webm',
    pattern: /\.(mp4|webm)$/i,
    hint: 'MP4 or WebM, up to 100 MB.',
    refusal: 'Please choose a video file (MP4 or WebM).',
  },
  audio: {
    accept: '.mp3,.wav,.ogg,.m4a',
    pattern: /\.(mp3|wav|ogg|m4a)$/i,
    hint: 'MP3, WAV, OGG or M4A, up to 100 MB.',
    refusal: 'Please choose an audio file (MP3, WAV, OGG or M4A).',
  },
};

const contentHints: Record<MultimediaType, string> = {
  video: 'A YouTube or Vimeo link, or a direct link to an MP4 file.',
  audio: 'A Suno, Spotify or SoundCloud link, or a direct link to an MP3 file.',
};

// What the thumbnail is for, by what the item is: a video's shows before it plays.
function thumbnailHint(type: MultimediaType, url: string) {
  const provider = mediaProvider(url.trim());
  if (type === 'video' && provider === 'youtube') return "Optional: left empty, the video's own picture from YouTube is shown.";
  if (type === 'video' && provider === 'vimeo') return 'Optional: left empty, a plain picture is shown until the video plays.';
  if (type === 'video') return 'The picture shown before the video plays.';
  return 'The picture beside the song; a 2:3 picture, like a book cover, fits best.';
}

// How the book's Videos & Songs page will show the content, from its address.
function playbackNote(url: string) {
  const provider = mediaProvider(url);
  if (provider === 'file') return "plays in the site's own player.";
  if (provider === 'link') return 'not a player the page knows: visitors get a link to open it.';
  return 'plays in its own player on the book page.';
}

type MultimediaFormDialogProps = {
  open: boolean;
  // The item being edited; undefined adds one.
  item?: AdminMultimedia;
  books: BookOption[];
  booksFailed?: boolean;
  onClose: () => void;
  onSaved: (saved: Multimedia, created: boolean) => void;
};

// The add and edit form as a modal (admin spec §2 "Multimedia admin", §5 "Multimedia add").
export function MultimediaFormDialog({ open, item, books, booksFailed = false, onClose, onSaved }: MultimediaFormDialogProps) {
  return (
    <FormDialog open={open} title={item ? 'Edit Multimedia' : 'Add Multimedia'} onClose={onClose}>
      <MultimediaForm
        key={item?.id ?? 'new'}
        item={item}
        books={books}
        booksFailed={booksFailed}
        onCancel={onClose}
        onSaved={onSaved}
      />
    </FormDialog>
  );
}

type MultimediaFormProps = {
  item?: AdminMultimedia;
  books: BookOption[];
  booksFailed: boolean;
  onCancel: () => void;
  onSaved: (saved: Multimedia, created: boolean) => void;
};

function MultimediaForm({ item, books, booksFailed, onCancel, onSaved }: MultimediaFormProps) {
  const editing = item !== undefined;
  const state = useAppForm(multimediaSchema, item ? multimediaToForm(item) : emptyMultimediaForm());
  const save = useSaveMultimedia(item);
  const busy = save.isPending;
  useDialogBusy(busy);

  // A failed save keeps every field as typed, with the message (and the server's field
  // messages on their fields).
  const onValid = (values: MultimediaFormValues) => {
    save.mutate(formToMultimediaInput(values), {
      onSuccess: (saved) => onSaved(saved, !editing),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        state.fail(fields, saveFailed(editing, userMessage(error, UNKNOWN_ERROR)));
      },
    });
  };

  return (
    <Form
      guardUnsaved
      state={state}
      idPrefix="multimedia"
      busy={busy}
      onValid={onValid}
      className="mt-4 space-y-5"
      actions={
        <DialogFormActions
          onCancel={onCancel}
          busy={busy}
          editing={editing}
          addLabel="Add Multimedia"
          updateLabel="Update Multimedia"
        />
      }
    >
      <BookSelectField
        books={books}
        failed={booksFailed}
        stored={item && { id: item.bookId, title: item.bookTitle }}
      />
      <SelectField name="type" label="Type" options={MULTIMEDIA_TYPES} hint={TYPE_HINT} />
      <BilingualField name="title" label="Title" required />
      <BilingualField name="description" label="Description" multiline rows={3} required />
      <ContentFields />
      <PublishingField />
    </Form>
  );
}

// The content, the thumbnail and a song's lyrics: what each accepts follows the chosen type.
function ContentFields() {
  const [type, url, thumbnail] = useWatch<MultimediaFormValues, ['type', 'url', 'thumbnail']>({
    name: ['type', 'url', 'thumbnail'],
  });
  const file = contentFiles[type];
  // A YouTube or Vimeo video brings its own picture: the thumbnail may stay empty.
  const ownPicture = thumbnailFromVideo(type, url);
  return (
    <>
      <UrlOrUploadField
        name="url"
        urlLabel="Content URL"
        urlHint={contentHints[type]}
        uploadLabel={type === 'audio' ? 'Or upload an audio file' : 'Or upload a video file'}
        uploadHint={file.hint}
        purpose="video-song-file"
        accept={file.accept}
        refuse={(chosen) => (file.pattern.test(chosen.name) ? undefined : file.refusal)}
        failedMessage={contentUploadFailed}
      >
        {url.trim() ? (
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-stone-700">
            <ProviderLabel url={url.trim()} type={type} />
            <span>— {playbackNote(url.trim())}</span>
          </p>
        ) : null}
      </UrlOrUploadField>
      <UrlOrUploadField
        name="thumbnail"
        urlLabel={ownPicture ? 'Thumbnail URL (optional)' : 'Thumbnail URL'}
        urlHint={thumbnailHint(type, url)}
        uploadLabel="Or upload a thumbnail image"
        uploadHint="PNG, JPG, GIF or WebP, up to 10 MB."
        purpose="video-song-thumbnail"
        accept="image/png,image/jpeg,image/gif,image/webp"
        refuse={(chosen) => (chosen.type.startsWith('image/') ? undefined : MSG_NOT_A_THUMBNAIL)}
        failedMessage={thumbnailUploadFailed}
      >
        {isFileRef(thumbnail.trim()) ? (
          <img
            src={thumbnail.trim()}
            alt="Thumbnail preview"
            width={80}
            height={120}
            className="h-30 w-20 rounded-xl border-2 border-amber-200 bg-amber-100 object-cover"
          />
        ) : null}
      </UrlOrUploadField>
      {type === 'audio' ? (
        <TextareaField
          name="lyrics"
          label="Lyrics (optional)"
          rows={6}
          hint="Shown under the song on the book's Videos & Songs page, line by line."
        />
      ) : null}
    </>
  );
}
