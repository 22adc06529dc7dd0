// Recognises the links stored for a book's videos and songs and says how to
// play each one (spec §2 "Multimedia page", DESIGN.md "Where Storyshelf
// deliberately differs" item 2):
//   videos: YouTube and Vimeo play in their embedded players; a link to a media
//           file plays in a native <video>; anything else is an 'Open video' link
//           (no fixed fallback video).
//   audio:  Spotify, SoundCloud and Suno play in their embedded players; a media
//           file plays in our own <audio> player; anything else is a plain link.
// Every embed address stays within the frame hosts the server's
// Content-Security-Policy allows (internal/server/middleware.go).

export type AudioSource =
  | { kind: 'embed'; provider: 'spotify' | 'soundcloud' | 'suno'; embedUrl: string; height: number }
  | { kind: 'file'; url: string }
  | { kind: 'link'; url: string };

export type VideoSource =
  | { kind: 'embed'; provider: 'youtube' | 'vimeo'; embedUrl: string }
  | { kind: 'file'; url: string }
  | { kind: 'link'; url: string };

// Embedded audio player heights (spec §9: "180px for the song-hosting site,
// 152px otherwise"). Suno is the song-hosting site: its embed shows cover,
// title and waveform and needs 180px. Every other audio embed (Spotify,
// SoundCloud) is 152px, as the spec says.
export const AUDIO_EMBED_HEIGHT: Record<'spotify' | 'soundcloud' | 'suno', number> = {
  spotify: 152,
  soundcloud: 152,
  suno: 180,
};

const AUDIO_FILE = /\.(mp3|wav|ogg|oga|opus|m4a|aac|flac|weba)$/i;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const NUMERIC_ID = /^\d+$/;

// Absolute http(s) URLs only; anything else is not a web link.
function parseAbsolute(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www|m)\./, '');
}

function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

// A same-site path ("/files/media/song.wav"), not a protocol-relative "//host/…".
function isSameSitePath(raw: string): boolean {
  return raw.startsWith('/') && !raw.startsWith('//');
}

function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

// A media file the browser can play itself: a stored file on this site
// (/files/...) or a file with a media extension on this site or on https
// (the CSP allows media from 'self' and https:).
function isPlayableFile(raw: string, extension: RegExp, origin: string): boolean {
  if (isSameSitePath(raw)) {
    const path = raw.split(/[?#]/, 1)[0]!;
    return path.startsWith('/files/') || extension.test(path);
  }
  const url = parseAbsolute(raw);
  if (!url) return false;
  const sameOrigin = url.origin === origin;
  if (url.protocol !== 'https:' && !sameOrigin) return false;
  return extension.test(url.pathname) || (sameOrigin && url.pathname.startsWith('/files/'));
}

// "90", "90s", "1m30s", "1h2m3s" → seconds.
function parseStart(value: string | null): number | null {
  if (!value) return null;
  if (NUMERIC_ID.test(value)) return Number(value);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m) return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

export function youTubeId(url: URL): string | null {
  const host = hostOf(url);
  const parts = segments(url);
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = parts[0] ?? null;
  } else if (host === 'youtube.com' || host === 'music.youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function youTubeEmbed(url: URL): string | null {
  const id = youTubeId(url);
  if (!id) return null;
  const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

function vimeoEmbed(url: URL): string | null {
  const host = hostOf(url);
  const parts = segments(url);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video') return null;
    id = parts[1];
    hash = url.searchParams.get('h') ?? undefined;
  } else if (host === 'vimeo.com') {
    // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id},
    // vimeo.com/groups/{name}/videos/{id}, vimeo.com/album/{n}/video/{id}
    const i = parts.findIndex((p) => NUMERIC_ID.test(p));
    if (i < 0 || (i > 0 && !['channels', 'groups', 'album', 'showcase'].includes(parts[0]!))) return null;
    id = parts[i];
    if (i === 0 && parts[1] && /^[0-9a-f]{6,}$/i.test(parts[1])) hash = parts[1];
  }
  if (!id || !NUMERIC_ID.test(id)) return null;
  return `https://player.vimeo.com/video/${id}${hash ? `?h=${encodeURIComponent(hash)}` : ''}`;
}

const SPOTIFY_TYPES = new Set(['track', 'album', 'playlist', 'episode', 'show', 'artist']);

function spotifyEmbed(url: URL): string | null {
  if (hostOf(url) !== 'open.spotify.com') return null;
  let parts = segments(url);
  if (parts[0]?.startsWith('intl-')) parts = parts.slice(1);
  if (parts[0] === 'embed') parts = parts.slice(1);
  const [type, id] = parts;
  if (!type || !id || !SPOTIFY_TYPES.has(type) || !/^[A-Za-z0-9]+$/.test(id)) return null;
  return `https://open.spotify.com/embed/${type}/${id}`;
}

function soundCloudEmbed(url: URL): string | null {
  const host = hostOf(url);
  if (host === 'w.soundcloud.com') {
    return segments(url)[0] === 'player' && url.searchParams.get('url') ? url.href : null;
  }
  if (host !== 'soundcloud.com' && host !== 'on.soundcloud.com') return null;
  if (segments(url).length === 0) return null;
  const track = `https://${host}${url.pathname.replace(/\/+$/, '')}`;
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}`;
}

function sunoEmbed(url: URL): string | null {
  const host = hostOf(url);
  if (!['suno.com', 'app.suno.ai', 'suno.ai'].includes(host)) return null;
  const [kind, id] = segments(url);
  if ((kind !== 'song' && kind !== 'embed') || !id || !/^[A-Za-z0-9-]+$/.test(id)) return null;
  return `https://suno.com/embed/${id}`;
}

// How to play a video link.
export function videoSource(raw: string, origin: string = currentOrigin()): VideoSource {
  const value = raw.trim();
  const url = parseAbsolute(value);
  if (url) {
    const youtube = youTubeEmbed(url);
    if (youtube) return { kind: 'embed', provider: 'youtube', embedUrl: youtube };
    const vimeo = vimeoEmbed(url);
    if (vimeo) return { kind: 'embed', provider: 'vimeo', embedUrl: vimeo };
  }
  if (isPlayableFile(value, VIDEO_FILE, origin)) return { kind: 'file', url: value };
  return { kind: 'link', url: value };
}

// How to play a song link.
export function audioSource(raw: string, origin: string = currentOrigin()): AudioSource {
  const value = raw.trim();
  const url = parseAbsolute(value);
  if (url) {
    const spotify = spotifyEmbed(url);
    if (spotify) return { kind: 'embed', provider: 'spotify', embedUrl: spotify, height: AUDIO_EMBED_HEIGHT.spotify };
    const soundCloud = soundCloudEmbed(url);
    if (soundCloud)
      return { kind: 'embed', provider: 'soundcloud', embedUrl: soundCloud, height: AUDIO_EMBED_HEIGHT.soundcloud };
    const suno = sunoEmbed(url);
    if (suno) return { kind: 'embed', provider: 'suno', embedUrl: suno, height: AUDIO_EMBED_HEIGHT.suno };
  }
  if (isPlayableFile(value, AUDIO_FILE, origin)) return { kind: 'file', url: value };
  return { kind: 'link', url: value };
}

// Whether a link may be opened as a link at all (http(s) or a same-site path);
// anything else (javascript:, data:, …) is never put in an href.
export function isSafeLink(raw: string): boolean {
  const value = raw.trim();
  return isSameSitePath(value) || parseAbsolute(value) !== null;
}
