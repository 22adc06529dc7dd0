import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

import { ForgotPasswordForm, MSG_RESET_LINK_SENT } from './forgot-password-form';

const NO_MAIL_ANSWER =
  'This site cannot send email yet, so no reset email can be sent now. If this is your site, the sign-in page says how to set a new password.';

describe('ForgotPasswordForm', () => {
  async function ask(answer: string) {
    mockFetch(() => jsonResponse({ message: answer }));
    renderWithQueryClient(
      <MemoryRouter>
        <ForgotPasswordForm />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    return screen.findByRole('status');
  }

  it("shows the spec's answer when the server gives it", async () => {
    expect(await ask(MSG_RESET_LINK_SENT)).toHaveTextContent(MSG_RESET_LINK_SENT);
  });

  it('claims no mail went out when the server says none can be sent', async () => {
    const status = await ask(NO_MAIL_ANSWER);
    expect(status).toHaveTextContent(NO_MAIL_ANSWER);
    expect(status).not.toHaveTextContent('Check your email inbox');
  });
});
