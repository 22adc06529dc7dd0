import { BookOpen, ExternalLink, Pencil } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';

import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { fieldControlClasses } from '@/components/ui/field';
import { DataTable, type Column } from '@/components/ui/list/data-table';
import { EmptyState, NoMatches } from '@/components/ui/list/empty-state';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListState } from '@/components/ui/list/list-state';
import { SearchField } from '@/components/ui/list/search-field';
import { adminPaths } from '@/config/admin-paths';
import { isSafeLink } from '@/lib/media-url';

import { useMaterialOverview } from '../api/get-materials';
import type { MaterialOverview } from '../types';
import {
  booksWithMaterials,
  filterMaterials,
  MATERIAL_TYPE_LABELS,
  NO_FILTERS,
  type MaterialFilters,
} from '../utils/filter-materials';

export const MSG_MATERIALS_FAILED = 'Failed to load materials. Please try again.';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type FilterSelectProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
};

function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-stone-900">
        {label}
      </label>
      <select id={id} className={fieldControlClasses(false)} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const typeOptions = Object.entries(MATERIAL_TYPE_LABELS).map(([value, label]) => ({ value, label }));

const columns: Column<MaterialOverview>[] = [
  {
    header: 'Material',
    className: 'xl:w-1/3',
    cell: (m) => (
      <>
        <p className="font-extrabold text-stone-900">{m.title}</p>
        {m.description ? <p className="mt-1 line-clamp-2 text-sm text-stone-700">{m.description}</p> : null}
      </>
    ),
  },
  {
    header: 'Book',
    label: true,
    cell: (m) => (
      <a
        href={m.bookPath}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-orange-800 underline underline-offset-2 hover:text-orange-900"
      >
        {m.bookTitle} <span className="sr-only">(opens the book page in a new tab)</span>
      </a>
    ),
  },
  {
    header: 'Type',
    label: true,
    cell: (m) => (
      <span className="inline-block whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">
        {MATERIAL_TYPE_LABELS[m.type] ?? m.type}
      </span>
    ),
  },
  { header: 'Size', label: true, cell: (m) => m.fileSize, className: 'xl:whitespace-nowrap' },
  { header: 'Downloads', label: true, cell: (m) => m.downloads.toLocaleString('en-US'), className: 'xl:text-right' },
  {
    header: 'Actions',
    cell: (m) => (
      <div className="flex flex-wrap gap-2 [overflow-wrap:normal]">
        {isSafeLink(m.fileUrl) ? (
          <a
            href={m.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'ghost', className: 'whitespace-nowrap' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Open file <span className="sr-only">{m.title} (opens in a new tab)</span>
          </a>
        ) : null}
        <ButtonLink to={adminPaths.editBook.getHref(m.bookId)} variant="secondary" className="whitespace-nowrap">
          <Pencil aria-hidden="true" className="size-4" />
          Edit in book <span className="sr-only">{m.bookTitle}</span>
        </ButtonLink>
      </div>
    ),
  },
];

// The materials overview (DESIGN.md difference 9; the spec leaves /admin/materials undefined):
// every learning material across the books, with its book, type, size and downloads, a way to
// open the file and to change it in its book's form. Search, and filters by type and by book.
// Kit files are not materials: they live under Kindness Kits.
export function MaterialsOverview() {
  const materials = useMaterialOverview();
  const [filters, setFilters] = useState<MaterialFilters>(NO_FILTERS);
  const searchRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const all = useMemo(() => materials.data ?? [], [materials.data]);
  const found = useMemo(() => filterMaterials(all, filters), [all, filters]);
  const books = useMemo(() => booksWithMaterials(all), [all]);
  const filtered = filters.q.trim() !== '' || filters.type !== '' || filters.bookId !== '';
  const set = (next: Partial<MaterialFilters>) => setFilters((current) => ({ ...current, ...next }));

  const downloads = all.reduce((sum, m) => sum + m.downloads, 0);
  const summary = filtered
    ? `Showing ${found.length} of ${count(all.length, 'material', 'materials')}`
    : `${count(all.length, 'material', 'materials')} in ${count(books.length, 'book', 'books')}, downloaded ${count(downloads, 'time', 'times')} in all`;

  return (
    <div className="space-y-6">
      <ListHeader
        title="Materials"
        headingRef={headingRef}
        intro="Every learning material across your books, with how often it was downloaded (counted by the site's own analytics). Materials are added and changed in their book's form; kit files are under Kindness Kits."
      />

      <div className="grid gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          id="materials-search"
          label="Search"
          placeholder="Title, description or book"
          value={filters.q}
          onChange={(q) => set({ q })}
          inputRef={searchRef}
          className="sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect
          id="materials-type"
          label="Type"
          allLabel="All types"
          value={filters.type}
          options={typeOptions}
          onChange={(type) => set({ type })}
        />
        <FilterSelect
          id="materials-book"
          label="Book"
          allLabel="All books"
          value={filters.bookId}
          options={books.map((b) => ({ value: b.id, label: b.title }))}
          onChange={(bookId) => set({ bookId })}
        />
      </div>

      <p role="status" className="text-stone-700">
        {materials.isSuccess && all.length > 0 ? summary : ''}
      </p>

      <ListState
        query={materials}
        loadingLabel="Loading materials..."
        loadFailedMessage={MSG_MATERIALS_FAILED}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="No materials yet"
            action={
              <ButtonLink to={adminPaths.books.getHref()}>
                <BookOpen aria-hidden="true" className="size-4" />
                Go to Books
              </ButtonLink>
            }
          >
            Add learning materials to a book under Educational Materials in its form, and they will be listed here with their
            downloads.
          </EmptyState>
        }
      >
        {() =>
          found.length === 0 ? (
            <NoMatches
              title="No materials match"
              clearLabel="Clear filters"
              onClear={() => {
                setFilters(NO_FILTERS);
                searchRef.current?.focus();
              }}
            >
              Try other words, another type or another book.
            </NoMatches>
          ) : (
            <DataTable caption="Materials, by book" columns={columns} rows={found} rowKey={(m) => m.id} />
          )
        }
      </ListState>
    </div>
  );
}
