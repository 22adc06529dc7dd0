import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { pauseMediaIn, useExclusivePlayback } from './exclusive-playback';

function media(tag: 'audio' | 'video', paused: boolean) {
  const el = document.createElement(tag);
  Object.defineProperty(el, 'paused', { configurable: true, get: () => paused });
  el.pause = vi.fn();
  document.body.append(el);
  return el;
}

describe('useExclusivePlayback', () => {
  it('pauses every other playing media element when one starts', () => {
    const { unmount } = renderHook(() => useExclusivePlayback());
    const starting = media('audio', false);
    const other = media('audio', false);
    const video = media('video', false);
    const idle = media('audio', true);

    starting.dispatchEvent(new Event('play'));
    expect(starting.pause).not.toHaveBeenCalled();
    expect(other.pause).toHaveBeenCalledTimes(1);
    expect(video.pause).toHaveBeenCalledTimes(1);
    expect(idle.pause).not.toHaveBeenCalled();

    unmount();
    other.dispatchEvent(new Event('play'));
    expect(starting.pause).not.toHaveBeenCalled();
    document.body.replaceChildren();
  });

  it('pauses the media inside a container', () => {
    const box = document.createElement('div');
    const inside = media('video', false);
    box.append(inside);
    const outside = media('audio', false);
    pauseMediaIn(box);
    expect(inside.pause).toHaveBeenCalled();
    expect(outside.pause).not.toHaveBeenCalled();
    document.body.replaceChildren();
  });
});
