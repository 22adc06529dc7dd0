import { Link } from 'react-router';

import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { currentLang, t } from '@/lib/i18n';
import { formatLongDate } from '@/lib/format-long-date';

import { useNewsletterArchive } from '../api/get-archive';
import { issueVersion, writtenIn } from '../utils/issue-version';

// The newsletter archive: each sent newsletter the owner put in it that is written in the page's
// language, newest first, with its date and preview text; a plain note while there is none.
export function ArchiveList() {
  const archive = useNewsletterArchive();
  if (archive.isPending) return <Spinner label={t('newsletterArchive.loading')} />;
  if (archive.isError) {
    return <LoadError message={t('newsletterArchive.loadFailed')} onRetry={() => void archive.refetch()} retrying={archive.isFetching} />;
  }
  const lang = currentLang();
  const issues = (Array.isArray(archive.data) ? archive.data : []).filter((issue) => writtenIn(issue, lang));
  if (issues.length === 0) {
    return <p className="rounded-3xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-amber-200">{t('newsletterArchive.empty')}</p>;
  }
  return (
    <ul className="space-y-4">
      {issues.map((issue) => {
        const { subject, previewText } = issueVersion(issue, lang);
        return (
          <li key={issue.id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
            <h2 className="font-display text-xl font-bold text-stone-900">
              <Link to={paths.newsletterIssue.getHref(issue.id)} className="text-orange-800 underline-offset-2 hover:underline">
                {subject}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-stone-700">{t('newsletterArchive.sentOn', { date: formatLongDate(issue.sentAt) })}</p>
            {previewText ? <p className="mt-2 text-stone-800">{previewText}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
