import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AudioPlayer } from './audio-player';

// jsdom cannot play media: stand in for HTMLMediaElement's playback state,
// firing the same events a browser fires.
type MediaState = { paused: boolean; currentTime: number; duration: number; muted: boolean };
const states = new WeakMap<HTMLMediaElement, MediaState>();
function state(el: HTMLMediaElement): MediaState {
  let s = states.get(el);
  if (!s) {
    s = { paused: true, currentTime: 0, duration: NaN, muted: false };
    states.set(el, s);
  }
  return s;
}

const proto = HTMLMediaElement.prototype;
const saved = ['paused', 'currentTime', 'duration', 'muted', 'play', 'pause'].map(
  (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
);

beforeEach(() => {
  Object.defineProperties(proto, {
    paused: { configurable: true, get() { return state(this).paused; } },
    duration: { configurable: true, get() { return state(this).duration; } },
    currentTime: {
      configurable: true,
      get() { return state(this).currentTime; },
      set(value: number) {
        state(this).currentTime = value;
        this.dispatchEvent(new Event('timeupdate'));
      },
    },
    muted: {
      configurable: true,
      get() { return state(this).muted; },
      set(value: boolean) {
        state(this).muted = value;
        this.dispatchEvent(new Event('volumechange'));
      },
    },
    play: {
      configurable: true,
      value: vi.fn(function (this: HTMLMediaElement) {
        state(this).paused = false;
        this.dispatchEvent(new Event('play'));
        return Promise.resolve();
      }),
    },
    pause: {
      configurable: true,
      value: vi.fn(function (this: HTMLMediaElement) {
        state(this).paused = true;
        this.dispatchEvent(new Event('pause'));
      }),
    },
  });
});

afterEach(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(proto, key, descriptor);
    else delete (proto as unknown as Record<string, unknown>)[key];
  }
});

function renderPlayer(duration = 30) {
  const { container } = render(<AudioPlayer src="/files/media/song.wav" title="Twinkle Sing-Along" />);
  const audio = container.querySelector('audio')!;
  act(() => {
    state(audio).duration = duration;
    audio.dispatchEvent(new Event('loadedmetadata'));
  });
  return audio;
}

describe('AudioPlayer', () => {
  it('plays and pauses with one toggle button', async () => {
    const user = userEvent.setup();
    const audio = renderPlayer();
    expect(screen.getByRole('group', { name: 'Audio player: Twinkle Sing-Along' })).toBeInTheDocument();
    expect(audio).not.toHaveAttribute('controls');

    const play = screen.getByRole('button', { name: 'Play' });
    expect(play).toHaveAttribute('title', 'Play');
    await user.click(play);
    expect(audio.paused).toBe(false);

    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveAttribute('title', 'Pause');
    await user.click(pause);
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('follows the element when something else pauses it', async () => {
    const user = userEvent.setup();
    const audio = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => audio.pause());
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('skips 10 seconds back and forward, within 0 and the duration', async () => {
    const user = userEvent.setup();
    const audio = renderPlayer(25);
    const back = screen.getByRole('button', { name: 'Back 10 seconds' });
    const forward = screen.getByRole('button', { name: 'Forward 10 seconds' });

    await user.click(forward);
    expect(audio.currentTime).toBe(10);
    expect(screen.getByText('0:10 / 0:25')).toBeInTheDocument();
    await user.click(forward);
    expect(audio.currentTime).toBe(20);
    await user.click(forward);
    expect(audio.currentTime).toBe(25);

    await user.click(back);
    expect(audio.currentTime).toBe(15);
    await user.click(back);
    await user.click(back);
    expect(audio.currentTime).toBe(0);
    expect(screen.getByText('0:00 / 0:25')).toBeInTheDocument();
  });

  it('seeks with the seek bar and shows the time', () => {
    const audio = renderPlayer(90);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('max', '90');
    fireEvent.change(seek, { target: { value: '65' } });
    expect(audio.currentTime).toBe(65);
    expect(screen.getByText('1:05 / 1:30')).toBeInTheDocument();
    expect(seek).toHaveAttribute('aria-valuetext', '1 minute 5 seconds of 1 minute 30 seconds');
  });

  it('mutes and unmutes', async () => {
    const user = userEvent.setup();
    const audio = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(audio.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('title', 'Mute');
  });

  it('says so when the file cannot be played', () => {
    const audio = renderPlayer();
    act(() => {
      audio.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to play video/audio. Please check if the file exists and is in a supported format.',
    );
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });
});
