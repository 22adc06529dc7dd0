import { describe, expect, it } from 'vitest';

import {
  emptyTestimonialForm,
  formToTestimonialInput,
  testimonialToForm,
  today,
  validateTestimonialForm,
} from './testimonial-form';

describe('testimonial form values', () => {
  it('starts a new review at 5 stars, dated today, for the chosen book', () => {
    expect(today(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
    expect(emptyTestimonialForm('b-1')).toMatchObject({ bookId: 'b-1', rating: 5, date: today(), verifiedPurchase: false });
  });

  it('names every missing field with the spec messages', () => {
    expect(validateTestimonialForm({ ...emptyTestimonialForm(), date: '', title: '   ' })).toEqual({
      bookId: 'Please select a book',
      reviewerName: 'Reviewer name is required',
      title: 'If provided, review title cannot be empty',
      content: 'Review content is required',
      date: 'Date is required',
    });
    const ok = { ...emptyTestimonialForm('b-1'), reviewerName: 'Ana', content: 'Lovely.' };
    expect(validateTestimonialForm(ok)).toEqual({});
  });

  it('sends trimmed values and starts an edit from the stored review', () => {
    const values = { ...emptyTestimonialForm('b-1'), reviewerName: ' Ana ', content: ' Lovely. ', rating: 3 };
    expect(formToTestimonialInput(values)).toEqual({
      bookId: 'b-1',
      rating: 3,
      title: '',
      content: 'Lovely.',
      reviewerName: 'Ana',
      source: '',
      date: today(),
      verifiedPurchase: false,
      role: '',
    });
    const form = testimonialToForm({
      id: 't-1',
      bookId: 'b-1',
      bookTitle: 'Cloud',
      bookSlug: 'cloud-b1',
      rating: 0,
      title: 'Great',
      content: 'Lovely.',
      reviewerName: 'Ana',
      source: 'Amazon',
      date: '2024-05-01T00:00:00Z',
      verifiedPurchase: true,
      createdAt: '',
    });
    expect(form).toMatchObject({ rating: 5, date: '2024-05-01', source: 'Amazon', verifiedPurchase: true });
  });
});
