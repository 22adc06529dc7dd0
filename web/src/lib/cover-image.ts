// An uploaded cover (/files/covers/{hash}.png) has JPEG widths stored beside it
// ({hash}-w320.jpg, -w640.jpg, -w1024.jpg; internal/server/cover_widths.go), so a
// phone need not load the original photo. Covers given as web or data: addresses
// have none. The server names the same srcset in the page head's preload
// (internal/server/page.go coverSrcSet); a Go test holds COVER_WIDTHS to the server's
// media.CoverWidths.

export const COVER_WIDTHS = [320, 640, 1024];

// The src and, for an uploaded cover, the srcset of a cover's img. The original stays
// the src, for a browser that takes no srcset.
export function coverImage(src: string): { src: string; srcSet?: string } {
  const stored = /^(\/files\/covers\/[0-9a-f]{24})\.(png|jpg|gif|webp)$/.exec(src);
  return { src, srcSet: stored ? COVER_WIDTHS.map((w) => `${stored[1]}-w${w}.jpg ${w}w`).join(', ') : undefined };
}
