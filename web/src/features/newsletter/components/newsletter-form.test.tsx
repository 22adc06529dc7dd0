import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { jsonResponse, mockFetch } from '@/testing/test-utils';

function renderForm() {
  return render(
    <MemoryRouter>
      <NewsletterForm />
    </MemoryRouter>,
  );
}

const field = () => screen.getByLabelText('Email address');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewsletterForm', () => {
  it('shows the heading, text, a labelled email field and the button', () => {
    renderForm();
    expect(screen.getByRole('region', { name: 'Join Our Parent Newsletter' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Join the Fun!' })).toHaveAttribute('type', 'submit');
  });

  it('checks both rules before sending anything', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'never' }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    await userEvent.type(field(), 'parent@example');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['a@b.co#x', 'a@-b.co', 'a@b_c.co', 'a@xn--.co'])(
    'refuses %s, whose domain mail cannot reach, before sending',
    async (email) => {
      const fetchMock = mockFetch(() => jsonResponse({ message: 'never' }));
      renderForm();
      await userEvent.type(field(), email);
      await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
      expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('disables the form while submitting, then shows the message and clears the field', async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await userEvent.type(field(), 'parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(field()).toBeDisabled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      email: 'parent@example.com',
      page: '/',
      altcha: 'solved-challenge',
    });
    answer(jsonResponse({ message: 'Thank you for subscribing! Look out for our welcome email.' }));
    expect(await screen.findByText('Thank you for subscribing! Look out for our welcome email.')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Join the Fun!' })).toBeEnabled();
  });

  it('falls back to the spec wording when the answer carries no message', async () => {
    mockFetch(() => new Response('', { status: 200 }));
    renderForm();
    await userEvent.type(field(), 'parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
  });

  it('shows the server message on a non-OK answer, else the status', async () => {
    mockFetch(
      () => jsonResponse({ error: { code: 'too_many_requests', message: 'Too many requests. Please wait a minute and try again.' } }, 429),
      () => new Response('oops', { status: 502 }),
    );
    renderForm();
    await userEvent.type(field(), 'parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(field()).toHaveValue('parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(await screen.findByText('Subscription failed with status: 502')).toBeInTheDocument();
  });

  it('shows a thrown error message, else the generic one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockRejectedValueOnce(new Error('')));
    renderForm();
    await userEvent.type(field(), 'parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    await waitFor(() => expect(screen.getByText('An error occurred. Please try again.')).toBeInTheDocument());
    expect(console.error).toHaveBeenCalled();
  });
});
