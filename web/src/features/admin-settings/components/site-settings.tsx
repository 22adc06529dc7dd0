import { ExternalLink } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { UnsavedChangesGuard } from '@/components/ui/form/unsaved-changes-guard';
import { ListHeader } from '@/components/ui/list/list-header';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { useSettings } from '../api/get-settings';
import type { SettingsSection } from '../types';
import { MSG_SETTINGS_LOAD_FAILED } from '../utils/settings-messages';

import { BrandSection } from './brand-section';
import { EmailSection } from './email-section';
import { HomeSection } from './home-section';
import { IdentitySection } from './identity-section';
import { MailSection } from './mail-section';
import { SocialSection } from './social-section';

function PreviewLink() {
  return (
    <a href={paths.home.getHref()} target="_blank" rel="noopener" className={buttonClasses({ variant: 'secondary' })}>
      <ExternalLink aria-hidden="true" className="size-4" />
      Preview site <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

// The owner's settings screen (issue 12): the site's identity, logo and images, social links,
// the home page's words, how the site sends mail and how mails are signed, each section a form
// saved on its own. One guard asks before leaving while any of them has unsaved changes.
export function SiteSettings() {
  const settings = useSettings();
  const [dirty, setDirty] = useState<Partial<Record<SettingsSection | 'email', boolean>>>({});
  // The screen never moves on by itself after a save, so leaving always asks when unsaved.
  const leaving = useRef(false);
  const onDirtyChange = useCallback((section: SettingsSection | 'email', isDirty: boolean) => {
    setDirty((current) => (current[section] === isDirty ? current : { ...current, [section]: isDirty }));
  }, []);

  return (
    <div className="space-y-6">
      <ListHeader
        title="Settings"
        intro="How the site names and presents itself. Each section is saved on its own."
        action={<PreviewLink />}
      />
      {settings.isPending ? (
        <Spinner label="Loading settings..." />
      ) : settings.isError ? (
        <LoadError
          message={MSG_SETTINGS_LOAD_FAILED}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <IdentitySection data={settings.data} onDirtyChange={onDirtyChange} />
          <BrandSection data={settings.data} onDirtyChange={onDirtyChange} />
          <SocialSection data={settings.data} onDirtyChange={onDirtyChange} />
          <HomeSection data={settings.data} onDirtyChange={onDirtyChange} />
          <EmailSection onDirtyChange={onDirtyChange} />
          <MailSection data={settings.data} onDirtyChange={onDirtyChange} />
        </>
      )}
      <UnsavedChangesGuard dirty={Object.values(dirty).some(Boolean)} leaving={leaving} />
    </div>
  );
}
