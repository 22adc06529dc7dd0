import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { formErrors } from '@/lib/form-rules';

import {
  checkPublishing,
  localInputValue,
  MSG_PUBLISH_AT_NEEDED,
  MSG_PUBLISH_AT_PAST,
  publishingInput,
  publishingShape,
  publishingToForm,
} from './admin-publishing';

// A form with only the choice, checked as every publishable item's form checks it.
const schema = z.object(publishingShape).superRefine((values, ctx) => checkPublishing(values, ctx));

describe('publishing choice', () => {
  it('starts new items published, and reads a stored draft or schedule back', () => {
    expect(publishingToForm()).toEqual({ publishing: 'now', publishAt: '' });
    expect(publishingToForm({ status: 'draft', publishAt: null })).toEqual({ publishing: 'draft', publishAt: '' });
    const at = '2030-05-01T08:30:00Z';
    expect(publishingToForm({ status: 'scheduled', publishAt: at })).toEqual({ publishing: 'schedule', publishAt: localInputValue(at) });
  });

  it('sends the owner\'s local time as an instant, and no time unless scheduled', () => {
    expect(publishingInput({ publishing: 'draft', publishAt: '2030-05-01T10:30' })).toEqual({ status: 'draft', publishAt: null });
    expect(publishingInput({ publishing: 'now', publishAt: '' })).toEqual({ status: 'published', publishAt: null });
    expect(publishingInput({ publishing: 'schedule', publishAt: '2030-05-01T10:30' })).toEqual({
      status: 'scheduled',
      publishAt: new Date('2030-05-01T10:30').toISOString(),
    });
  });

  it('asks a schedule for a time in the future, with the server\'s messages', () => {
    expect(formErrors(schema, { publishing: 'schedule', publishAt: '' }).publishAt).toBe(MSG_PUBLISH_AT_NEEDED);
    expect(formErrors(schema, { publishing: 'schedule', publishAt: '2001-01-01T10:00' }).publishAt).toBe(MSG_PUBLISH_AT_PAST);
    expect(formErrors(schema, { publishing: 'schedule', publishAt: '2099-01-01T10:00' }).publishAt).toBeUndefined();
    expect(formErrors(schema, { publishing: 'draft', publishAt: '' })).toEqual({});
  });
});
