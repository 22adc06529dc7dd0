import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';

// An address the other app owns (the public site and the admin are two apps, app/app.tsx):
// load it from the server, which starts the right one. The router has already put the address
// in the history, so it is replaced rather than added: Back goes where it went before.
export function FullLoad() {
  const { pathname, search, hash } = useLocation();
  const href = pathname + search + hash;
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return <Spinner label={t('layout.loading')} />;
}
