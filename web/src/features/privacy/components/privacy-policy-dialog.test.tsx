import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';

import { PrivacyPolicyDialog } from '@/features/privacy/components/privacy-policy-dialog';
import { activateCatalogue } from '@/lib/i18n';
import { renderWithQueryClient } from '@/testing/test-utils';

// jsdom has no modal dialogs: give <dialog> the part of the browser's
// behaviour this component relies on (open state and the close event).
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __stubbed?: boolean };
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function renderDialog() {
  return renderWithQueryClient(
    <MemoryRouter>
      <p>
        I agree to the <PrivacyPolicyDialog />.
      </p>
    </MemoryRouter>,
  );
}

describe('PrivacyPolicyDialog', () => {
  it('opens with focus inside and closes with the Close button, returning focus', async () => {
    renderDialog();
    const opener = screen.getByRole('button', { name: 'Privacy Policy' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener);

    // The dialog's code is loaded on demand.
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByText('Last updated April 14, 2025.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: "Children's privacy" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    renderDialog();
    const opener = screen.getByRole('button', { name: 'Privacy Policy' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });

    fireEvent.keyDown(dialog, { key: 'Escape' });

    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // It opens again.
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toHaveAttribute('open');
  });

  it('closes on a click on the backdrop but not on its content', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });

    fireEvent.click(screen.getByText('Last updated April 14, 2025.'));
    expect(dialog).toHaveAttribute('open');

    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('speaks Spanish on a Spanish page', async () => {
    activateCatalogue('es', spanish);
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Política de privacidad' }));

    const dialog = await screen.findByRole('dialog', { name: 'Política de privacidad' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Tus derechos' })).toBeInTheDocument();
  });
});

afterEach(() => activateCatalogue('en', english));
