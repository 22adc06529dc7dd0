import {
  BookOpen,
  CalendarClock,
  Clapperboard,
  ExternalLink,
  FileText,
  ChartColumn,
  History,
  HeartHandshake,
  Inbox,
  LayoutDashboard,
  Mail,
  Newspaper,
  MessageSquareQuote,
  Settings,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';

export type AdminNavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  // Active only on the exact path (the dashboard), not on the paths below it.
  end?: boolean;
  // One of the owners' screens: an editor's menu leaves it out.
  ownerOnly?: boolean;
};

// The side menu, in the spec's order, then the screens of what readers send.
export const adminNavItems: AdminNavItem[] = [
  { label: 'Dashboard', href: adminPaths.dashboard.getHref(), icon: LayoutDashboard, end: true },
  { label: 'Books', href: adminPaths.books.getHref(), icon: BookOpen },
  { label: 'Authors', href: adminPaths.authors.getHref(), icon: Users },
  { label: 'Materials', href: adminPaths.materials.getHref(), icon: FileText },
  { label: 'Videos & Songs', href: adminPaths.multimedia.getHref(), icon: Clapperboard },
  { label: 'Upcoming Books', href: adminPaths.upcomingBooks.getHref(), icon: CalendarClock },
  { label: 'Kindness Kits', href: adminPaths.kindnessKits.getHref(), icon: HeartHandshake },
  { label: 'Testimonials', href: adminPaths.testimonials.getHref(), icon: MessageSquareQuote },
  // What readers send (Storyshelf's own, DESIGN.md difference 10).
  { label: 'Messages', href: adminPaths.messages.getHref(), icon: Inbox },
  { label: 'Subscribers', href: adminPaths.subscribers.getHref(), icon: Mail, ownerOnly: true },
  { label: 'Newsletter', href: adminPaths.newsletter.getHref(), icon: Newspaper },
  { label: 'Statistics', href: adminPaths.statistics.getHref(), icon: ChartColumn },
  // The site's own name, brand, links and words (DESIGN.md difference 11).
  { label: 'Settings', href: adminPaths.settings.getHref(), icon: Settings, ownerOnly: true },
  // The team: each person's own account, and invitations.
  { label: 'People', href: adminPaths.people.getHref(), icon: UsersRound, ownerOnly: true },
  // Who changed what through the admin, and every sign-in.
  { label: 'History', href: adminPaths.history.getHref(), icon: History, ownerOnly: true },
  // The signed-in person's own password, address and devices.
  { label: 'Account', href: adminPaths.account.getHref(), icon: UserRound },
];

export const viewWebsiteItem: AdminNavItem = {
  label: 'View Website',
  href: paths.home.getHref(),
  icon: ExternalLink,
  end: true,
};
