import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Multimedia } from '@/types/api';

import { AudioItem } from './audio-item';
import { VideoItem } from './video-item';

function item(overrides: Partial<Multimedia>): Multimedia {
  return {
    id: 'm1',
    bookId: 'b1',
    type: 'audio',
    title: 'Twinkle Sing-Along',
    description: 'A gentle tune to hum at bedtime.',
    titleEs: '',
    descriptionEs: '',
    url: '/files/media/twinkle.wav',
    thumbnail: '/files/covers/thumb.png',
    lyrics: '',
    createdAt: '2024-05-01T10:00:00Z',
    ...overrides,
  };
}

describe('AudioItem', () => {
  it('shows the thumbnail, title, description and our own player for a file', () => {
    const { container } = render(<AudioItem item={item({})} bookLang="en" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Twinkle Sing-Along' })).toBeInTheDocument();
    expect(screen.getByText('A gentle tune to hum at bedtime.')).toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('audio')).toHaveAttribute('src', '/files/media/twinkle.wav');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // No lyrics, no lyrics button.
    expect(screen.queryByRole('button', { name: 'Show lyrics' })).not.toBeInTheDocument();
  });

  it('shows and hides the lyrics, keeping their line breaks', async () => {
    const user = userEvent.setup();
    render(<AudioItem item={item({ lyrics: 'Twinkle, twinkle, little star,\nHow I wonder what you are!' })} bookLang="en" />);
    const toggle = screen.getByRole('button', { name: 'Show lyrics' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide lyrics');
    expect(panel).toBeVisible();
    expect(panel.textContent).toBe('Twinkle, twinkle, little star,\nHow I wonder what you are!');
    expect(panel).toHaveClass('whitespace-pre-line');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it.each([
    ['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC', '152'],
    ['https://suno.com/song/abc123', 'https://suno.com/embed/abc123', '180'],
    [
      'https://soundcloud.com/artist/song',
      `https://w.soundcloud.com/player/?url=${encodeURIComponent('https://soundcloud.com/artist/song')}`,
      '152',
    ],
  ])('embeds %s', (url, src, height) => {
    render(<AudioItem item={item({ url })} bookLang="en" />);
    const frame = screen.getByTitle('Twinkle Sing-Along (audio player)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', src);
    expect(frame).toHaveAttribute('height', height);
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('links to a song it cannot play', () => {
    render(<AudioItem item={item({ url: 'https://example.com/listen' })} bookLang="en" />);
    const link = screen.getByRole('link', { name: /Open audio/ });
    expect(link).toHaveAttribute('href', 'https://example.com/listen');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('VideoItem', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE&t=90', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=90&autoplay=1'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
  ])('shows the thumbnail of %s, then plays it in a 16:9 frame when asked, with the focus', async (url, src) => {
    const user = userEvent.setup();
    const thumbnail = 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg';
    const { container } = render(<VideoItem item={item({ type: 'video', title: 'Read-Along', url, thumbnail })} bookLang="en" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Read-Along' })).toBeInTheDocument();
    // Nothing is asked of the video's host before the visitor presses Play.
    expect(container.querySelector('iframe')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', thumbnail);
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement).toHaveClass('aspect-video');

    await user.click(screen.getByRole('button', { name: 'Play video: Read-Along' }));
    const frame = screen.getByTitle('Read-Along');
    expect(frame).toHaveAttribute('src', src);
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    expect(frame).toHaveFocus();
    expect(frame.parentElement).toHaveClass('aspect-video');
    expect(screen.queryByRole('button', { name: 'Play video: Read-Along' })).toBeNull();
  });

  it('shows a placeholder for a video without a thumbnail, or whose thumbnail cannot be loaded', () => {
    const { container, rerender } = render(
      <VideoItem item={item({ type: 'video', title: 'Behind the Pictures', url: 'https://vimeo.com/76979871', thumbnail: '' })} bookLang="en" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: Behind the Pictures' })).toBeInTheDocument();

    rerender(<VideoItem item={item({ type: 'video', title: 'Behind the Pictures', url: 'https://vimeo.com/76979871', thumbnail: 'https://x.example/t.jpg' })} bookLang="en" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });

  it('plays a video file natively with play/pause, mute and fullscreen', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <VideoItem item={item({ type: 'video', title: 'Clip', url: '/files/media/clip.mp4', thumbnail: '/files/covers/t.png' })} bookLang="en" />,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/files/media/clip.mp4');
    expect(video).toHaveAttribute('poster', '/files/covers/t.png');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();

    let requested = false;
    video.requestFullscreen = () => {
      requested = true;
      return Promise.resolve();
    };
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(requested).toBe(true);
  });

  it("offers an 'Open video' link for anything else (no fallback video)", () => {
    const { container } = render(
      <VideoItem item={item({ type: 'video', title: 'Dance', url: 'https://www.tiktok.com/@storyshelf/video/1' })} bookLang="en" />,
    );
    expect(container.querySelector('iframe, video')).toBeNull();
    const link = screen.getByRole('link', { name: /Open video/ });
    expect(link).toHaveAttribute('href', 'https://www.tiktok.com/@storyshelf/video/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links to an unsafe address', () => {
    render(<VideoItem item={item({ type: 'video', title: 'Bad', url: 'javascript:alert(1)' })} bookLang="en" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
