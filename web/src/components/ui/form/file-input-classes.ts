import { fieldControlClasses } from '../field';

// A file input drawn like the other fields, its button like a small secondary button.
export const fileInputClasses = (invalid: boolean) =>
  `${fieldControlClasses(invalid)} cursor-pointer file:mr-3 file:cursor-pointer file:rounded-full file:border-0 ` +
  'file:bg-orange-100 file:px-3 file:py-1 file:font-bold file:text-orange-900 hover:file:bg-orange-200';
