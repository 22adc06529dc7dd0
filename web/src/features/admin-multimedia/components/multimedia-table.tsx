import { DataTable, type Column } from '@/components/ui/list/data-table';
import { PublishBadge } from '@/components/ui/list/publish-badge';
import { Thumbnail } from '@/components/ui/list/thumbnail';

import type { AdminMultimedia } from '../types';

import { BookLink, ItemActions, mediaIcon, TypeBadge, type MultimediaViewProps } from './multimedia-parts';
import { ProviderLabel } from './provider-label';

// The table view (admin spec §2): thumbnail, title with its provider and description, book,
// type and actions, a row an item. It stacks on small screens.
export function MultimediaTable({ items, onEdit, onDelete }: MultimediaViewProps) {
  const columns: Column<AdminMultimedia>[] = [
    { header: 'Thumbnail', cell: (item) => <Thumbnail src={item.thumbnail} icon={mediaIcon(item)} /> },
    {
      header: 'Title',
      className: 'xl:w-2/5',
      cell: (item) => (
        <>
          <p className="font-extrabold text-stone-900">{item.title}</p>
          <PublishBadge status={item.status} publishAt={item.publishAt} />
          <ProviderLabel url={item.url} type={item.type} />
          <p className="mt-1 line-clamp-3 text-sm text-stone-700">{item.description}</p>
        </>
      ),
    },
    { header: 'Book', label: true, cell: (item) => <BookLink item={item} /> },
    { header: 'Type', label: true, cell: (item) => <TypeBadge type={item.type} /> },
    { header: 'Actions', cell: (item) => <ItemActions item={item} onEdit={onEdit} onDelete={onDelete} /> },
  ];
  return <DataTable caption="Videos and songs, newest first" columns={columns} rows={items} rowKey={(item) => item.id} />;
}
