import { AudioLines, Clapperboard, ExternalLink, Pencil } from 'lucide-react';

import { Button, buttonClasses } from '@/components/ui/button';
import { PreviewButtons } from '@/components/ui/list/preview-buttons';
import { DeleteButton } from '@/components/ui/list/row-actions';
import { paths } from '@/config/paths';
import { isSafeLink } from '@/lib/media-url';
import type { MultimediaType } from '@/types/api';

import type { AdminMultimedia } from '../types';

// The pieces the table and the cards both show for an item.

export type MultimediaViewProps = {
  items: AdminMultimedia[];
  onEdit: (item: AdminMultimedia) => void;
  onDelete: (item: AdminMultimedia) => void;
};

// The picture shown when an item has no thumbnail.
export const mediaIcon = (item: AdminMultimedia) => (item.type === 'audio' ? AudioLines : Clapperboard);

const badgeColours: Record<MultimediaType, string> = {
  video: 'bg-sky-100 text-sky-900',
  audio: 'bg-violet-100 text-violet-900',
};

// 'VIDEO' or 'AUDIO' (admin spec §2).
export function TypeBadge({ type }: { type: MultimediaType }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-extrabold tracking-wide ${badgeColours[type]}`}
    >
      {type === 'audio' ? 'AUDIO' : 'VIDEO'}
    </span>
  );
}

// The book, linked to its public Videos & Songs page at its canonical address.
export function BookLink({ item }: { item: AdminMultimedia }) {
  return (
    <a
      href={paths.multimedia.getHref(item.bookSlug)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
    >
      {item.bookTitle}
      <span className="sr-only">: Videos &amp; Songs page (opens in a new tab)</span>
    </a>
  );
}

type ItemActionsProps = {
  item: AdminMultimedia;
  onEdit: (item: AdminMultimedia) => void;
  onDelete: (item: AdminMultimedia) => void;
};

// Open the content where it lives, Edit in the modal form, Delete (asked first).
export function ItemActions({ item, onEdit, onDelete }: ItemActionsProps) {
  return (
    <div className="flex flex-wrap gap-2 [overflow-wrap:normal]">
      {isSafeLink(item.url) ? (
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'ghost', className: 'whitespace-nowrap' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open <span className="sr-only">{item.title} (opens in a new tab)</span>
        </a>
      ) : null}
      <PreviewButtons kind="multimedia" id={item.id} status={item.status} title={item.title} />
      <Button variant="secondary" className="whitespace-nowrap" onClick={() => onEdit(item)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit <span className="sr-only">{item.title}</span>
      </Button>
      <DeleteButton itemName={item.title} onClick={() => onDelete(item)} />
    </div>
  );
}
