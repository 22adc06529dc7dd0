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

  it('keeps a press on the send button that began before its code arrived', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'never' }));
    renderForm();
    const button = screen.getByRole('button', { name: 'Join the Fun!' });
    // The finger goes down and the button takes focus, which starts loading the form's code.
    fireEvent.pointerDown(button);
    button.focus();
    await import('./newsletter-form');
    await new Promise((resolve) => setTimeout(resolve, 0)); // the load's own callbacks
    // The code is here, but the finger is still down: the same button stays under it.
    expect(screen.getByRole('button', { name: 'Join the Fun!' })).toBe(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);

    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
