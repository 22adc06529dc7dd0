import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { proofOfWorkFailed } from '@/lib/proof-of-work';
import { jsonResponse, mockFetch } from '@/testing/test-utils';

// The solver module records when it is loaded: the widget's code must stay out
// of a page until someone uses one of its forms.
const solver = vi.hoisted(() => ({ loaded: false, solve: vi.fn() }));
vi.mock('@/lib/altcha-solver', () => {
  solver.loaded = true;
  return { solve: solver.solve };
});

describe('NewsletterForm proof of work', () => {
  it('loads the solver only when the form is first used, and sends its solution with the form', async () => {
    solver.solve.mockResolvedValue('payload-1');
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Thank you for subscribing!' }));
    render(
      <MemoryRouter>
        <NewsletterForm />
      </MemoryRouter>,
    );
    // Rendered, but nobody has touched the form: nothing loaded, nothing fetched.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(solver.loaded).toBe(false);
    expect(solver.solve).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Email address'));
    await waitFor(() => expect(solver.solve).toHaveBeenCalledExactlyOnceWith('/api/challenge?form=newsletter'));
    expect(solver.loaded).toBe(true);

    // Typing solves nothing more: one challenge per send.
    await userEvent.type(screen.getByLabelText('Email address'), 'parent@example.com');
    expect(solver.solve).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ altcha: 'payload-1' });

    // A solve that fails while typing is tried again on sending; when that fails
    // too, one plain message shows, and the form can be sent again.
    solver.solve.mockRejectedValue(new Error('worker failed'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.type(screen.getByLabelText('Email address'), 'other@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Fun!' }));
    expect(await screen.findByText(proofOfWorkFailed())).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Join the Fun!' })).toBeEnabled();
  });
});
