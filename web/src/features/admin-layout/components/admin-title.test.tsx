import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createTestQueryClient, makeSite, renderWithQueryClient } from '@/testing/test-utils';

import { AdminTitle } from './admin-title';

describe('AdminTitle', () => {
  it("puts Admin Portal between the screen and the site's name", async () => {
    renderWithQueryClient(<AdminTitle title="Books" />, createTestQueryClient(makeSite({ identity: { name: 'Inkwell' } })));
    await waitFor(() => expect(document.title).toBe('Books | Admin Portal | Inkwell'));
  });
});
