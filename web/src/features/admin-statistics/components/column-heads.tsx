const COUNT_WIDTH = 'w-24 sm:w-28';

type ColumnHeadsProps = {
  // The names' heading, then one heading a count ('Page', 'Views').
  columns: [string, ...string[]];
  // Each count column's width where it is not the usual one.
  widths?: Array<string | undefined>;
};

// The heading row of the report's small tables: the names on the left, the counts on the
// right in columns of a fixed width, so the names take what is left of a narrow screen.
export function ColumnHeads({ columns: [name, ...counts], widths = [] }: ColumnHeadsProps) {
  return (
    <thead>
      <tr className="text-stone-700">
        <th scope="col" className="pb-1 text-left">
          {name}
        </th>
        {counts.map((c, i) => (
          <th key={c} scope="col" className={`${widths[i] ?? COUNT_WIDTH} pb-1 text-right`}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
