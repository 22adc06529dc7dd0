import { z } from 'zod';

import {
  checkPublishing,
  publishingInput,
  publishingShape,
  publishingToForm,
  type PublishingFormValues,
  type PublishingInput,
} from '@/lib/admin-publishing';
import { isWebUrl, MSG_INVALID_LINK } from '@/lib/form-rules';
import { mediaProvider } from '@/lib/media-provider';
import type { MultimediaType } from '@/types/api';

import type { AdminMultimedia, MultimediaInput } from '../types';

// The Videos & Songs form's state and its checks (admin spec §5 "Multimedia add"). The
// messages and field names are the server's (internal/storyshelf/multimedia.go), so its 400
// answers land on the same fields.

export const MSG_SELECT_BOOK = 'Please select a book';
export const MSG_MULTIMEDIA_REQUIRED =
  'Please provide a title, description, and either a URL or file upload for both content and thumbnail';

// Spec §9.
export const DEFAULT_MULTIMEDIA_TYPE: MultimediaType = 'video';

export const MULTIMEDIA_TYPES: Array<{ value: MultimediaType; label: string }> = [
  { value: 'video', label: 'Video' },
  { value: 'audio', label: 'Audio' },
];

// The form holds what it sends (trimmed on the way): the content and the thumbnail are each a
// web address, or the address of a file uploaded in the form.
export type MultimediaFormValues = Omit<MultimediaInput, keyof PublishingInput> & PublishingFormValues;

// A stored file of this site or a full web address, as the server's IsFileRef accepts.
export function isFileRef(value: string) {
  return (value.startsWith('/files/') && !value.includes('..')) || isWebUrl(value);
}

const required = z.string().refine((value) => value.trim() !== '', MSG_MULTIMEDIA_REQUIRED);

// A YouTube or Vimeo video needs no thumbnail: the server takes YouTube's own picture, and the
// public page shows a placeholder for Vimeo's (internal/storyshelf/video_link.go).
export function thumbnailFromVideo(type: MultimediaType, url: string) {
  if (type !== 'video') return false;
  const provider = mediaProvider(url.trim());
  return provider === 'youtube' || provider === 'vimeo';
}

const link = (value: string, ctx: z.RefinementCtx) => {
  const text = value.trim();
  if (text !== '' && !isFileRef(text)) ctx.addIssue({ code: 'custom', message: MSG_INVALID_LINK });
};

const fileRef = z.string().superRefine((value, ctx) => {
  if (value.trim() === '') ctx.addIssue({ code: 'custom', message: MSG_MULTIMEDIA_REQUIRED });
  else link(value, ctx);
});

export const multimediaSchema = z
  .object({
    bookId: z.string().refine((id) => id !== '', MSG_SELECT_BOOK),
    type: z.enum(['video', 'audio']),
    title: required,
    titleEs: z.string(),
    description: required,
    descriptionEs: z.string(),
    url: fileRef,
    thumbnail: z.string().superRefine(link),
    lyrics: z.string(),
    ...publishingShape,
  })
  .superRefine((values, ctx) => {
    checkPublishing(values, ctx);
    if (values.thumbnail.trim() === '' && !thumbnailFromVideo(values.type, values.url)) {
      ctx.addIssue({ code: 'custom', path: ['thumbnail'], message: MSG_MULTIMEDIA_REQUIRED });
    }
  }) satisfies z.ZodType<MultimediaFormValues>;

export const emptyMultimediaForm = (): MultimediaFormValues => ({
  bookId: '',
  type: DEFAULT_MULTIMEDIA_TYPE,
  title: '',
  titleEs: '',
  description: '',
  descriptionEs: '',
  url: '',
  thumbnail: '',
  lyrics: '',
  ...publishingToForm(),
});

export function multimediaToForm(item: AdminMultimedia): MultimediaFormValues {
  return {
    bookId: item.bookId,
    type: item.type === 'audio' ? 'audio' : 'video',
    title: item.title,
    titleEs: item.titleEs ?? '',
    description: item.description,
    descriptionEs: item.descriptionEs ?? '',
    url: item.url,
    thumbnail: item.thumbnail,
    lyrics: item.lyrics,
    ...publishingToForm(item),
  };
}

// The request body, trimmed; lyrics belong to songs only.
export function formToMultimediaInput(values: MultimediaFormValues): MultimediaInput {
  return {
    bookId: values.bookId,
    type: values.type,
    title: values.title.trim(),
    titleEs: values.titleEs.trim(),
    description: values.description.trim(),
    descriptionEs: values.descriptionEs.trim(),
    url: values.url.trim(),
    thumbnail: values.thumbnail.trim(),
    lyrics: values.type === 'audio' ? values.lyrics.trim() : '',
    ...publishingInput(values),
  };
}
