import { Mail } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';

import { SiteMark } from '@/components/site-mark';
import { socialKinds } from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import { useSite, type SocialLink } from '@/lib/site';

import { mainNavLinks } from './nav-links';

type FollowLink = {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

// What a screen reader hears for one of the owner's links: "Storyshelf on Bluesky".
function followLabel(name: string, { kind }: SocialLink) {
  if (kind === 'newsletter') return t('layout.followNewsletter', { name });
  if (kind === 'website') return t('layout.followWebsite', { name });
  return t('layout.followOn', { name, network: socialKinds[kind].label });
}

export function SiteFooter() {
  const { identity, social } = useSite();
  const tagline = ownerText(identity.tagline, identity.taglineEs);
  const year = new Date().getFullYear();

  // The server accepts only https links of known kinds; anything else is skipped, never rendered.
  const followLinks: FollowLink[] = social.links
    .filter((link) => link.kind in socialKinds && link.url.startsWith('https://'))
    .map((link) => ({ label: followLabel(identity.name, link), href: link.url, Icon: socialKinds[link.kind].Icon }));
  if (identity.contactEmail) {
    followLinks.push({ label: t('layout.followEmail', { name: identity.name }), href: `mailto:${identity.contactEmail}`, Icon: Mail });
  }

  return (
    <footer className="footer-dark mt-auto bg-amber-950 text-amber-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <Link
            to={paths.home.getHref()}
            className="inline-flex max-w-full items-center gap-2 rounded-full text-xl font-extrabold text-white"
          >
            <SiteMark onDark />
          </Link>
          {tagline.text ? (
            <p lang={tagline.lang} className="mt-3 max-w-xs text-amber-100">
              {tagline.text}
            </p>
          ) : null}
        </div>

        <nav aria-label={t('layout.footerNav')}>
          <h2 className="text-sm font-bold tracking-wider text-amber-300 uppercase">{t('layout.quickLinks')}</h2>
          <ul className="mt-3 space-y-1">
            {mainNavLinks().map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-block rounded py-1 text-amber-50 underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {followLinks.length > 0 ? (
          <div>
            <h2 className="text-sm font-bold tracking-wider text-amber-300 uppercase">{t('layout.followAlong')}</h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {followLinks.map(({ label, href, Icon }, i) => (
                <li key={`${i}-${href}`}>
                  <a
                    href={href}
                    aria-label={label}
                    title={label}
                    className="flex size-11 items-center justify-center rounded-full bg-amber-900 text-amber-50 transition-colors hover:bg-orange-700"
                    {...(href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-t border-amber-900">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-amber-100 wrap-anywhere sm:px-6 lg:px-8">
          {t('layout.copyright', { year: String(year), name: identity.legalName || identity.name })}
        </p>
      </div>
    </footer>
  );
}
