// What a chart's colours stand for: each name after a swatch of its colour and shape
// ('size-3 rounded-sm bg-orange-600'). Hidden with its chart from screen readers.
export function ChartLegend({ items }: { items: Array<{ label: string; swatch: string }> }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-800">
      {items.map(({ label, swatch }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={`inline-block ${swatch}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
