// A kit's state (spec §4): Active (visible to users) or Inactive.
export function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-bold text-green-900 ring-1 ring-green-300">
      Active
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-bold text-stone-800 ring-1 ring-stone-300">
      Inactive
    </span>
  );
}
