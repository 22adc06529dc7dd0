import { audioSource, videoSource } from './media-url';

// Where a video or song link points (admin spec §2 "Multimedia admin": the provider icon is
// detected from the URL). The same recognisers decide how the public Videos & Songs page plays
// it, so the admin's icon tells the owner what visitors will get: an embedded player (YouTube,
// Vimeo, Spotify, SoundCloud, Suno), the site's own player for a media file, or else a link.
// It lives apart from media-url.ts so the public pages never load it.
export type MediaProvider = 'youtube' | 'vimeo' | 'spotify' | 'soundcloud' | 'suno' | 'file' | 'link';

export const MEDIA_PROVIDER_NAMES: Record<MediaProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  suno: 'Suno',
  file: 'File',
  link: 'Link',
};

// The provider of a link, whatever the item's type: a YouTube link on a song is still YouTube.
export function mediaProvider(raw: string, origin?: string): MediaProvider {
  const video = videoSource(raw, origin);
  if (video.kind === 'embed') return video.provider;
  const audio = audioSource(raw, origin);
  if (audio.kind === 'embed') return audio.provider;
  return video.kind === 'file' || audio.kind === 'file' ? 'file' : 'link';
}
