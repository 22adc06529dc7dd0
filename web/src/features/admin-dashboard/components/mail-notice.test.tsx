import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { MailNotice } from './mail-notice';

function renderNotice(mail: { ready: boolean; waiting: number }) {
  return render(
    <MemoryRouter>
      <MailNotice mail={mail} />
    </MemoryRouter>,
  );
}

describe('MailNotice', () => {
  it('says email is not set up, how many mails wait, and links to Settings → Email', () => {
    renderNotice({ ready: false, waiting: 3 });
    const notice = screen.getByRole('region', { name: 'Email is not set up yet' });
    expect(notice).toHaveTextContent('3 mails are waiting to be sent. They go out once email is set up.');
    expect(screen.getByRole('link', { name: 'Set up email in Settings → Email' })).toHaveAttribute(
      'href',
      '/admin/settings#email-section',
    );
  });

  it('counts one mail as one', () => {
    renderNotice({ ready: false, waiting: 1 });
    expect(screen.getByRole('region', { name: 'Email is not set up yet' })).toHaveTextContent('1 mail is waiting to be sent.');
  });

  it('says nothing when mail can be sent', () => {
    const { container } = renderNotice({ ready: true, waiting: 2 });
    expect(container).toBeEmptyDOMElement();
  });
});
