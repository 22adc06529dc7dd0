import { Globe, Newspaper } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

import type { SocialKind } from '@/lib/site';

// lucide-react 1.x ships no brand icons; these are drawn in its 24px stroke style.
type IconProps = SVGProps<SVGSVGElement>;

// An icon drawn in that style: the store links' icons use it too.
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3a5 5 0 0 0 5 5" />
    </Icon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <circle cx="12" cy="12" r="4" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </Icon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </Icon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M15.5 7.5h-1.5a3 3 0 0 0-3 3V22" />
      <path d="M8 13.5h6" />
    </Icon>
  );
}

export function PinterestIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 14.5a4.5 4.5 0 1 1 4 2.5c-1 0-1.8-.4-2.3-1" />
      <path d="m11.5 10.5-3 11" />
    </Icon>
  );
}

export function BlueskyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 11C10.5 7.5 6.5 4 4 4 2.5 4 2 5 2 6.5c0 1.5.6 4.4 1.3 5.4C4.4 13.5 6.5 14 9 14c-2.6.5-4.1 1.8-3 3.8C7.3 20 9.6 19.6 12 16c2.4 3.6 4.7 4 6 1.8 1.1-2-.4-3.3-3-3.8 2.5 0 4.6-.5 5.7-2.1.7-1 1.3-3.9 1.3-5.4C22 5 21.5 4 20 4c-2.5 0-6.5 3.5-8 7z" />
    </Icon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 4h4l12 16h-4z" />
      <path d="M20 4l-6.5 6.5M10.5 13.5 4 20" />
    </Icon>
  );
}

export function ThreadsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18.5 7.5C17.3 4.6 15 3 12 3 6.9 3 4 6.6 4 12s2.9 9 8 9c3.9 0 7-2.1 7-5.5 0-3.6-3.2-5-6.5-4.6-2.4.3-3.8 1.5-3.6 3.1.2 1.6 1.9 2.4 3.7 2.1 2.7-.4 3.9-2.6 3.6-6.4" />
    </Icon>
  );
}

// Each kind of social link the owner can add in the settings: its name and its icon.
export const socialKinds: Record<SocialKind, { label: string; Icon: ComponentType<IconProps> }> = {
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  tiktok: { label: 'TikTok', Icon: TikTokIcon },
  youtube: { label: 'YouTube', Icon: YouTubeIcon },
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  pinterest: { label: 'Pinterest', Icon: PinterestIcon },
  bluesky: { label: 'Bluesky', Icon: BlueskyIcon },
  x: { label: 'X', Icon: XIcon },
  threads: { label: 'Threads', Icon: ThreadsIcon },
  // eslint-disable-next-line storyshelf/translated-text -- read only in the admin's settings (the footer words these links itself), which stay in English
  newsletter: { label: 'Newsletter archive', Icon: Newspaper },
  website: { label: 'Website', Icon: Globe },
};
