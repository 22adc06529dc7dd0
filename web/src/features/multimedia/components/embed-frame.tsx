import type { Ref } from 'react';

// An embedded player from one of the hosts the CSP allows. Videos sit in a
// 16:9 box; audio embeds have a fixed height (spec §9). A player the visitor
// asked for plays at once (autoplay).
export function EmbedFrame({
  src,
  title,
  height,
  autoplay = false,
  ref,
}: {
  src: string;
  title: string;
  height?: number;
  autoplay?: boolean;
  ref?: Ref<HTMLIFrameElement>;
}) {
  const frame = (
    <iframe
      ref={ref}
      src={src}
      title={title}
      allow={autoplay ? 'autoplay; fullscreen; picture-in-picture' : 'fullscreen; picture-in-picture'}
      allowFullScreen
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className={height ? 'block w-full rounded-2xl border-0' : 'absolute inset-0 size-full border-0'}
      style={height ? { height } : undefined}
      height={height}
    />
  );
  if (height) return frame;
  return <div className="relative aspect-video overflow-hidden rounded-2xl bg-stone-900">{frame}</div>;
}
