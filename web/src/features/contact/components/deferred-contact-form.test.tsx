import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { DeferredContactForm } from './deferred-contact-form';

const name = () => screen.getByRole('textbox', { name: 'Your name' });
const message = () => screen.getByRole('textbox', { name: 'Message' });

describe('DeferredContactForm', () => {
  it('loads the form when it is first used, keeping every field, the focus, the caret and each keystroke', async () => {
    mockFetch(() => jsonResponse({ message: 'never' }));
    renderWithQueryClient(<DeferredContactForm />);
    const shell = message();
    fireEvent.input(name(), { target: { value: 'Maria' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Subject' }), { target: { value: 'Feedback' } });
    shell.focus();
    // Typed fast, before the code arrives.
    fireEvent.input(shell, { target: { value: 'H' } });
    fireEvent.input(shell, { target: { value: 'Hi' } });
    (shell as HTMLTextAreaElement).setSelectionRange(1, 1);

    await waitFor(() => expect(message()).not.toBe(shell));
    expect(message()).toHaveValue('Hi');
    expect(message()).toHaveFocus();
    expect(message()).toHaveProperty('selectionStart', 1);
    expect(name()).toHaveValue('Maria');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Feedback');
  });

  it('sends a form sent before its code arrived once it has', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Got it!' }));
    renderWithQueryClient(<DeferredContactForm />);
    fireEvent.input(name(), { target: { value: 'Maria Lopez' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'maria@example.com' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Subject' }), { target: { value: 'Feedback' } });
    fireEvent.input(message(), { target: { value: 'Lovely books.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Got it!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(init.body as URLSearchParams)).toMatchObject({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      subject: 'Feedback',
      message: 'Lovely books.',
    });
  });

  it('checks a form sent empty before its code arrived, focusing the first field', async () => {
    mockFetch(() => jsonResponse({ message: 'never' }));
    renderWithQueryClient(<DeferredContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(name()).toHaveFocus();
  });
});
