import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

export type DashboardActivity = {
  type: 'book_added' | 'material_added';
  message: string;
  timestamp: string;
};

export type DashboardBook = {
  id: string;
  title: string;
  author: string;
  coverImage: string;
  createdAt: string;
};

// One scheduled backup run: when it ran, where it wrote the archive and how big it
// is, or why it failed.
export type BackupRecord = {
  id: string;
  startedAt: string;
  finishedAt: string;
  file: string;
  size: number;
  ok: boolean;
  error?: string;
};

export type Dashboard = {
  recentActivities: DashboardActivity[];
  recentBooks: DashboardBook[];
  // Page views and the sum of daily unique visitors over the last 30 days.
  visits: number;
  visitors: number;
  bookCount: number;
  // Contact messages the owner has not opened.
  unreadMessages: number;
  // Whether backups are on (turned on in Settings → Backups, or by the server's own settings),
  // where they go (in words), and the last one that ran (null: none yet).
  backupsScheduled: boolean;
  backupsWhere: string;
  lastBackup: BackupRecord | null;
  // A plain sentence for each public form that had unusually many submissions in the last
  // hour, while the site slows them down (empty on a quiet day).
  floodNotices: string[];
  // Whether the site can send mail now (a mail server is set, by the owner or the server), and
  // how many mails wait to be sent.
  mail: { ready: boolean; waiting: number };
  // A new site's first steps, each true once done: the site named, email set up, a book added,
  // backups on.
  checklist: { siteName: boolean; email: boolean; firstBook: boolean; backups: boolean };
  // Books released with a newsletter draft announcing them that is still unsent (issue #30
  // part 3); absent on answers from before release day.
  releaseDrafts?: Array<{ issueId: string; title: string }>;
};

export const getDashboard = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<Dashboard>(adminApiPaths.dashboard, { signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.dashboard,
    queryFn: ({ signal }) => getDashboard({ signal }),
    staleTime: 30 * 1000,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
