import { describe, expect, it } from 'vitest';

import { MEDIA_PROVIDER_NAMES, mediaProvider, type MediaProvider } from './media-provider';

const ORIGIN = 'https://storyshelf.example';

describe('mediaProvider', () => {
  it.each<[string, MediaProvider]>([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'youtube'],
    ['https://youtu.be/M7lc1UVf-VE?t=90', 'youtube'],
    ['https://www.youtube.com/shorts/abcdefghijk', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871?h=abc123', 'vimeo'],
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=xyz', 'spotify'],
    ['https://open.spotify.com/intl-de/album/1DFixLWuPkv3KT3TnV35m3', 'spotify'],
    ['https://soundcloud.com/artist/song-name', 'soundcloud'],
    ['https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F123', 'soundcloud'],
    ['https://suno.com/song/3b4f1c2d-1234-4abc-9def-0123456789ab', 'suno'],
    ['https://app.suno.ai/song/abc123', 'suno'],
    ['  https://suno.com/embed/abc123  ', 'suno'],
  ])('recognises %s as %s', (url, provider) => {
    expect(mediaProvider(url, ORIGIN)).toBe(provider);
  });

  it.each([
    '/files/materials/0a1b2c.mp3',
    '/files/media/twinkle.wav',
    '/files/materials/0a1b2c.mp4',
    '/files/media/abc123',
    'https://cdn.example.com/song.mp3',
    'https://cdn.example.com/clip.webm?token=1',
    `${ORIGIN}/files/media/abc123`,
  ])('calls the media file %s a file', (url) => {
    expect(mediaProvider(url, ORIGIN)).toBe('file');
  });

  it.each([
    // Lookalikes and pages of the hosts that are not one video or song.
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/watch?v=short',
    'https://notyoutube.com/watch?v=M7lc1UVf-VE',
    'https://vimeo.com/about',
    'https://open.spotify.com/user/someone',
    'https://soundcloud.com/',
    'https://suno.com/@artist',
    'https://www.tiktok.com/@storyshelf/video/123',
    // A media file the page could not play (plain http on another site).
    'http://cdn.example.com/song.mp3',
    'javascript:alert(1)',
    '',
  ])('calls anything else a link: %s', (url) => {
    expect(mediaProvider(url, ORIGIN)).toBe('link');
  });

  it('names every provider as the owner knows it', () => {
    expect(Object.values(MEDIA_PROVIDER_NAMES)).toEqual(['YouTube', 'Vimeo', 'Spotify', 'SoundCloud', 'Suno', 'File', 'Link']);
  });
});
