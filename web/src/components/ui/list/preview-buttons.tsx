import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { PreviewKind } from '@/config/admin-paths';
import type { PublishStatus } from '@/types/api';

import { getPreviewLink } from '@/lib/admin-preview-link';

// "Preview" for a draft or scheduled item: opens its real public page as a reader will see it
// (English or Spanish) in a new tab, or copies a signed link for an editor that works for seven
// days. Published items need none: their page is public.
export function PreviewButtons({ kind, id, status, title }: { kind: PreviewKind; id: string; status?: PublishStatus; title: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (status !== 'draft' && status !== 'scheduled') return null;

  async function run(action: 'en' | 'es' | 'copy') {
    // The tab opens at once (a popup blocker allows it only straight from the click); the link
    // arrives after.
    const tab = action === 'copy' ? null : window.open('', '_blank');
    setBusy(true);
    try {
      const link = await getPreviewLink(kind, id);
      if (action === 'copy') {
        await navigator.clipboard.writeText(link.url);
        toast.show(`Preview link for "${title}" copied. It works for 7 days.`);
      } else if (tab) {
        tab.opener = null;
        tab.location.href = action === 'en' ? link.path : link.pathEs;
      } else {
        window.location.assign(action === 'en' ? link.path : link.pathEs);
      }
    } catch {
      tab?.close();
      toast.show('Could not make a preview link. Please try again.', { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-wrap gap-2">
      <Button variant="secondary" disabled={busy} onClick={() => run('en')} aria-label={`Preview "${title}"`}>
        Preview
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => run('es')} aria-label={`Preview "${title}" in Spanish`}>
        Español
      </Button>
      <Button variant="ghost" disabled={busy} onClick={() => run('copy')} aria-label={`Copy a preview link for "${title}"`}>
        Copy link
      </Button>
    </span>
  );
}
