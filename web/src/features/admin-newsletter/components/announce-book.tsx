import { Newspaper } from 'lucide-react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { useAdminBooks } from '@/lib/admin-catalogue';
import { userMessage } from '@/lib/user-message';

import { useCreateAnnouncement } from '../api/issue-actions';

// After a book is added: an offer to tell the subscribers, which starts a draft the server
// fills in (nothing is sent until she sends it).
export function AnnounceBookOffer({ bookId }: { bookId: string }) {
  const book = useAdminBooks().data?.find((b) => b.id === bookId);
  const announce = useCreateAnnouncement();
  const navigate = useNavigate();
  const toast = useToast();
  if (!book) return null;
  return (
    <section
      aria-label="Tell your subscribers"
      className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border-2 border-teal-700 bg-teal-50 p-4"
    >
      <p className="text-stone-900">
        <span className="font-bold">&quot;{book.title}&quot; is on the site.</span> Tell your subscribers about it?
      </p>
      <Button
        disabled={announce.isPending}
        onClick={() =>
          announce.mutate(book.id, {
            onSuccess: (issue) => navigate(adminPaths.newsletterIssue.getHref(issue.id)),
            onError: (error) => toast.show(userMessage(error, 'The draft could not be started. Please try again.'), { tone: 'error' }),
          })
        }
      >
        <Newspaper aria-hidden="true" className="size-4" />
        {announce.isPending ? 'Starting...' : 'Write a newsletter about it'}
      </Button>
    </section>
  );
}
