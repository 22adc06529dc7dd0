import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { activateCatalogue } from '@/lib/i18n';
import { renderWithQueryClient } from '@/testing/test-utils';

import { RouteError } from './route-error';

function renderFailingRoute(thrown: unknown) {
  renderWithQueryClient(<RouteError error={thrown} />);
}

afterEach(() => activateCatalogue('en', english));

describe('RouteError', () => {
  it('offers the way home, and names an error without a message', async () => {
    renderFailingRoute({});
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('speaks Spanish on a Spanish page', async () => {
    activateCatalogue('es', spanish);
    renderFailingRoute({});
    expect(await screen.findByRole('heading', { name: '¡Error inesperado de la aplicación!' })).toBeInTheDocument();
    expect(screen.getByText('Error desconocido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es/');
  });
});
