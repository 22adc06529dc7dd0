import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { AuthorPage } from '@/features/author/components/author-page';
import { defaultAuthor } from '@/features/author/default-author';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';
import type { AuthorInfo } from '@/types/api';

function renderAuthorPage() {
  return renderWithQueryClient(
    <MemoryRouter>
      <AuthorPage newsletter={<p>Newsletter here</p>} />
    </MemoryRouter>,
  );
}

const lily: AuthorInfo = {
  id: 'author-1',
  name: 'Lily Hart',
  title: "Children's Author & Early Years Educator",
  titleEs: '',
  photoUrl: '/files/authors/lily.png',
  bio: ['Bio one.', 'Bio two.'],
  bioEs: [],
  quote: 'Every child who feels seen becomes a grown-up who sees others.',
  quoteEs: '',
  creativeProcess: ['Process one.'],
  creativeProcessEs: [],
  createdAt: '2025-01-01T00:00:00Z',
};

function expectCommonParts() {
  for (const name of ['6 Books Planned', '2 Published', '3rd Coming Soon']) {
    expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('link', { name: 'Book a School Visit' })).toHaveAttribute('href', '/contact');
  expect(screen.getByText('Newsletter here')).toBeInTheDocument();
}

describe('AuthorPage', () => {
  it('shows the stored profile', async () => {
    mockFetch(() => jsonResponse(lily));
    renderAuthorPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Lily Hart' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lily Hart' })).toHaveAttribute('src', '/files/authors/lily.png');
    expect(screen.getByText("Children's Author & Early Years Educator")).toBeInTheDocument();
    expect(screen.getByText('Bio two.')).toBeInTheDocument();
    expect(screen.getByText(/Every child who feels seen/).closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'The Creative Process' })).toBeInTheDocument();
    expect(screen.getByText('Process one.')).toBeInTheDocument();
    expectCommonParts();
  });

  it('shows the default author when no profile is stored, logging the reason', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'No author profile found.' } }, 404));
    renderAuthorPage();

    const author = defaultAuthor();
    expect(await screen.findByRole('heading', { level: 1, name: `Meet ${author.name}` })).toBeInTheDocument();
    expect(screen.getByText(author.title.text)).toBeInTheDocument();
    for (const paragraph of [...author.bio.items, ...author.creativeProcess.items]) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
    expect(screen.getByText(`“${author.quote.text}”`)).toBeInTheDocument();
    // A placeholder illustration, never a broken image.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('No author profile found.');
    expectCommonParts();
  });

  it('shows the default author when loading fails, logging the reason', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderAuthorPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Our Author' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Failed to load author information.', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
