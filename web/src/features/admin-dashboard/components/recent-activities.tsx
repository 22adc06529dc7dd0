import { BookPlus, FilePlus2 } from 'lucide-react';

import { formatDateTime } from '@/lib/format-date';

import type { DashboardActivity } from '../api/get-dashboard';
import { timeAgo } from '../utils/time-ago';

const icons = { book_added: BookPlus, material_added: FilePlus2 } as const;

export const RECENT_LIMIT = 5;

export function RecentActivities({ activities, now }: { activities: DashboardActivity[]; now?: Date }) {
  const items = activities.slice(0, RECENT_LIMIT);
  return (
    <section aria-labelledby="recent-activities-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm">
      <h2 id="recent-activities-heading" className="font-display text-xl font-bold text-stone-900">
        Recent Activities
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-stone-700">No recent activity yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((activity) => {
            const Icon = icons[activity.type] ?? BookPlus;
            return (
              <li key={`${activity.type}-${activity.timestamp}-${activity.message}`} className="flex items-start gap-3">
                <span
                  className={[
                    'flex size-9 shrink-0 items-center justify-center rounded-xl',
                    activity.type === 'material_added' ? 'bg-sky-100 text-sky-800' : 'bg-green-100 text-green-800',
                  ].join(' ')}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">{activity.message}</p>
                  <p className="text-sm text-stone-700">
                    {/* The exact time, in the owner's own time zone, on hover. */}
                    <time dateTime={activity.timestamp} title={formatDateTime(activity.timestamp)}>
                      {timeAgo(activity.timestamp, now)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
