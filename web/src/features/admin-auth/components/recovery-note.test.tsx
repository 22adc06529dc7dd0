import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { RecoveryNote } from './recovery-note';

describe('RecoveryNote', () => {
  it('names the command that sets a new password while the site cannot send mail', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ mail: false }));
    renderWithQueryClient(<RecoveryNote />);
    await screen.findByRole('heading', { name: 'Forgot your password while email is not set up?' });
    const note = screen.getByTestId('recovery-note');
    expect(note).toHaveTextContent('This site cannot send email yet');
    expect(note).toHaveTextContent('storyshelf admin reset-password --email you@example.com');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/recovery', expect.anything());
  });

  it('says nothing while mail can be sent, or when the server cannot be asked', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ mail: true }));
    const { container, unmount } = renderWithQueryClient(<RecoveryNote />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    unmount();

    const failing = mockFetch(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    const other = renderWithQueryClient(<RecoveryNote />);
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(other.container).toBeEmptyDOMElement();
  });
});
