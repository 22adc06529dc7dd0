import { PublishBadge } from '@/components/ui/list/publish-badge';
import { Thumbnail } from '@/components/ui/list/thumbnail';

import { BookLink, ItemActions, mediaIcon, TypeBadge, type MultimediaViewProps } from './multimedia-parts';
import { ProviderLabel } from './provider-label';

// The card view (admin spec §2): what the table shows, and a song's lyrics too.
export function MultimediaCards({ items, onEdit, onDelete }: MultimediaViewProps) {
  return (
    <ul aria-label="Videos and songs" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm">
          <div className="flex items-start gap-4">
            <Thumbnail src={item.thumbnail} icon={mediaIcon(item)} />
            <div className="min-w-0 space-y-1">
              <TypeBadge type={item.type} />
              <h2 className="break-words text-lg font-extrabold text-stone-900">{item.title}</h2>
              <PublishBadge status={item.status} publishAt={item.publishAt} />
              <ProviderLabel url={item.url} type={item.type} />
            </div>
          </div>
          <p className="break-words text-stone-800">{item.description}</p>
          <p className="break-words text-sm text-stone-700">
            Book: <BookLink item={item} />
          </p>
          {item.type === 'audio' && item.lyrics ? (
            <div className="rounded-2xl bg-amber-50 p-3">
              <h3 className="text-sm font-bold text-stone-900">Lyrics</h3>
              <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-800">{item.lyrics}</p>
            </div>
          ) : null}
          <div className="mt-auto border-t border-amber-100 pt-3">
            <ItemActions item={item} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}
