import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import NewsletterIssueRoute from '@/app/routes/newsletter-issue';
import NewsletterArchiveRoute from '@/app/routes/newsletter';
import { activateCatalogue } from '@/lib/i18n';
import { createTestQueryClient, jsonResponse, makeSite, renderWithQueryClient } from '@/testing/test-utils';
import type { ArchivedIssue } from '@/types/api';

const spring: ArchivedIssue = {
  id: 'i-2',
  subject: 'Spring tips',
  previewText: 'Three ideas for the garden',
  subjectEs: 'Ideas de primavera',
  previewTextEs: 'Tres ideas para el jardín',
  sentAt: '2026-04-02T09:00:00Z',
};
// Written in one language only.
const winter: ArchivedIssue = { id: 'i-1', subject: 'Winter reads', previewText: '', subjectEs: '', previewTextEs: '', sentAt: '2026-01-10T09:00:00Z' };
const summer: ArchivedIssue = {
  id: 'i-3',
  subject: '',
  previewText: '',
  subjectEs: 'Lecturas de verano',
  previewTextEs: 'Para la playa',
  sentAt: '2026-07-01T09:00:00Z',
};

function render(path: string, answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (answers[url] ?? (() => jsonResponse({ error: { code: 'not_found', message: 'nope' } }, 404)))()),
  );
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/newsletter" element={<NewsletterArchiveRoute />} />
        <Route path="/newsletter/:id" element={<NewsletterIssueRoute />} />
      </Routes>
    </MemoryRouter>,
    createTestQueryClient(makeSite()),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateCatalogue('en', english);
});

describe('NewsletterArchiveRoute', () => {
  it('lists the archived newsletters newest first with date and preview, and the sign-up', async () => {
    render('/newsletter', { '/api/newsletter/archive': () => jsonResponse([spring, winter]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter archive' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first] = items as [HTMLElement];
    expect(within(first).getByRole('link', { name: 'Spring tips' })).toHaveAttribute('href', '/newsletter/i-2');
    expect(first).toHaveTextContent('Sent April 2, 2026');
    expect(first).toHaveTextContent('Three ideas for the garden');
    expect(screen.getByRole('heading', { level: 2, name: 'Join Our Parent Newsletter' })).toBeInTheDocument();
    // No link to the archive from the archive itself.
    expect(screen.queryByRole('link', { name: 'Read past newsletters' })).toBeNull();
  });

  it("lists only the newsletters written in the page's language", async () => {
    render('/newsletter', { '/api/newsletter/archive': () => jsonResponse([summer, spring, winter]) });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Spring tips', 'Winter reads']);
  });

  it('lists the Spanish versions on the Spanish archive', async () => {
    activateCatalogue('es', spanish);
    render('/newsletter', { '/api/newsletter/archive': () => jsonResponse([summer, spring, winter]) });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Lecturas de verano', 'Ideas de primavera']);
    expect(items[1]).toHaveTextContent('Tres ideas para el jardín');
    expect(within(items[1]!).getByRole('link')).not.toHaveAttribute('lang');
  });

  it('says so when nothing is archived in Spanish', async () => {
    activateCatalogue('es', spanish);
    render('/newsletter', { '/api/newsletter/archive': () => jsonResponse([winter]) });
    expect(await screen.findByText(/Todavía no hay boletines aquí/)).toBeInTheDocument();
  });

  it('says so when nothing is archived yet, in Spanish too', async () => {
    activateCatalogue('es', spanish);
    render('/newsletter', { '/api/newsletter/archive': () => jsonResponse([]) });
    expect(await screen.findByText(/Todavía no hay boletines aquí/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Archivo del boletín' })).toBeInTheDocument();
  });
});

describe('NewsletterIssueRoute', () => {
  it("shows the newsletter's words, a button styled by the page, and the way back", async () => {
    const html = '<h2>Spring</h2><p>Plant a <strong>seed</strong>.</p><a class="button" href="/books">See the books</a>';
    render('/newsletter/i-2', { '/api/newsletter/archive/i-2': () => jsonResponse({ ...spring, bodyHtml: html }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring tips' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Spring' })).toBeInTheDocument();
    const button = screen.getByRole('link', { name: 'See the books' });
    expect(button).toHaveClass('button');
    expect(button).not.toHaveAttribute('style');
    expect(screen.getByText('Sent April 2, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All newsletters' })).toHaveAttribute('href', '/newsletter');
    expect(screen.getByRole('link', { name: 'Read past newsletters' })).toHaveAttribute('href', '/newsletter');
    await waitFor(() => expect(document.title).toBe('Spring tips | Storyshelf'));
  });

  it("shows the Spanish version on the Spanish page, with no language mark", async () => {
    activateCatalogue('es', spanish);
    render('/newsletter/i-2', {
      '/api/newsletter/archive/i-2': () => jsonResponse({ ...spring, bodyHtml: '<p>Plant a seed.</p>', bodyHtmlEs: '<p>Planta una semilla.</p>' }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ideas de primavera' });
    expect(heading.querySelector('[lang]')).toBeNull();
    expect(screen.getByText('Planta una semilla.').closest('[lang]')).toBeNull();
    expect(screen.queryByText('Plant a seed.')).toBeNull();
  });

  it('shows the other version, marked with its language, when the page language has none', async () => {
    render('/newsletter/i-3', { '/api/newsletter/archive/i-3': () => jsonResponse({ ...summer, bodyHtmlEs: '<p>Lee en la playa.</p>' }) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lecturas de verano' });
    expect(within(heading).getByText('Lecturas de verano')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Lee en la playa.').closest('[lang]')).toHaveAttribute('lang', 'es');
    // The page's own words stay unmarked.
    expect(screen.getByText('Sent July 1, 2026').closest('[lang]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Lecturas de verano | Storyshelf'));
  });

  it('marks the English version on the Spanish page of an issue written only in English', async () => {
    activateCatalogue('es', spanish);
    render('/newsletter/i-1', { '/api/newsletter/archive/i-1': () => jsonResponse({ ...winter, bodyHtml: '<p>Cozy books.</p>' }) });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Winter reads' });
    expect(within(heading).getByText('Winter reads')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Cozy books.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('says when a newsletter is not in the archive', async () => {
    render('/newsletter/nope', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'This newsletter is not in the archive.' })).toBeInTheDocument();
  });
});
