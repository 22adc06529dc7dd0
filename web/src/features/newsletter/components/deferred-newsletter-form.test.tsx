import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch } from '@/testing/test-utils';

import { DeferredNewsletterForm } from './deferred-newsletter-form';

function renderForm() {
  return render(
    <MemoryRouter>
      <DeferredNewsletterForm />
    </MemoryRouter>,
  );
}

describe('DeferredNewsletterForm', () => {
  it('loads the form when it is first used, keeping what was typed and the focus', async () => {
    mockFetch(() => jsonResponse({ message: 'Thank you for subscribing!' }));
    renderForm();
    const shell = screen.getByLabelText('Email address');
    shell.focus();
    fireEvent.input(shell, { target: { value: 'parent@example.com' } });

    await waitFor(() => expect(screen.getByLabelText('Email address')).not.toBe(shell));
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveValue('parent@example.com');
    expect(field).toHaveFocus();
  });

  it('sends a form sent before its code arrived once it has', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Thank you for subscribing!' }));
    renderForm();
    fireEvent.input(screen.getByLabelText('Email address'), { target: { value: 'parent@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));

    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'parent@example.com' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('checks a form sent empty before its code arrived', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'never' }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));

    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
