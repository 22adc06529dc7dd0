import { ExternalLink } from 'lucide-react';

import { BackHeader } from '@/components/ui/back-header';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';

import { useAuthorProfile } from '../api/get-author-profile';
import { MSG_PROFILE_LOAD_FAILED } from '../utils/author-messages';

import { AuthorProfileForm } from './author-profile-form';

// The author profile screen: loads the stored profile (none yet is an empty form), then the
// form starts from it.
export function AuthorProfile() {
  const profile = useAuthorProfile();
  return (
    <div className="space-y-6">
      <BackHeader back={{ href: adminPaths.authors.getHref(), label: 'Back to Authors' }} title="Author Profile">
        <p className="mt-1 text-stone-700">
          What the{' '}
          <a
            href={paths.about.getHref()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900"
          >
            About page
            <span className="sr-only">(opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>{' '}
          shows.
        </p>
      </BackHeader>
      {profile.isPending ? (
        <Spinner label="Loading author profile..." />
      ) : profile.isError ? (
        <LoadError message={MSG_PROFILE_LOAD_FAILED} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <AuthorProfileForm profile={profile.data} />
      )}
    </div>
  );
}
