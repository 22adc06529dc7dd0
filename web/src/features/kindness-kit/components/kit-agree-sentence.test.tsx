import { screen } from '@testing-library/react';
import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { afterEach, describe, expect, it } from 'vitest';

import { activateCatalogue } from '@/lib/i18n';
import { renderWithQueryClient } from '@/testing/test-utils';

import { DeferredKitSignupForm } from './deferred-kit-signup-form';

// The agreement box reads the owner's sentence (Settings, Kit sign-up), which the kit carries:
// the sign-up records it as the page shows it, so the form never sends it.
const kit = (agree: string, agreeEs: string) => ({ id: 'kit-1', title: 'The Kindness Cloud Kit', agree, agreeEs });

afterEach(() => activateCatalogue('en', english));

describe("the kit form's agreement sentence", () => {
  it("is the owner's on an English page", () => {
    renderWithQueryClient(<DeferredKitSignupForm kit={kit('Yes, send me kit news.', 'Sí, envíenme novedades.')} privacyPolicy="Privacy Policy" />);
    expect(screen.getByRole('checkbox', { name: 'Yes, send me kit news.' })).toBeInTheDocument();
    expect(screen.queryByText('Sí, envíenme novedades.')).toBeNull();
  });

  it('is her Spanish on a Spanish page, or her English marked as English', () => {
    activateCatalogue('es', spanish);
    const { unmount } = renderWithQueryClient(
      <DeferredKitSignupForm kit={kit('Yes, send me kit news.', 'Sí, envíenme novedades.')} privacyPolicy="Política de privacidad" />,
    );
    expect(screen.getByText('Sí, envíenme novedades.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('checkbox', { name: 'Sí, envíenme novedades.' })).toBeInTheDocument();
    unmount();

    renderWithQueryClient(<DeferredKitSignupForm kit={kit('Yes, send me kit news.', '')} privacyPolicy="Política de privacidad" />);
    expect(screen.getByText('Yes, send me kit news.')).toHaveAttribute('lang', 'en');
  });
});
