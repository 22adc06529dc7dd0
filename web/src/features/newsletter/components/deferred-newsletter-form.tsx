import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

import { NEWSLETTER_FORM_CLASSES, NewsletterAnswer, NewsletterControls } from './newsletter-controls';
import type { NewsletterCarried } from './newsletter-form';
import { NewsletterSection } from './newsletter-section';

type SignUp = ComponentType<{ carried: NewsletterCarried }>;

// The parent newsletter sign-up as the pages show it. The form's code (react-hook-form, zod)
// stays out of the page's first JavaScript: the same field and button show at once, and the
// code loads when the form is first focused or typed in. What was typed, where the focus was
// and a send made meanwhile are handed on to the loaded form.
export function DeferredNewsletterForm() {
  const id = useId();
  const shell = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const loading = useRef(false);
  const [loaded, setLoaded] = useState<{ SignUp: SignUp; carried: NewsletterCarried }>();

  function load() {
    if (loading.current) return;
    loading.current = true;
    void import('./newsletter-form').then(({ NewsletterSignUp }) => {
      const form = shell.current;
      const focused = form?.contains(document.activeElement) ? document.activeElement : null;
      const carried: NewsletterCarried = {
        email: form?.querySelector('input')?.value ?? '',
        focus: focused instanceof HTMLInputElement ? 'email' : focused ? 'button' : null,
        submitted: submitted.current,
      };
      // Read and swapped in one go: no keystroke can fall between them.
      flushSync(() => setLoaded({ SignUp: NewsletterSignUp, carried }));
    }, () => {
      // Offline: the next use tries again.
      loading.current = false;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitted.current = true;
    load();
  }

  return (
    <NewsletterSection>
      {loaded ? (
        <loaded.SignUp carried={loaded.carried} />
      ) : (
        <>
          <form ref={shell} noValidate onSubmit={onSubmit} onFocus={load} onInput={load} className={NEWSLETTER_FORM_CLASSES}>
            <NewsletterControls emailId={`${id}-email`} submitting={false} input={{ defaultValue: '' }} />
          </form>
          <NewsletterAnswer id={`${id}-message`} />
        </>
      )}
    </NewsletterSection>
  );
}
