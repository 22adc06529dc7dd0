import { useParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { BackHeader } from '@/components/ui/back-header';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNewsletterIssue } from '@/features/newsletter-archive/api/get-archive';
import { IssueBody } from '@/features/newsletter-archive/components/issue-body';
import { issueVersion } from '@/features/newsletter-archive/utils/issue-version';
import { DeferredNewsletterForm } from '@/features/newsletter/components/deferred-newsletter-form';
import { ApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format-long-date';
import { currentLang, t, wordsLang } from '@/lib/i18n';

function IssueScreen({ id }: { id: string }) {
  const issue = useNewsletterIssue(id);
  if (issue.isPending) return <Spinner label={t('newsletterArchive.issueLoading')} />;
  if (issue.isError) {
    if (issue.error instanceof ApiError && issue.error.status < 500) {
      return (
        <>
          <PageTitle title={t('newsletterArchive.notFound')} />
          <BackHeader back={{ href: paths.newsletter.getHref(), label: t('newsletterArchive.back') }} title={t('newsletterArchive.notFound')} />
        </>
      );
    }
    return <LoadError message={t('newsletterArchive.loadFailed')} onRetry={() => void issue.refetch()} retrying={issue.isFetching} />;
  }
  // The page's language's version, else the other one, marked with its language: the way back
  // and the date between its subject and its body stay in the page's.
  const version = issueVersion(issue.data, currentLang());
  const { subject, bodyHtml } = version;
  const lang = wordsLang(version.lang);
  return (
    <article>
      <PageTitle title={subject} />
      <BackHeader back={{ href: paths.newsletter.getHref(), label: t('newsletterArchive.back') }} title={<span lang={lang}>{subject}</span>}>
        <p className="mt-2 text-stone-700">{t('newsletterArchive.sentOn', { date: formatLongDate(issue.data.sentAt) })}</p>
      </BackHeader>
      <div lang={lang} className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-10">
        <IssueBody html={bodyHtml} />
      </div>
    </article>
  );
}

// A newsletter's web version (/newsletter/{id}, /es/newsletter/{id}): the newsletter's own words,
// never a reader's copy.
export default function NewsletterIssueRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <IssueScreen key={id} id={id} />
      <div className="mt-12">
        <DeferredNewsletterForm />
      </div>
    </div>
  );
}
