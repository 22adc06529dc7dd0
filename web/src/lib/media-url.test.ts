import { describe, expect, it } from 'vitest';

import { audioSource, isSafeLink, videoSource } from './media-url';

const ORIGIN = 'https://storyshelf.example';

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://youtube.com/watch?v=M7lc1UVf-VE&list=PL123', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://m.youtube.com/watch?v=M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['http://www.youtube.com/watch?feature=share&v=M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE?si=abc', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE?t=90', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=90'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1m30s', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=90'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://www.youtube.com/shorts/abcdefghijk', 'https://www.youtube-nocookie.com/embed/abcdefghijk'],
    ['https://youtube.com/shorts/abcdefghijk?feature=share', 'https://www.youtube-nocookie.com/embed/abcdefghijk'],
    ['https://www.youtube.com/live/abcdefghijk', 'https://www.youtube-nocookie.com/embed/abcdefghijk'],
    ['  https://www.youtube.com/watch?v=M7lc1UVf-VE  ', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
  ])('embeds YouTube %s', (url, embedUrl) => {
    expect(videoSource(url, ORIGIN)).toEqual({ kind: 'embed', provider: 'youtube', embedUrl });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/abcdef1234', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc123', 'https://player.vimeo.com/video/76979871?h=abc123'],
  ])('embeds Vimeo %s', (url, embedUrl) => {
    expect(videoSource(url, ORIGIN)).toEqual({ kind: 'embed', provider: 'vimeo', embedUrl });
  });

  it.each([
    '/files/media/read-along.mp4',
    '/files/media/abc123',
    '/videos/clip.webm',
    'https://cdn.example.com/clip.mp4',
    'https://cdn.example.com/clip.WEBM?token=1',
    'https://cdn.example.com/path/clip.ogv#t=5',
    `${ORIGIN}/files/media/abc123`,
  ])('plays the file %s natively', (url) => {
    expect(videoSource(url, ORIGIN)).toEqual({ kind: 'file', url });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/',
    'https://vimeo.com/about',
    'https://vimeo.com/user/someone',
    'https://example.com/watch?v=M7lc1UVf-VE',
    'https://notyoutube.com/watch?v=M7lc1UVf-VE',
    'https://www.tiktok.com/@storyshelf/video/123',
    'http://cdn.example.com/clip.mp4', // not https, not this site: the CSP would block it
    'https://cdn.example.com/song.mp3',
    '/books/some-page',
    'not a url',
    '',
  ])('links to anything else: %s', (url) => {
    expect(videoSource(url, ORIGIN)).toEqual({ kind: 'link', url: url.trim() });
  });
});

describe('audioSource', () => {
  it.each([
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=xyz', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3', 'https://open.spotify.com/embed/album/1DFixLWuPkv3KT3TnV35m3'],
    ['https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M'],
    ['https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC'],
    ['https://open.spotify.com/embed/episode/512ojhOuo1ktJprKbVcKyQ', 'https://open.spotify.com/embed/episode/512ojhOuo1ktJprKbVcKyQ'],
  ])('embeds Spotify %s at 152px', (url, embedUrl) => {
    expect(audioSource(url, ORIGIN)).toEqual({ kind: 'embed', provider: 'spotify', embedUrl, height: 152 });
  });

  it.each([
    ['https://soundcloud.com/artist/song-name', 'https://soundcloud.com/artist/song-name'],
    ['https://www.soundcloud.com/artist/song-name/', 'https://soundcloud.com/artist/song-name'],
    ['https://m.soundcloud.com/artist/song-name?in=x', 'https://soundcloud.com/artist/song-name'],
    ['https://soundcloud.com/artist/sets/bedtime', 'https://soundcloud.com/artist/sets/bedtime'],
  ])('embeds SoundCloud %s at 152px', (url, track) => {
    expect(audioSource(url, ORIGIN)).toEqual({
      kind: 'embed',
      provider: 'soundcloud',
      embedUrl: `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}`,
      height: 152,
    });
  });

  it('keeps a SoundCloud player address as it is', () => {
    const url = 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F123';
    expect(audioSource(url, ORIGIN)).toEqual({ kind: 'embed', provider: 'soundcloud', embedUrl: url, height: 152 });
  });

  it.each([
    ['https://suno.com/song/3b4f1c2d-1234-4abc-9def-0123456789ab', 'https://suno.com/embed/3b4f1c2d-1234-4abc-9def-0123456789ab'],
    ['https://www.suno.com/song/abc123?sh=x', 'https://suno.com/embed/abc123'],
    ['https://app.suno.ai/song/abc123', 'https://suno.com/embed/abc123'],
    ['https://suno.com/embed/abc123', 'https://suno.com/embed/abc123'],
  ])('embeds Suno %s at 180px', (url, embedUrl) => {
    expect(audioSource(url, ORIGIN)).toEqual({ kind: 'embed', provider: 'suno', embedUrl, height: 180 });
  });

  it.each([
    '/files/media/twinkle.wav',
    '/files/media/abc123',
    '/songs/lullaby.mp3',
    'https://cdn.example.com/song.mp3',
    'https://cdn.example.com/song.OGG?x=1',
    'https://cdn.example.com/song.m4a',
    `${ORIGIN}/files/media/twinkle.wav`,
    `${ORIGIN}/audio/local.wav`,
  ])('plays the file %s in our own player', (url) => {
    expect(audioSource(url, ORIGIN)).toEqual({ kind: 'file', url });
  });

  it.each([
    'https://open.spotify.com/',
    'https://open.spotify.com/user/someone',
    'https://soundcloud.com/',
    'https://suno.com/',
    'https://suno.com/@artist',
    'https://example.com/listen',
    'http://cdn.example.com/song.mp3',
    'https://cdn.example.com/clip.mp4',
    'javascript:alert(1)',
    '',
  ])('links to anything else: %s', (url) => {
    expect(audioSource(url, ORIGIN)).toEqual({ kind: 'link', url });
  });
});

describe('isSafeLink', () => {
  it.each([
    ['https://example.com/a', true],
    ['http://example.com/a', true],
    ['/files/a.mp3', true],
    ['//evil.example/a', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeLink(url)).toBe(safe);
  });
});
