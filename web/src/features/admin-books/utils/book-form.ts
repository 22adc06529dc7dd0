import type { Book, MaterialType } from '@/types/api';

import type { BookInput } from '../types';

// The book form's state and its checks. The messages and field names are the server's
// (internal/storyshelf/book_form.go), so its 400 answers land on the same fields.

export const MSG_COVER_NOT_IMAGE = 'Please select an image file for the cover image.';
export const MSG_INVALID_LINK = 'Please enter a full web address, starting with https://';
export const TITLE_MAX_LENGTH = 200;

export const MATERIAL_TYPES: Array<{ value: MaterialType; label: string }> = [
  { value: 'pdf', label: 'PDF' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
  { value: 'image', label: 'Image' },
  { value: 'other', label: 'Other' },
];

// Spec §9: material defaults.
export const DEFAULT_MATERIAL_TYPE: MaterialType = 'pdf';
export const DEFAULT_FILE_SIZE = '0 KB';

export type GenreRow = { key: string; value: string };

export type MaterialRow = {
  key: string;
  title: string;
  description: string;
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
  genres: GenreRow[];
  materials: MaterialRow[];
};

// Field name → message, named as the server names them ('downloadMaterials.0.title').
export type FormErrors = Record<string, string>;

let nextKey = 0;
export const newKey = () => `row-${++nextKey}`;

export const emptyGenre = (): GenreRow => ({ key: newKey(), value: '' });

export const emptyMaterial = (): MaterialRow => ({
  key: newKey(),
  title: '',
  description: '',
  type: DEFAULT_MATERIAL_TYPE,
  fileUrl: '',
  fileSize: DEFAULT_FILE_SIZE,
  fileName: '',
});

export const materialField = (index: number, field: 'title' | 'description' | 'type' | 'fileUrl') =>
  `downloadMaterials.${index}.${field}`;

// The id of the control that shows a field, so an error can find it.
export const fieldId = (name: string) => `book-${name.replace(/\./g, '-')}`;

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
    genres: [emptyGenre()],
    materials: [],
  };
}

// A stored date as <input type="date"> needs it (imported dates may carry a time).
function dateOnly(value: string) {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : '';
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
    genres: book.genres.length > 0 ? book.genres.map((value) => ({ key: newKey(), value })) : [emptyGenre()],
    materials: (book.downloadMaterials ?? []).map((m) => ({
      key: newKey(),
      title: m.title,
      description: m.description,
      type: m.type,
      fileUrl: m.fileUrl,
      fileSize: m.fileSize || DEFAULT_FILE_SIZE,
      fileName: '',
    })),
  };
}

// An absolute http(s) address, as the server's IsWebURL accepts.
export function isWebUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// Spec §5 "Book form", with the server's messages. Every failing field at once.
export function validateBookForm(values: BookFormValues): FormErrors {
  const errors: FormErrors = {};
  const required: Array<[keyof BookFormValues, string]> = [
    ['title', 'Title is required'],
    ['author', 'Author is required'],
    ['description', 'Description is required'],
    ['ageRange', 'Age range is required'],
    ['publishDate', 'Publish date is required'],
    ['isbn', 'ISBN is required'],
    ['coverImage', 'Cover image is required'],
  ];
  for (const [name, message] of required) {
    if (String(values[name]).trim() === '') errors[name] = message;
  }
  if (Array.from(values.title.trim()).length > TITLE_MAX_LENGTH) {
    errors.title = `Please keep the title under ${TITLE_MAX_LENGTH} characters.`;
  }
  const pages = Number(values.pages.trim());
  if (values.pages.trim() === '' || !(pages >= 1)) errors.pages = 'Pages must be at least 1';
  else if (!Number.isInteger(pages)) errors.pages = 'Pages must be a whole number';
  for (const name of ['amazonLink', 'reviewLink'] as const) {
    const link = values[name].trim();
    if (link !== '' && !isWebUrl(link)) errors[name] = MSG_INVALID_LINK;
  }
  values.materials.forEach((m, i) => {
    if (m.title.trim() === '') errors[materialField(i, 'title')] = 'Material title is required';
    if (m.description.trim() === '') errors[materialField(i, 'description')] = 'Material description is required';
    if (m.fileUrl === '') errors[materialField(i, 'fileUrl')] = 'Please choose a file for this material';
  });
  return errors;
}

// The request body: trimmed, empty and repeated genres dropped (spec §5).
export function formToBookInput(values: BookFormValues): BookInput {
  const genres: string[] = [];
  for (const { value } of values.genres) {
    const genre = value.trim();
    if (genre !== '' && !genres.includes(genre)) genres.push(genre);
  }
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
    genres,
    downloadMaterials: values.materials.map((m) => ({
      title: m.title.trim(),
      description: m.description.trim(),
      type: m.type,
      fileUrl: m.fileUrl,
      fileSize: m.fileSize || DEFAULT_FILE_SIZE,
    })),
  };
}
