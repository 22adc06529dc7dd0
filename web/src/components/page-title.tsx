import { useSite } from '@/lib/site';

type PageTitleProps = {
  title: string;
  // Admin screens read `Books | Admin Portal | {site name}`.
  admin?: boolean;
};

// The document title, ending in the site's name as the owner set it: `All Books | {site name}`.
export function PageTitle({ title, admin = false }: PageTitleProps) {
  const { name } = useSite().identity;
  return <title>{[title, admin ? 'Admin Portal' : '', name].filter(Boolean).join(' | ')}</title>;
}
