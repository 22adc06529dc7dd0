import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { DeferredKitSignupForm } from './deferred-kit-signup-form';

vi.mock('@/lib/analytics', () => ({ trackFormSubmit: vi.fn() }));

const kit = {
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  title: 'The Kindness Cloud Kit',
  agree: 'I agree to receive occasional updates.',
  agreeEs: '',
};
const reply = { message: 'Thank you!', expiresAt: '2026-11-23T10:00:00Z', downloads: [] };

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const agree = () => screen.getByRole('checkbox', { name: 'I agree to receive occasional updates.' });

function renderForm() {
  return renderWithQueryClient(<DeferredKitSignupForm kit={kit} privacyPolicy="Privacy Policy" />);
}

describe('DeferredKitSignupForm', () => {
  it('loads the form when it is first used, keeping the box ticked, the focus and each keystroke', async () => {
    mockFetch(() => jsonResponse(reply, 201));
    renderForm();
    const shell = email();
    fireEvent.click(agree());
    shell.focus();
    fireEvent.input(shell, { target: { value: 'p' } });
    fireEvent.input(shell, { target: { value: 'pa' } });

    await waitFor(() => expect(email()).not.toBe(shell));
    expect(email()).toHaveValue('pa');
    expect(email()).toHaveFocus();
    expect(agree()).toBeChecked();
  });

  it('sends a form sent before its code arrived once it has', async () => {
    const fetchMock = mockFetch(() => jsonResponse(reply, 201));
    renderForm();
    fireEvent.input(email(), { target: { value: 'parent@example.com' } });
    fireEvent.click(agree());
    fireEvent.click(screen.getByRole('button', { name: 'Get My Free Kit' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'parent@example.com', name: '', agree: true });
  });

  it('checks a form sent empty before its code arrived, focusing the email', async () => {
    const fetchMock = mockFetch(() => jsonResponse(reply, 201));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Get My Free Kit' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
