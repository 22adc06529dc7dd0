import { useSite } from '@/lib/site';

// The document title, ending in the site's name as the owner set it: `All Books | {site name}`.
export function PageTitle({ title }: { title: string }) {
  const { name } = useSite().identity;
  return <title>{[title, name].filter(Boolean).join(' | ')}</title>;
}
