import { AudioWaveform, Cloud, createLucideIcon, FileAudio, FileVideo, Link, type LucideIcon } from 'lucide-react';

import { MEDIA_PROVIDER_NAMES, mediaProvider, type MediaProvider } from '@/lib/media-provider';
import type { MultimediaType } from '@/types/api';

// lucide-react 1.x ships no brand icons: these are simple marks drawn in its 24px stroke style.
const YouTubeMark = createLucideIcon({
  name: 'youtube-mark',
  node: [
    ['rect', { x: '2', y: '5', width: '20', height: '14', rx: '4', key: 'frame' }],
    ['path', { d: 'm10 9 5 3-5 3z', key: 'play' }],
  ],
});

const VimeoMark = createLucideIcon({
  name: 'vimeo-mark',
  node: [
    ['rect', { x: '2', y: '2', width: '20', height: '20', rx: '5', key: 'frame' }],
    ['path', { d: 'M7 9.5c1.2-1 2.2-1.5 2.7-.2l1.8 6c.4 1.3 1.1 1.4 1.9.3 2.2-3 3.6-5.6 3.6-6.9', key: 'v' }],
  ],
});

const SpotifyMark = createLucideIcon({
  name: 'spotify-mark',
  node: [
    ['circle', { cx: '12', cy: '12', r: '10', key: 'disc' }],
    ['path', { d: 'M7.5 9.5c3-1 6.5-.8 9.5.8', key: 'wave-1' }],
    ['path', { d: 'M8 12.8c2.6-.7 5.3-.5 7.6.7', key: 'wave-2' }],
    ['path', { d: 'M8.5 15.8c2-.5 4-.3 5.8.5', key: 'wave-3' }],
  ],
});

const marks: Record<Exclude<MediaProvider, 'file'>, { icon: LucideIcon; color: string }> = {
  youtube: { icon: YouTubeMark, color: 'text-red-700' },
  vimeo: { icon: VimeoMark, color: 'text-sky-700' },
  spotify: { icon: SpotifyMark, color: 'text-green-700' },
  soundcloud: { icon: Cloud, color: 'text-orange-700' },
  suno: { icon: AudioWaveform, color: 'text-violet-700' },
  link: { icon: Link, color: 'text-stone-700' },
};

// Where an item's content lives, detected from its address (admin spec §2): the provider's
// icon and name. A file on the site gets a file icon of the item's kind.
export function ProviderLabel({ url, type }: { url: string; type: MultimediaType }) {
  const provider = mediaProvider(url);
  const { icon: Icon, color } =
    provider === 'file' ? { icon: type === 'audio' ? FileAudio : FileVideo, color: 'text-stone-700' } : marks[provider];
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-stone-800">
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${color}`} data-provider={provider} />
      {MEDIA_PROVIDER_NAMES[provider]}
    </span>
  );
}
