import { Plus } from 'lucide-react';

import { ButtonLink } from '../button';

// A list screen's way to add an item ('Add New Book').
export function AddLink({ to, children }: { to: string; children: string }) {
  return (
    <ButtonLink to={to}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </ButtonLink>
  );
}
