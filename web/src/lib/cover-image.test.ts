import { describe, expect, it } from 'vitest';

import { coverImage } from '@/lib/cover-image';

describe('coverImage', () => {
  it.each(['png', 'jpg', 'gif', 'webp'])('gives an uploaded .%s cover its three JPEG widths', (ext) => {
    expect(coverImage(`/files/covers/0123456789abcdef01234567.${ext}`)).toEqual({
      src: `/files/covers/0123456789abcdef01234567.${ext}`,
      srcSet:
        '/files/covers/0123456789abcdef01234567-w320.jpg 320w, ' +
        '/files/covers/0123456789abcdef01234567-w640.jpg 640w, ' +
        '/files/covers/0123456789abcdef01234567-w1024.jpg 1024w',
    });
  });

  it.each([
    ['a web address', 'https://example.com/files/covers/0123456789abcdef01234567.png'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['no cover', ''],
    ['a name that is not a stored hash', '/files/covers/ripple.png'],
    ['a hash of the wrong length', '/files/covers/0123456789abcdef0123456.png'],
    ['an upper-case hash', '/files/covers/0123456789ABCDEF01234567.png'],
    ['another extension', '/files/covers/0123456789abcdef01234567.svg'],
    ['a width itself', '/files/covers/0123456789abcdef01234567-w320.jpg'],
    ['another folder', '/files/images/0123456789abcdef01234567.png'],
    ['a query string', '/files/covers/0123456789abcdef01234567.png?v=2'],
  ])('leaves %s as it is, with no srcset', (_, url) => {
    expect(coverImage(url)).toEqual({ src: url });
  });
});
