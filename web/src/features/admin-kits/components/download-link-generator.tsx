import { CircleAlert, Copy, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useSite } from '@/lib/site';
import { userMessage } from '@/lib/user-message';

import { useCreateDownloadLink } from '../api/create-download-link';
import type { KitDetail } from '../types';
import { downloadEmail } from '../utils/kit-files';
import { KIT_TOAST_MS, MSG_COPY_FAILED, MSG_LINK_FAILED } from '../utils/kit-messages';

import { KitSection } from './kit-section';

const expiryFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function formatExpiry(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : expiryFormat.format(date);
}

// The secure download-link generator (spec §2, §9): one private link to the kit's files,
// valid 24 hours, for someone who asked by email, with a ready-to-paste email around it.
export function DownloadLinkGenerator({ kit }: { kit: Pick<KitDetail, 'id' | 'title'> }) {
  const [email, setEmail] = useState('');
  const link = useCreateDownloadLink(kit.id);
  const toast = useToast();
  const emailId = useId();
  const siteName = useSite().identity.name;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!link.isPending) link.mutate(email.trim());
  };

  const copy = async (text: string, done: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      toast.show(done, { duration: KIT_TOAST_MS });
    } catch {
      toast.show(MSG_COPY_FAILED, { duration: KIT_TOAST_MS, tone: 'error' });
    }
  };

  const result = link.data;
  const expires = result ? formatExpiry(result.expiresAt) : '';
  const template = result ? downloadEmail({ kitTitle: kit.title, url: result.url, from: siteName }) : '';

  return (
    <KitSection
      id="kit-link-heading"
      title="Secure Download Link"
      intro="Someone asked for the kit by email? Make them a private link to its files. Each link works for 24 hours."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id={emailId} label="Recipient's email (optional)" className="min-w-0 flex-1">
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={link.isPending} className="sm:mb-0.5">
          <Link2 aria-hidden="true" className="size-4" />
          {link.isPending ? 'Generating...' : 'Generate Link'}
        </Button>
      </form>

      <div role="alert" className={link.isError ? 'mt-4' : ''}>
        {link.isError ? (
          <p className="flex items-start gap-2 rounded-2xl border-2 border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{userMessage(link.error, MSG_LINK_FAILED)}</span>
          </p>
        ) : null}
      </div>

      {result ? (
        <div className="mt-5 space-y-5">
          <div>
            <label htmlFor={`${emailId}-link`} className="block font-bold text-stone-900">
              Download link
            </label>
            <p id={`${emailId}-link-hint`} className="mt-0.5 text-sm text-stone-700">
              Valid for 24 hours{expires ? `, until ${expires}` : ''}.
            </p>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <input
                id={`${emailId}-link`}
                readOnly
                value={result.url}
                aria-describedby={`${emailId}-link-hint`}
                onFocus={(e) => e.currentTarget.select()}
                className="block w-full min-w-0 flex-1 rounded-2xl border-2 border-stone-500 bg-stone-50 px-4 py-2.5 text-base text-stone-900"
              />
              <Button variant="secondary" onClick={() => void copy(result.url, 'Link copied to clipboard')}>
                <Copy aria-hidden="true" className="size-4" />
                Copy <span className="sr-only">download link</span>
              </Button>
            </div>
          </div>
          <div>
            <label htmlFor={`${emailId}-template`} className="block font-bold text-stone-900">
              Email template
            </label>
            <p className="mt-0.5 text-sm text-stone-700">Paste it into your email and send.</p>
            <textarea
              id={`${emailId}-template`}
              readOnly
              rows={12}
              value={template}
              className="mt-1.5 block w-full rounded-2xl border-2 border-stone-500 bg-stone-50 px-4 py-2.5 text-base text-stone-900"
            />
            <Button variant="secondary" className="mt-2" onClick={() => void copy(template, 'Email copied to clipboard')}>
              <Copy aria-hidden="true" className="size-4" />
              Copy Email
            </Button>
          </div>
        </div>
      ) : null}
    </KitSection>
  );
}
