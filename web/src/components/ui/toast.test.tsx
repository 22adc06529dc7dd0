import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastProvider, useToast, type ToastOptions } from './toast';

function Shows({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      Show {message}
    </button>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a toast for the provider duration, or for its own', () => {
    render(
      <ToastProvider>
        <Shows message="Saved" />
        <Shows message="Quick" options={{ duration: 3000 }} />
        <Shows message="Oops" options={{ duration: 3000, tone: 'error' }} />
      </ToastProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'Show Saved' }).click();
      screen.getByRole('button', { name: 'Show Quick' }).click();
      screen.getByRole('button', { name: 'Show Oops' }).click();
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Quick')).toBeInTheDocument();
    expect(screen.getByText('Oops').parentElement).toHaveClass('text-red-800');
    // On a phone a confirmation keeps to two lines over the top bar; a failure shows whole.
    expect(screen.getByText('Saved')).toHaveClass('max-md:line-clamp-2');
    expect(screen.getByText('Oops')).not.toHaveClass('max-md:line-clamp-2');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Quick')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Quick')).toBeNull();
    expect(screen.queryByText('Oops')).toBeNull();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
