import { useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// GET /api/admin/newsletter/settings: of the newsletter's settings the kit form needs only
// whether MailerLite is set up on this site (MAILERLITE_API_KEY), to ask for a MailerLite group
// only then (issue #45). The Newsletter screen reads the same answer under the same key.
type SendingSettings = { mailerLite: boolean };

export function useMailerLiteSetUp() {
  return useQuery({
    queryKey: adminQueryKeys.newsletterSettings,
    queryFn: ({ signal }) => adminApi.get<SendingSettings>(adminApiPaths.newsletterSettings, { signal }),
    select: (settings) => settings.mailerLite === true,
  });
}
