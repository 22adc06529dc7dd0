import type { Testimonial } from '@/types/api';

// One row of GET /api/admin/testimonials: the review with its book's title and
// {slug}-{shortid} joined in.
export type AdminTestimonial = Testimonial & {
  bookTitle: string;
  bookSlug: string;
  // A reader's review waits for the owner; only approved ones show on the site.
  status?: ReviewStatus;
  origin?: 'owner' | 'reader';
  // The address a reader left for the note that says it was published; never shown publicly.
  email?: string;
  lang?: string;
};

export const REVIEW_STATUSES = ['waiting', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

// GET /api/admin/testimonials?page=&bookId=&q=: one page, newest first (spec §7, §9).
export type AdminTestimonialsPage = {
  testimonials: AdminTestimonial[];
  totalCount: number;
  totalPages: number;
  page: number;
};

// Which page of which reviews the screen shows; '' means no filter.
export type TestimonialsQuery = { page: number; bookId: string; q: string; status: string };

// What the form sends to POST /api/admin/testimonials and PUT /api/admin/testimonials/{id}.
export type TestimonialInput = Pick<
  Testimonial,
  'bookId' | 'rating' | 'title' | 'content' | 'reviewerName' | 'source' | 'date' | 'verifiedPurchase'
> & { role: string };
