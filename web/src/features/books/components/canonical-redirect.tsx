import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import type { Book } from '@/types/api';

import { getBookQueryOptions } from '../api/get-book';

// An outdated slug with a valid short id: move to the canonical URL (href of
// the canonical {slug}-{shortid}), replacing this history entry, and hand the
// loaded book over so it is not fetched again.
export function CanonicalRedirect({ book, to, href, label }: { book: Book; to: string; href: (ref: string) => string; label: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.setQueryData(getBookQueryOptions(to).queryKey, book);
    void navigate(href(to), { replace: true });
  }, [book, to, href, navigate, queryClient]);
  return <Spinner label={label} />;
}
