import type { ReactNode } from 'react';

import { BackHeader } from '@/components/ui/back-header';
import { adminPaths } from '@/config/admin-paths';

// The kit screens' heading, with the way back to the kit list.
export function KitHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <BackHeader back={{ href: adminPaths.kindnessKits.getHref(), label: 'Back to Kindness Kits' }} title={title}>
      {children}
    </BackHeader>
  );
}
