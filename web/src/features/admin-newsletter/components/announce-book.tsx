import { Newspaper } from 'lucide-react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { useAdminBooks } from '@/lib/admin-catalogue';
import { userMessage } from '@/lib/user-message';

import { useNewsletterSettings } from '../api/get-issues';
import { useCreateIssue } from '../api/issue-actions';
import type { IssueInput } from '../types';
import { htmlToPlainText } from '../utils/plain-text';
import { bookCardHtml, escapeHtml } from '../utils/inserts';

import { EMPTY_ISSUE } from './issues-list';

// A draft announcing a book, filled in: a subject, a line to start from and the book's card.
export function announcementDraft(book: Parameters<typeof bookCardHtml>[0], origin: string): IssueInput {
  const bodyHtml = `<p>I have a new book to share with you: ${escapeHtml(book.title)}!</p>${bookCardHtml(book, origin)}`;
  return {
    ...EMPTY_ISSUE,
    subject: `New book: ${book.title}`,
    previewText: 'A new story is here.',
    bodyHtml,
    bodyText: htmlToPlainText(bodyHtml),
  };
}

// After a book is added: an offer to tell the subscribers, which starts a draft (nothing is
// sent until she sends it).
export function AnnounceBookOffer({ bookId }: { bookId: string }) {
  const book = useAdminBooks().data?.find((b) => b.id === bookId);
  // The card's links start with the site's configured address.
  const siteUrl = useNewsletterSettings().data?.siteUrl;
  const create = useCreateIssue();
  const navigate = useNavigate();
  const toast = useToast();
  if (!book || !siteUrl) return null;
  return (
    <section
      aria-label="Tell your subscribers"
      className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border-2 border-teal-700 bg-teal-50 p-4"
    >
      <p className="text-stone-900">
        <span className="font-bold">&quot;{book.title}&quot; is on the site.</span> Tell your subscribers about it?
      </p>
      <Button
        disabled={create.isPending}
        onClick={() =>
          create.mutate(announcementDraft(book, siteUrl), {
            onSuccess: (issue) => navigate(adminPaths.newsletterIssue.getHref(issue.id)),
            onError: (error) => toast.show(userMessage(error, 'The draft could not be started. Please try again.'), { tone: 'error' }),
          })
        }
      >
        <Newspaper aria-hidden="true" className="size-4" />
        {create.isPending ? 'Starting...' : 'Write a newsletter about it'}
      </Button>
    </section>
  );
}
