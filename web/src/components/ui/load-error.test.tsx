import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { activateCatalogue } from '@/lib/i18n';

import { LoadError } from './load-error';

afterEach(() => activateCatalogue('en', english));

describe('LoadError', () => {
  it("offers 'Try Again' unless told otherwise", () => {
    render(<LoadError message="Failed to load." onRetry={vi.fn()} retrying={false} />);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('offers it in Spanish on a Spanish page', () => {
    activateCatalogue('es', spanish);
    render(<LoadError message="No se pudo cargar." onRetry={vi.fn()} retrying />);
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeDisabled();
  });
});
