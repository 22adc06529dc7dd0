import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { sessionStore } from '@/lib/auth/session-store';
import { FakeXHR, pngFile, renderAdminScreen, signIn } from '@/testing/admin';

import { Button } from '../button';

import { Form } from './form';
import { CheckboxField } from './checkbox-field';
import { COVER_PREVIEW, ImageUploadField } from './image-upload-field';
import { InputField } from './input-field';
import { SelectField } from './select-field';
import { StarRatingField } from './star-rating-field';
import { TextareaField } from './textarea-field';
import { useAppForm } from './use-app-form';

const schema = z.object({
  name: z.string().refine((v) => v.trim() !== '', 'Name is required'),
  age: z.string(),
  day: z.string().refine((v) => v !== '', 'Day is required'),
  site: z.string(),
  notes: z.string(),
  colour: z.string().refine((v) => v !== '', 'Please pick a colour'),
  stars: z.number(),
  agree: z.boolean(),
  photo: z.string(),
});
type Values = z.infer<typeof schema>;
const empty: Values = { name: '', age: '', day: '', site: '', notes: '', colour: '', stars: 5, agree: false, photo: '' };

// A form built from every part, as a screen would: onValid gets the values, and the test can
// answer like a server would.
function TestForm({ onValid, serverAnswer }: { onValid: (v: Values) => void; serverAnswer?: Record<string, string> }) {
  const state = useAppForm(schema, empty);
  return (
    <Form
      state={state}
      idPrefix="test"
      busy={false}
      guardUnsaved
      onValid={(values) => {
        onValid(values);
        if (serverAnswer) state.fail(serverAnswer, 'The server said no.');
      }}
      actions={<Button type="submit">Save</Button>}
    >
      <InputField name="name" label="Name" hint="As on the cover" />
      <InputField name="age" label="Age" type="number" min={1} />
      <InputField name="day" label="Day" type="date" />
      <InputField name="site" label="Site" type="url" />
      <TextareaField name="notes" label="Notes" />
      <SelectField
        name="colour"
        label="Colour"
        placeholder="Select a colour"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
      />
      <StarRatingField name="stars" />
      <CheckboxField name="agree" label="I agree" />
      <ImageUploadField
        name="photo"
        label="Photo"
        purpose="author-photo"
        accept="image/*"
        hint="Square"
        notImageMessage="File must be an image"
        preview={COVER_PREVIEW}
        removable
      />
    </Form>
  );
}

const renderForm = (props: Parameters<typeof TestForm>[0]) =>
  renderAdminScreen(
    '/form',
    '/form',
    <>
      <Link to="/admin/books">Books</Link>
      <TestForm {...props} />
    </>,
  );

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the admin form parts', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('labels every part, links its hint, and gives each the kind of control it is', () => {
    renderForm({ onValid: vi.fn() });
    expect(screen.getByLabelText('Name')).toHaveAttribute('id', 'test-name');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('As on the cover');
    expect(screen.getByLabelText('Age')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Day')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Site')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Colour')).toHaveValue('');
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByLabelText('I agree')).not.toBeChecked();
    expect(screen.getByLabelText('Photo')).toHaveAttribute('type', 'file');
  });

  it('shows each check message on its field, focuses the first, and clears it once fixed', async () => {
    const onValid = vi.fn();
    renderForm({ onValid });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('As on the cover Name is required');
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription('Day is required');
    expect(screen.getByLabelText('Colour')).toHaveAccessibleDescription('Please pick a colour');
    expect(name).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(name, 'Ann');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the values as typed, and puts a server answer on its fields with the message', async () => {
    const onValid = vi.fn();
    renderForm({ onValid, serverAnswer: { colour: 'That colour is sold out', 'site': 'Not a web address' } });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Name'), ' Ann ');
    await user.type(screen.getByLabelText('Age'), '7');
    await user.type(screen.getByLabelText('Day'), '2026-01-02');
    await user.type(screen.getByLabelText('Site'), 'ann.example');
    await user.type(screen.getByLabelText('Notes'), 'Hello');
    await user.selectOptions(screen.getByLabelText('Colour'), 'blue');
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({
      name: ' Ann ',
      age: '7',
      day: '2026-01-02',
      site: 'ann.example',
      notes: 'Hello',
      colour: 'blue',
      stars: 3,
      agree: true,
      photo: '',
    });
    const site = screen.getByLabelText('Site');
    await waitFor(() => expect(site).toHaveAccessibleDescription('Not a web address'));
    expect(screen.getByLabelText('Colour')).toHaveAccessibleDescription('That colour is sold out');
    // The first field with a message, in the order they show, has the focus.
    expect(site).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The server said no.');
    expect(screen.getByLabelText('Name')).toHaveValue(' Ann ');
  });

  it('uploads an image with its progress, can cancel it, and makes a save wait for it', async () => {
    const onValid = vi.fn();
    renderForm({ onValid });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const photo = screen.getByLabelText('Photo');

    await user.upload(photo, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(photo).toHaveAccessibleDescription('Square File must be an image');
    expect(FakeXHR.sent).toHaveLength(0);

    await user.upload(photo, pngFile('me.png', 1000));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    expect(photo).toHaveAttribute('aria-invalid', 'false');
    act(() => FakeXHR.sent[0]!.progress(400, 1000));
    expect(screen.getByRole('progressbar', { name: 'Uploading me.png' })).toHaveAttribute('aria-valuenow', '40');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait for the upload to finish, then save again.');
    expect(screen.getByRole('alert')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXHR.sent[0]!.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.upload(photo, pngFile('me.png', 1000));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(2));
    act(() => FakeXHR.sent[1]!.respond(201, { url: '/files/images/me.png', fileName: 'me.png', fileSize: '1 KB', contentType: 'image/png', type: 'image' }));
    expect(await screen.findByRole('img', { name: 'Current cover' })).toHaveAttribute('src', '/files/images/me.png');
    expect(screen.getByText('Uploaded me.png.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Current cover' })).toBeNull();
    expect(photo).toHaveFocus();
  });

  it('lets the owner leave an untouched form, but asks before leaving unsaved changes', async () => {
    renderForm({ onValid: vi.fn() });
    const user = userEvent.setup({ delay: null });
    expect(beforeUnload()).toBe(false);

    await user.type(screen.getByLabelText('Notes'), 'Half a thought');
    expect(beforeUnload()).toBe(true);
    const link = screen.getByRole('link', { name: 'Books' });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription(
      'You have changes that are not saved yet. If you leave this page now, they will be lost.',
    );
    expect(screen.getByRole('button', { name: 'Stay on Page' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay on Page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Notes')).toHaveValue('Half a thought');
    expect(link).toHaveFocus();

    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Leave Page' }));
    expect(await screen.findByText('The books list')).toBeInTheDocument();
    expect(beforeUnload()).toBe(false);
  });

  it('does not ask when the changes are undone', async () => {
    renderForm({ onValid: vi.fn() });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.clear(screen.getByLabelText('Name'));
    expect(beforeUnload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Books' }));
    expect(await screen.findByText('The books list')).toBeInTheDocument();
  });
});
