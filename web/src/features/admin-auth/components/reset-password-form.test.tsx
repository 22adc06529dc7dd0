import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { moveClock, untilOnStillClock } from '@/testing/still-clock';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { ResetPasswordPanel } from './reset-password-form';

const INVALID = 'Invalid or expired recovery link. Please request a new password reset.';

function Page() {
  const [params] = useSearchParams();
  return <ResetPasswordPanel token={params.get('token')} />;
}

function renderAt(url: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/reset-password" element={<Page />} />
        <Route path="/admin/login" element={<p>The login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('needs the token in the URL', () => {
    const fetchMock = mockFetch(() => jsonResponse({ valid: true }));
    renderAt('/admin/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the link is invalid when the server refuses it', async () => {
    mockFetch(() => jsonResponse({ error: { code: 'invalid', message: INVALID } }, 400));
    renderAt('/admin/reset-password?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('checks the password rules and the confirmation before calling the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ valid: true }));
    renderAt('/admin/reset-password?token=abc');
    await screen.findByLabelText('New password');
    expect(
      screen.getByText('At least 8 characters, including a number and an uppercase letter.'),
    ).toBeInTheDocument();

    // Each says what it still lacks.
    for (const [weak, needs] of [
      ['Short1', 'at least 8 characters'],
      ['nouppercase1', 'an uppercase letter'],
      ['NoDigitsHere', 'a number'],
    ]) {
      fill(weak!, weak!);
      expect(screen.getByText(`Password does not meet requirements: it needs ${needs}.`)).toBeInTheDocument();
    }
    fill('Sunshine1', 'Sunshine2');
    expect(screen.queryByText(/Password does not meet requirements/)).not.toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    // Only the link check went to the server.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, or 'Failed to reset password'", async () => {
    mockFetch(
      () => jsonResponse({ valid: true }),
      () => jsonResponse({ error: { code: 'invalid', message: 'Password does not meet requirements.' } }, 400),
      () => new Response('oops', { status: 502 }),
    );
    renderAt('/admin/reset-password?token=abc');
    await screen.findByLabelText('New password');
    fill('Sunshine1', 'Sunshine1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password does not meet requirements.');
    fill('Sunshine1', 'Sunshine1');
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });

  it('resets, says so, and goes to the login page after 3 s', async () => {
    const fetchMock = mockFetch(
      () => jsonResponse({ valid: true }),
      () => jsonResponse({ message: 'Password reset successful! Redirecting to login...' }),
    );
    renderAt('/admin/reset-password?token=abc');
    await screen.findByLabelText('New password');
    // The 3 s start with the answer; from here the clock moves only when the test moves it.
    vi.useFakeTimers();
    fill('Sunshine1', 'Sunshine1');

    await untilOnStillClock(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Password reset successful! Redirecting to login...'),
    );
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/reset-password');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc', password: 'Sunshine1' });

    await moveClock(2_999);
    expect(screen.queryByText('The login page')).not.toBeInTheDocument();
    await moveClock(1);
    await untilOnStillClock(() => expect(screen.getByText('The login page')).toBeInTheDocument());
  });
});
