import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  // Said before the cell on small screens, where the headings are not shown; none where the
  // cell speaks for itself (a picture, the buttons).
  label?: boolean;
  className?: string;
};

type DataTableProps<T> = {
  // What the table lists, for screen readers.
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
};

// An admin table. On small screens it stacks: each row becomes a card and each cell a line
// with its column's name, so nothing scrolls sideways at 375 px. Long words wrap in their
// cell rather than widen the table.
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div className="lg:overflow-hidden lg:rounded-3xl lg:border-2 lg:border-amber-200 lg:bg-white lg:shadow-sm">
      <table className="w-full text-left max-lg:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-amber-100 text-sm text-stone-900 max-lg:hidden">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3 font-bold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-lg:block max-lg:space-y-4">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="align-top max-lg:flex max-lg:flex-col max-lg:gap-2 max-lg:rounded-3xl max-lg:border-2 max-lg:border-amber-200 max-lg:bg-white max-lg:p-4 max-lg:shadow-sm lg:border-t-2 lg:border-amber-100"
            >
              {columns.map((column) => (
                <td key={column.header} className={`[overflow-wrap:anywhere] max-lg:block lg:px-4 lg:py-3 ${column.className ?? ''}`}>
                  {column.label ? <span className="font-bold text-stone-900 lg:hidden">{column.header}: </span> : null}
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
