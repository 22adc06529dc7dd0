import { z } from 'zod';

import {
  benefitsSchema,
  benefitsToForm,
  tipsSchema,
  tipsToForm,
  trimBenefits,
  trimTips,
} from '@/lib/admin-reading-lists';
import { emptyGenre, genreList, pagesRule as pages, type GenreRow } from '@/lib/admin-book-details';
import { formToStoreLinks, storeLinksSchema, storeLinksToForm, type StoreLinkRow } from '@/lib/admin-store-links';
import { dateOnly, formErrors, optionalWebUrl, requiredText } from '@/lib/form-rules';
import type { Book, BookLanguage, LearningBenefit, MaterialType, ReadingTip } from '@/types/api';

import {
  checkPublishing,
  publishingInput,
  publishingShape,
  publishingToForm,
  type PublishingFormValues,
} from '@/lib/admin-publishing';

import type { BookInput } from '../types';

// The book form's values and checks (spec §5 "Book form"). The messages and field names are
// the server's (internal/storyshelf/book_form.go), so its 400 answers land on the same fields
// ('downloadMaterials.0.title').

export const TITLE_MAX_LENGTH = 200;

export const MATERIAL_TYPES: Array<{ value: MaterialType; label: string }> = [
  { value: 'pdf', label: 'PDF' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
  { value: 'image', label: 'Image' },
  { value: 'other', label: 'Other' },
];

// The languages an edition can be in, each named in its own words (as the public site's
// language switch names them).
export const LANGUAGE_NAMES: Record<BookLanguage, string> = { en: 'English', es: 'Español' };
export const MSG_LANGUAGE = 'Please choose English or Español.';

// Spec §9: material defaults.
export const DEFAULT_MATERIAL_TYPE: MaterialType = 'pdf';
export const DEFAULT_FILE_SIZE = '0 KB';


export type MaterialRow = {
  title: string;
  description: string;
  // Their Spanish versions, for an English book's material.
  titleEs: string;
  descriptionEs: string;
  type: MaterialType;
  // Set once a file is stored (or when the material already had one).
  fileUrl: string;
  fileSize: string;
  // The name of the file chosen in this visit, to show beside the field.
  fileName: string;
};

export type BookFormValues = {
  title: string;
  author: string;
  description: string;
  ageRange: string;
  publishDate: string;
  isbn: string;
  pages: string;
  coverImage: string;
  amazonLink: string;
  reviewLink: string;
  // Where to buy the book, in the page's order.
  storeLinks: StoreLinkRow[];
  language: BookLanguage;
  // The same story's book in the other language; '' for none.
  otherEditionId: string;
  genres: GenreRow[];
  downloadMaterials: MaterialRow[];
  // The book page's own learning benefits and reading tips; empty means the site's.
  learningBenefits: LearningBenefit[];
  readingTips: ReadingTip[];
} & PublishingFormValues;

const materialSchema = z.object({
  title: requiredText('Material title is required'),
  description: requiredText('Material description is required'),
  titleEs: z.string(),
  descriptionEs: z.string(),
  type: z.enum(['pdf', 'audio', 'video', 'image', 'other']),
  fileUrl: z.string().refine((url) => url !== '', 'Please choose a file for this material'),
  fileSize: z.string(),
  fileName: z.string(),
});

export const bookSchema = z.object({
  title: requiredText('Title is required').refine(
    (title) => Array.from(title.trim()).length <= TITLE_MAX_LENGTH,
    `Please keep the title under ${TITLE_MAX_LENGTH} characters.`,
  ),
  author: requiredText('Author is required'),
  description: requiredText('Description is required'),
  ageRange: requiredText('Age range is required'),
  publishDate: requiredText('Publish date is required'),
  isbn: requiredText('ISBN is required'),
  pages,
  coverImage: requiredText('Cover image is required'),
  amazonLink: optionalWebUrl(),
  reviewLink: optionalWebUrl(),
  storeLinks: storeLinksSchema,
  language: z.enum(['en', 'es'], { message: MSG_LANGUAGE }),
  otherEditionId: z.string(),
  genres: z.array(z.object({ value: z.string() })),
  downloadMaterials: z.array(materialSchema),
  learningBenefits: benefitsSchema,
  readingTips: tipsSchema,
  ...publishingShape,
})
  .superRefine((values, ctx) => checkPublishing(values, ctx)) satisfies z.ZodType<BookFormValues>;

// Every failing field at once, named as the server names them.
export const validateBookForm = (values: BookFormValues) => formErrors(bookSchema, values);


export const emptyMaterial = (): MaterialRow => ({
  title: '',
  description: '',
  titleEs: '',
  descriptionEs: '',
  type: DEFAULT_MATERIAL_TYPE,
  fileUrl: '',
  fileSize: DEFAULT_FILE_SIZE,
  fileName: '',
});

export const materialField = (index: number, field: keyof MaterialRow) => `downloadMaterials.${index}.${field}`;

export function emptyBookForm(): BookFormValues {
  return {
    title: '',
    author: '',
    description: '',
    ageRange: '',
    publishDate: '',
    isbn: '',
    pages: '',
    coverImage: '',
    amazonLink: '',
    reviewLink: '',
    storeLinks: [],
    language: 'en',
    otherEditionId: '',
    genres: [emptyGenre()],
    downloadMaterials: [],
    learningBenefits: [],
    readingTips: [],
    ...publishingToForm(),
  };
}

export function bookToForm(book: Book): BookFormValues {
  return {
    title: book.title,
    author: book.author,
    description: book.description,
    ageRange: book.ageRange,
    publishDate: dateOnly(book.publishDate),
    isbn: book.isbn,
    pages: book.pages > 0 ? String(book.pages) : '',
    coverImage: book.coverImage,
    amazonLink: book.amazonLink,
    reviewLink: book.reviewLink,
    storeLinks: storeLinksToForm(book.storeLinks),
    language: book.language,
    otherEditionId: book.otherEditionId,
    genres: book.genres.length > 0 ? book.genres.map((value) => ({ value })) : [emptyGenre()],
    downloadMaterials: (book.downloadMaterials ?? []).map((m) => ({
      title: m.title,
      description: m.description,
      titleEs: m.titleEs ?? '',
      descriptionEs: m.descriptionEs ?? '',
      type: m.type,
      fileUrl: m.fileUrl,
      fileSize: m.fileSize || DEFAULT_FILE_SIZE,
      fileName: '',
    })),
    learningBenefits: benefitsToForm(book.learningBenefits),
    readingTips: tipsToForm(book.readingTips),
    ...publishingToForm(book),
  };
}

// The request body: trimmed, empty and repeated genres dropped (spec §5).
export function formToBookInput(values: BookFormValues): BookInput {
  return {
    title: values.title.trim(),
    author: values.author.trim(),
    description: values.description.trim(),
    ageRange: values.ageRange.trim(),
    publishDate: values.publishDate.trim(),
    isbn: values.isbn.trim(),
    pages: Number(values.pages.trim()),
    coverImage: values.coverImage.trim(),
    amazonLink: values.amazonLink.trim(),
    reviewLink: values.reviewLink.trim(),
    storeLinks: formToStoreLinks(values.storeLinks),
    language: values.language,
    otherEditionId: values.otherEditionId,
    genres: genreList(values.genres),
    downloadMaterials: values.downloadMaterials.map((m) => ({
      title: m.title.trim(),
      description: m.description.trim(),
      // A Spanish book's material is in Spanish already.
      titleEs: values.language === 'es' ? '' : m.titleEs.trim(),
      descriptionEs: values.language === 'es' ? '' : m.descriptionEs.trim(),
      type: m.type,
      fileUrl: m.fileUrl,
      fileSize: m.fileSize || DEFAULT_FILE_SIZE,
    })),
    learningBenefits: trimBenefits(values.learningBenefits),
    readingTips: trimTips(values.readingTips),
    ...publishingInput(values),
  };
}
