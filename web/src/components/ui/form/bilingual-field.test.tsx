import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { sessionStore } from '@/lib/auth/session-store';
import { renderAdminScreen, signIn } from '@/testing/admin';

import { Button } from '../button';

import { BilingualField, BilingualListField } from './bilingual-field';
import { Form } from './form';
import { useAppForm } from './use-app-form';

const paragraphs = z.array(z.object({ value: z.string() }));
const schema = z.object({
  title: z.string().refine((v) => v.trim() !== '', 'Title is required'),
  titleEs: z.string().refine((v) => v.length <= 10, 'Please keep this to 10 characters or fewer.'),
  about: z.string(),
  aboutEs: z.string(),
  bio: paragraphs,
  bioEs: paragraphs,
});
type Values = z.infer<typeof schema>;
const start: Values = { title: 'Stories', titleEs: '', about: 'About us', aboutEs: 'Sobre nosotros', bio: [{ value: 'One.' }], bioEs: [{ value: '' }] };

function TestForm({ onValid, serverAnswer }: { onValid: (v: Values) => void; serverAnswer?: Record<string, string> }) {
  const state = useAppForm(schema, start);
  return (
    <Form
      state={state}
      idPrefix="test"
      busy={false}
      onValid={(values) => {
        onValid(values);
        if (serverAnswer) state.fail(serverAnswer, 'The server said no.');
      }}
      actions={<Button type="submit">Save</Button>}
    >
      <BilingualField name="title" label="Title" hint="The page's heading." required />
      <BilingualField name="about" label="About" multiline rows={2} />
      <section aria-label="Biography">
        <BilingualListField name="bio" itemLabel={(n) => `Biography paragraph ${n}`} addLabel="Add Paragraph" multiline />
      </section>
    </Form>
  );
}

const renderForm = (props: Parameters<typeof TestForm>[0]) => renderAdminScreen('/form', '/form', <TestForm {...props} />);

describe('BilingualField', () => {
  beforeEach(() => signIn());
  afterEach(() => sessionStore.stop());

  it('shows the English field as before, and the Spanish one beside it: optional, in Spanish, with its own label', () => {
    renderForm({ onValid: vi.fn() });
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('id', 'test-title');
    expect(title).toBeRequired();
    expect(title).toHaveAccessibleDescription("The page's heading.");
    expect(title).not.toHaveAttribute('lang');

    const titleEs = screen.getByRole('textbox', { name: 'Title (Español)' });
    expect(titleEs).toHaveAttribute('id', 'test-titleEs');
    expect(titleEs).not.toBeRequired();
    expect(titleEs).toHaveAttribute('lang', 'es');
    expect(titleEs).toHaveAccessibleDescription('Optional: left empty, the English text shows on the Spanish site.');

    expect(screen.getByLabelText('About (Español)').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('About (Español)')).toHaveValue('Sobre nosotros');
    // Each column says its language, for whoever sees the two one under the other on a phone.
    expect(screen.getAllByText('English')).toHaveLength(3);
    expect(screen.getAllByText('Español')).toHaveLength(3);
  });

  it("sends both languages, and puts a Spanish field's message on the Spanish field", async () => {
    const onValid = vi.fn();
    renderForm({ onValid, serverAnswer: { titleEs: 'That title is taken in Spanish.' } });
    const user = userEvent.setup({ delay: null });
    const titleEs = screen.getByLabelText('Title (Español)');

    await user.type(titleEs, 'Un título muy largo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(titleEs).toHaveAccessibleDescription(expect.stringContaining('Please keep this to 10 characters or fewer.')));
    expect(titleEs).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false');
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(titleEs);
    await user.type(titleEs, 'Cuentos');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toMatchObject({ title: 'Stories', titleEs: 'Cuentos', about: 'About us', aboutEs: 'Sobre nosotros' });
    await waitFor(() => expect(titleEs).toHaveAccessibleDescription(expect.stringContaining('That title is taken in Spanish.')));
    expect(titleEs).toHaveFocus();
    expect(titleEs).toHaveValue('Cuentos');
  });

  it('keeps a list of paragraphs in each language, each as long as the owner writes it', async () => {
    const onValid = vi.fn();
    renderForm({ onValid });
    const user = userEvent.setup({ delay: null });
    const bio = within(screen.getByRole('region', { name: 'Biography' }));
    const firstEs = bio.getByLabelText('Biography paragraph 1 (Español)');
    expect(firstEs).toHaveAttribute('lang', 'es');
    expect(firstEs).toHaveAccessibleDescription('Optional: left empty, the English text shows on the Spanish site.');

    await user.type(firstEs, 'Uno.');
    await user.click(bio.getByRole('button', { name: 'Add Paragraph (Español)' }));
    expect(bio.getByLabelText('Biography paragraph 2 (Español)')).toHaveFocus();
    await user.type(bio.getByLabelText('Biography paragraph 2 (Español)'), 'Dos.');
    expect(bio.queryByLabelText('Biography paragraph 2')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toMatchObject({ bio: [{ value: 'One.' }], bioEs: [{ value: 'Uno.' }, { value: 'Dos.' }] });
  });
});
