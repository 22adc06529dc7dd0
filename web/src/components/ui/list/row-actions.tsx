import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button, ButtonLink } from '../button';

// A row's Edit link; screen readers hear what it edits ('Edit The Kindness Cloud').
export function EditLink({ to, itemName }: { to: string; itemName: ReactNode }) {
  return (
    <ButtonLink to={to} variant="secondary">
      <Pencil aria-hidden="true" className="size-4" />
      Edit <span className="sr-only">{itemName}</span>
    </ButtonLink>
  );
}

// A row's Delete button; screen readers hear what it deletes.
export function DeleteButton({ itemName, onClick, disabled, describedBy }: { itemName: ReactNode; onClick: () => void; disabled?: boolean; describedBy?: string }) {
  return (
    <Button
      variant="ghost"
      className="text-red-800 hover:bg-red-50"
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete <span className="sr-only">{itemName}</span>
    </Button>
  );
}
