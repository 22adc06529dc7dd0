import type { ReactNode, Ref } from 'react';

// A list screen's heading, with a line under it and the screen's main action beside it. The
// heading can take the focus (after a delete, the list starts again there).
export function ListHeader({
  title,
  headingRef,
  intro,
  action,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-bold text-stone-900">
          {title}
        </h1>
        {intro ? <p className="mt-1 text-stone-700">{intro}</p> : null}
      </div>
      {action}
    </div>
  );
}
