import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { trackFormSubmit } from '@/lib/analytics';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { ContactForm } from './contact-form';

vi.mock('@/lib/analytics', () => ({ trackFormSubmit: vi.fn() }));

const ALERT_TEXT = 'There was an error submitting the form. Please try again later.';
const THANKS = "Thank you for your message! We'll get back to you soon.";

function fields() {
  return {
    name: screen.getByRole('textbox', { name: 'Your name' }),
    email: screen.getByRole('textbox', { name: 'Email address' }),
    subject: screen.getByRole('combobox', { name: 'Subject' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
}

async function fillIn(user: UserEvent) {
  const f = fields();
  await user.type(f.name, 'Maria Lopez');
  await user.type(f.email, 'maria@example.com');
  await user.selectOptions(f.subject, 'School Visit Request');
  await user.type(f.message, 'Could the author visit our class in May?');
  return f;
}

function expectKept(f: ReturnType<typeof fields>) {
  expect(f.name).toHaveValue('Maria Lopez');
  expect(f.email).toHaveValue('maria@example.com');
  expect(f.subject).toHaveValue('School Visit Request');
  expect(f.message).toHaveValue('Could the author visit our class in May?');
}

describe('ContactForm', () => {
  beforeEach(() => {
    vi.mocked(trackFormSubmit).mockClear();
  });

  it('offers exactly the five subjects after the empty placeholder', () => {
    renderWithQueryClient(<ContactForm />);
    const options = within(fields().subject).getAllByRole('option');
    expect(options.map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ['Choose a subject', ''],
      ['Book Question', 'Book Question'],
      ['Download Issue', 'Download Issue'],
      ['School Visit Request', 'School Visit Request'],
      ['Feedback', 'Feedback'],
      ['Other', 'Other'],
    ]);
    expect(fields().email).toHaveAttribute('type', 'email');
  });

  it('shows a message for each empty field, linked to it, and focuses the first', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderWithQueryClient(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const f = fields();
    expect(f.name).toHaveAccessibleDescription('Please enter your name.');
    expect(f.email).toHaveAccessibleDescription('Please enter your email address.');
    expect(f.subject).toHaveAccessibleDescription('Please choose a subject.');
    expect(f.message).toHaveAccessibleDescription('Please enter your message.');
    for (const field of Object.values(f)) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(trackFormSubmit).not.toHaveBeenCalled();

    // Correcting a field clears its message; the first still-invalid field takes focus next time.
    await user.type(f.name, 'Maria');
    await user.type(f.email, 'not-an-email');
    await waitFor(() => expect(f.name).toHaveAttribute('aria-invalid', 'false'));
    expect(f.name).not.toHaveAccessibleDescription();
    expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(f.email).toHaveFocus();
  });

  it('sends the form URL-encoded, shows the thank-you view, and starts over empty', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({ message: THANKS }));
    renderWithQueryClient(<ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(THANKS)).toBeInTheDocument();
    expect(trackFormSubmit).toHaveBeenCalledExactlyOnceWith('contact', true);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      subject: 'School Visit Request',
      message: 'Could the author visit our class in May?',
      website: '',
      altcha: 'solved-challenge',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    const f = fields();
    expect(f.name).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.subject).toHaveValue('');
    expect(f.message).toHaveValue('');
    expect(f.name).toHaveFocus();
    expect(f.name).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows Sending... and disables the button while sending', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithQueryClient(<ContactForm />);

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    answer(jsonResponse({ message: THANKS }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', async () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)],
    [
      'too many requests',
      async () =>
        jsonResponse(
          { error: { code: 'too_many_requests', message: 'Too many requests. Please wait a minute and try again.' } },
          429,
        ),
    ],
  ])('on %s shows the alert and keeps everything typed', async (_, answer) => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn(answer));
    const alertSpy = vi.fn();
    vi.stubGlobal('alert', alertSpy);
    renderWithQueryClient(<ContactForm />);

    const f = await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledExactlyOnceWith(ALERT_TEXT));
    expect(trackFormSubmit).toHaveBeenCalledExactlyOnceWith('contact', false);
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
    expectKept(f);
    const button = await screen.findByRole('button', { name: 'Send Message' });
    expect(button).toBeEnabled();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("shows the server's field messages instead of the alert", async () => {
    const user = userEvent.setup();
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'invalid',
            message: 'Please fill in all required fields.',
            fields: { email: 'Please enter a valid email address.', subject: 'Please choose one of the listed subjects.' },
          },
        },
        400,
      ),
    );
    const alertSpy = vi.fn();
    vi.stubGlobal('alert', alertSpy);
    renderWithQueryClient(<ContactForm />);

    const f = await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(f.subject).toHaveAccessibleDescription('Please choose one of the listed subjects.');
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
    expect(f.email).toHaveFocus();
    expect(f.name).toHaveAttribute('aria-invalid', 'false');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(trackFormSubmit).toHaveBeenCalledExactlyOnceWith('contact', false);
    expectKept(f);
  });

  it('has a honeypot that is hidden from people and the accessibility tree', () => {
    const { container } = renderWithQueryClient(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(screen.getByLabelText('Leave this field empty')).toBe(honeypot);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    const wrapper = honeypot!.closest('[aria-hidden="true"]');
    expect(wrapper).not.toBeNull();
    expect(wrapper).toHaveClass('sr-only');
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });
});
