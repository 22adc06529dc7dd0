import { BookOpen, Mail } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';

import { InstagramIcon, TikTokIcon, YouTubeIcon } from '@/components/ui/social-icons';
import { externalLinks, paths } from '@/config/paths';
import { site } from '@/config/site';

const quickLinks = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'All Books', href: paths.books.getHref() },
  { label: 'About the author', href: paths.about.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
] as const;

type SocialLink = {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const socialLinks: SocialLink[] = [
  { label: `${site.name} on TikTok`, href: externalLinks.tiktok, Icon: TikTokIcon },
  { label: `${site.name} on Instagram`, href: externalLinks.instagram, Icon: InstagramIcon },
  { label: `${site.name} on YouTube`, href: externalLinks.youtube, Icon: YouTubeIcon },
  { label: `Email ${site.name}`, href: externalLinks.email, Icon: Mail },
];

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="footer-dark mt-auto bg-amber-950 text-amber-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-2 rounded-full text-xl font-extrabold text-white"
          >
            <BookOpen aria-hidden="true" className="size-6 text-amber-300" />
            <span className="font-display">{site.name}</span>
          </Link>
          <p className="mt-3 max-w-xs text-amber-100">{site.tagline}</p>
        </div>

        <nav aria-label="Footer">
          <h2 className="text-sm font-bold tracking-wider text-amber-300 uppercase">Quick links</h2>
          <ul className="mt-3 space-y-1">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-block rounded py-1 text-amber-50 underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-wider text-amber-300 uppercase">Follow along</h2>
          <ul className="mt-4 flex gap-3">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  title={label}
                  className="flex size-11 items-center justify-center rounded-full bg-amber-900 text-amber-50 transition-colors hover:bg-orange-700"
                  {...(href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-amber-900">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-amber-100 sm:px-6 lg:px-8">
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
