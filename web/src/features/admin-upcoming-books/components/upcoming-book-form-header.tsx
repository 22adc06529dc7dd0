import { BackHeader } from '@/components/ui/back-header';
import { adminPaths } from '@/config/admin-paths';

// The add and edit screens' heading, with the way back to the list.
export function UpcomingBookFormHeader({ title }: { title: string }) {
  return <BackHeader back={{ href: adminPaths.upcomingBooks.getHref(), label: 'Back to Upcoming Books' }} title={title} />;
}
