import { ExternalLink } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { UnsavedChangesGuard } from '@/components/ui/form/unsaved-changes-guard';
import { ListHeader } from '@/components/ui/list/list-header';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { useBackupSettings } from '../api/get-backup-settings';
import { useEmailSettings } from '../api/get-email-settings';
import { useSettings } from '../api/get-settings';
import type { DirtyChange } from '../types';
import { MSG_SETTINGS_LOAD_FAILED } from '../utils/settings-messages';

import { AboutSection } from './about-section';
import { BackupsSection } from './backups-section';
import { BrandSection } from './brand-section';
import { EmailSection } from './email-section';
import { FaqSection } from './faq-section';
import { HomeSection } from './home-section';
import { IdentitySection } from './identity-section';
import { KitSection } from './kit-section';
import { CatalogueSection } from './catalogue-section';
import { NewsletterSection } from './newsletter-section';
import { MailSection } from './mail-section';
import { PrivacySection } from './privacy-section';
import { ReadingSection } from './reading-section';
import { SocialSection } from './social-section';
import { WeeklyLetterSection } from './weekly-letter-section';
import { UnsavedSectionsContext, type UnsavedSections } from './unsaved-sections';

function PreviewLink() {
  return (
    <a href={paths.home.getHref()} target="_blank" rel="noopener" className={buttonClasses({ variant: 'secondary' })}>
      <ExternalLink aria-hidden="true" className="size-4" />
      Preview site <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

// The owner's settings screen (issue 12): the site's identity, logo and images, social links,
// the home page's words, how the site sends mail and how mails are signed, its backups, and the site's texts
// (issue 27: the About cards, the contact FAQ, the book pages' lists, the kit's agreement, the
// privacy policy's own sections), each section a form saved on its own. One guard asks before leaving while any of them has unsaved changes, and a
// section's save says which others still have some (issue 27). Once loaded, the sections
// stay: a later reload of the settings that fails never takes the owner's typing away.
export function SiteSettings() {
  const settings = useSettings();
  // A link to a section (the dashboard's to #email-section, #backups, #identity-section) shows
  // it once every section has its data: Email and Backups load their own, and one above that
  // finished later would push the section off the screen again.
  const email = useEmailSettings();
  const backups = useBackupSettings();
  const allLoaded = settings.data !== undefined && !email.isPending && !backups.isPending;
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (allLoaded && id) document.getElementById(id)?.scrollIntoView?.();
  }, [allLoaded]);
  // The sections with unsaved changes, by their titles.
  const [unsaved, setUnsaved] = useState<UnsavedSections>({});
  // The screen never moves on by itself after a save, so leaving always asks when unsaved.
  const leaving = useRef(false);
  const onDirtyChange = useCallback<DirtyChange>((section, isDirty, title) => {
    setUnsaved((current) => {
      if ((current[section] !== undefined) === isDirty) return current;
      const { [section]: _left, ...others } = current;
      return isDirty ? { ...others, [section]: title } : others;
    });
  }, []);

  return (
    <div className="space-y-6">
      <ListHeader
        title="Settings"
        intro="How the site names and presents itself. Each section is saved on its own."
        action={<PreviewLink />}
      />
      {settings.data ? (
        <UnsavedSectionsContext.Provider value={unsaved}>
          <IdentitySection data={settings.data} onDirtyChange={onDirtyChange} />
          <BrandSection data={settings.data} onDirtyChange={onDirtyChange} />
          <SocialSection data={settings.data} onDirtyChange={onDirtyChange} />
          <HomeSection data={settings.data} onDirtyChange={onDirtyChange} />
          <CatalogueSection data={settings.data} onDirtyChange={onDirtyChange} />
          <EmailSection onDirtyChange={onDirtyChange} />
          <MailSection data={settings.data} onDirtyChange={onDirtyChange} />
          <BackupsSection onDirtyChange={onDirtyChange} />
          <WeeklyLetterSection onDirtyChange={onDirtyChange} />
          <AboutSection data={settings.data} onDirtyChange={onDirtyChange} />
          <FaqSection data={settings.data} onDirtyChange={onDirtyChange} />
          <ReadingSection data={settings.data} onDirtyChange={onDirtyChange} />
          <KitSection data={settings.data} onDirtyChange={onDirtyChange} />
          <NewsletterSection data={settings.data} onDirtyChange={onDirtyChange} />
          <PrivacySection data={settings.data} onDirtyChange={onDirtyChange} />
        </UnsavedSectionsContext.Provider>
      ) : settings.isError ? (
        <LoadError
          message={MSG_SETTINGS_LOAD_FAILED}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Spinner label="Loading settings..." />
      )}
      <UnsavedChangesGuard dirty={Object.keys(unsaved).length > 0} leaving={leaving} />
    </div>
  );
}
