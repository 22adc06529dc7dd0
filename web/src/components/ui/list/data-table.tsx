import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  // Said before the cell on small screens, where the headings are not shown; none where the
  // cell speaks for itself (a picture, the buttons).
  label?: boolean;
  // For the column's heading and cells (a width, an alignment).
  className?: string;
};

type DataTableProps<T> = {
  // What the table lists, for screen readers.
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
};

// An admin table. Below the xl breakpoint (beside the admin menu the table would be cramped)
// it stacks: each row becomes a card and each cell a line with its column's name, so nothing
// scrolls sideways at 375 px. Long words wrap in their cell rather than widen the table.
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div className="xl:overflow-hidden xl:rounded-3xl xl:border-2 xl:border-amber-200 xl:bg-white xl:shadow-sm">
      <table className="w-full text-left max-xl:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-amber-100 text-sm text-stone-900 max-xl:hidden">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 font-bold ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-xl:block max-xl:space-y-4">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="align-top max-xl:flex max-xl:flex-col max-xl:gap-2 max-xl:rounded-3xl max-xl:border-2 max-xl:border-amber-200 max-xl:bg-white max-xl:p-4 max-xl:shadow-sm xl:border-t-2 xl:border-amber-100"
            >
              {columns.map((column) => (
                <td key={column.header} className={`[overflow-wrap:anywhere] max-xl:block xl:px-4 xl:py-3 ${column.className ?? ''}`}>
                  {column.label ? <span className="font-bold text-stone-900 xl:hidden">{column.header}: </span> : null}
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
