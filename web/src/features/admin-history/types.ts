import type { PageInfo } from '@/components/ui/list/paged-list';

// One changed field; old and new are there only when both are short plain values
// (internal/storyshelf/history.go HistoryField).
export type HistoryField = { name: string; old?: string | number | boolean; new?: string | number | boolean };

// One record of who did what (internal/storyshelf/history.go HistoryRecord). A failed sign-in
// has no actorId: actorEmail is the address tried.
export type HistoryRecord = {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  kind: string;
  action: string;
  itemId: string;
  itemName: string;
  fields: HistoryField[];
};

// keptDays: how long records are kept (the server's HISTORY_RETENTION_DAYS); 0 is for good.
export type HistoryPage = PageInfo & { records: HistoryRecord[]; people: string[]; kinds: string[]; keptDays: number };

// Which records the screen shows; '' means no filter. from and to are days (YYYY-MM-DD).
export type HistoryFilter = { person: string; kind: string; from: string; to: string };
export type HistoryQuery = HistoryFilter & { page: number };
