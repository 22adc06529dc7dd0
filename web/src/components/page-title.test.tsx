import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestQueryClient, makeSite, renderWithQueryClient } from '@/testing/test-utils';

import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it("ends a public page's title with the site's name", async () => {
    renderWithQueryClient(<PageTitle title="All Books" />, createTestQueryClient(makeSite({ identity: { name: 'Inkwell' } })));
    await waitFor(() => expect(document.title).toBe('All Books | Inkwell'));
  });

  it('leaves out a name that has not arrived yet', async () => {
    renderWithQueryClient(<PageTitle title="Contact" />, createTestQueryClient(makeSite({ identity: { name: '' } })));
    await waitFor(() => expect(document.title).toBe('Contact'));
  });
});
