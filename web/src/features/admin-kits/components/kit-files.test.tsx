import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, FakeXHR, pdfFile, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { makeKit, makeKitFile } from '@/testing/admin-data';
import { jsonResponse } from '@/testing/test-utils';

import { KitFiles } from './kit-files';

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const chart = makeKitFile({ id: 'file-2', fileName: 'Kindness Chart', fileType: 'image', sortOrder: 2 });
const guide = makeKitFile({ id: 'file-1', fileName: 'Parent Guide', fileType: 'pdf', sortOrder: 1 });
const kit = makeKit({ id: 'kit-1', title: 'The Kindness Cloud Kit', files: [chart, guide] });
const kitUpload = { url: 'kits/abc.pdf', fileName: 'Coloring_Pages.v2.pdf', fileSize: '1 KB', contentType: 'application/pdf', type: 'pdf' };

const renderFiles = () =>
  renderAdminScreen('/admin/kindness-kits/kit-1/files', '/admin/kindness-kits/:id/files', <KitFiles id="kit-1" />);
const filesSection = () => within(screen.getByRole('region', { name: 'Files' }));
const uploadSection = () => within(screen.getByRole('region', { name: 'Upload a File' }));
const linkSection = () => within(screen.getByRole('region', { name: 'Secure Download Link' }));

describe('KitFiles', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('shows the kit with its files in sort order, and the way back', async () => {
    routeFetch({ 'GET /api/admin/kits/kit-1': [() => jsonResponse(kit)] });
    renderFiles();
    expect(await screen.findByRole('heading', { level: 1, name: 'Files: The Kindness Cloud Kit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Kindness Kits' })).toHaveAttribute('href', '/admin/kindness-kits');
    expect(screen.getByRole('link', { name: 'Edit Kit' })).toHaveAttribute('href', '/admin/kindness-kits/kit-1/edit');
    const items = filesSection().getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Parent GuideNo Spanish name: the Spanish site shows the English one\.PDF/),
      expect.stringMatching(/^Kindness ChartNo Spanish name: the Spanish site shows the English one\.Image/),
    ]);
    expect(filesSection().getByRole('button', { name: 'Delete Parent Guide' })).toBeInTheDocument();
  });

  it('says when the kit does not exist', async () => {
    routeFetch({
      'GET /api/admin/kits/kit-1': [() => jsonResponse({ error: { code: 'not_found', message: 'Kindness kit not found' } }, 404)],
    });
    renderFiles();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kindness kit not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Kindness Kit Files' })).toBeInTheDocument();
  });

  it('needs a file and a name before uploading', async () => {
    routeFetch({ 'GET /api/admin/kits/kit-1': [() => jsonResponse(makeKit())] });
    renderFiles();
    const user = userEvent.setup();
    expect(await screen.findByText('No files yet. Upload the first one below.')).toBeInTheDocument();
    expect(uploadSection().getByLabelText('File Type')).toHaveValue('pdf');
    await user.click(uploadSection().getByRole('button', { name: 'Upload File' }));
    expect(uploadSection().getByRole('alert')).toHaveTextContent('Please select a file and provide a name');

    await user.upload(uploadSection().getByLabelText('File'), pdfFile('Coloring Pages.v2.pdf'));
    expect(uploadSection().getByLabelText('File Name')).toHaveValue('Coloring Pages');
    await user.clear(uploadSection().getByLabelText('File Name'));
    await user.click(uploadSection().getByRole('button', { name: 'Upload File' }));
    expect(uploadSection().getByRole('alert')).toHaveTextContent('Please select a file and provide a name');
    expect(FakeXHR.sent).toHaveLength(0);
  });

  it('uploads a file with its progress, then adds it to the kit', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/kits/kit-1': [
        () => jsonResponse(makeKit()),
        () => jsonResponse(makeKit({ files: [makeKitFile({ id: 'file-9', fileName: 'Coloring Pages', fileType: 'image' })] })),
      ],
      'POST /api/admin/kits/kit-1/files': [
        () => jsonResponse(makeKitFile({ id: 'file-9', fileName: 'Coloring Pages', fileType: 'image' }), 201),
      ],
      'GET /api/admin/kits': [() => jsonResponse([])],
    });
    renderFiles();
    const user = userEvent.setup();
    await screen.findByText('No files yet. Upload the first one below.');
    const u = uploadSection();
    await user.upload(u.getByLabelText('File'), pdfFile('Coloring Pages.v2.pdf'));
    expect(u.getByLabelText('File Name')).toHaveValue('Coloring Pages');
    await user.type(u.getByLabelText('File Name (Español)'), ' Páginas para colorear ');
    await user.selectOptions(u.getByLabelText('File Type'), 'Image');
    await user.click(u.getByRole('button', { name: 'Upload File' }));

    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    const xhr = FakeXHR.sent[0]!;
    expect(xhr.url).toBe('/api/admin/uploads?kind=kit&for=kit-file');
    act(() => xhr.progress(40, 100));
    expect(u.getByRole('progressbar', { name: 'Uploading Coloring Pages.v2.pdf' })).toHaveAttribute('aria-valuenow', '40');
    expect(u.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    act(() => xhr.respond(201, kitUpload));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/kits/kit-1/files')).toEqual([
      { fileName: 'Coloring Pages', fileNameEs: 'Páginas para colorear', fileType: 'image', fileUrl: 'kits/abc.pdf' },
    ]);
    await waitFor(() => expect(filesSection().getAllByRole('listitem')).toHaveLength(1));
    expect(filesSection().getByRole('button', { name: 'Delete Coloring Pages' })).toBeInTheDocument();
    // The form starts again.
    expect(u.getByLabelText('File Name')).toHaveValue('');
    expect(u.getByLabelText('File Name (Español)')).toHaveValue('');
    expect(u.getByLabelText('File Type')).toHaveValue('pdf');
  });

  // The Spanish name is what the Spanish book page, the mail and the links page call the file.
  it('renames a file in English and Spanish, and keeps what was typed when that fails', async () => {
    const renamed = { ...guide, fileNameEs: 'Guía para familias' };
    const fetchMock = routeFetch({
      'GET /api/admin/kits/kit-1': [() => jsonResponse(kit), () => jsonResponse({ ...kit, files: [chart, renamed] })],
      'PUT /api/admin/kits/kit-1/files/file-1': [
        () => jsonResponse({ error: { code: 'invalid', message: 'Invalid input.', fields: { fileName: 'Give the file a name.' } } }, 400),
        () => jsonResponse(renamed),
      ],
      'GET /api/admin/kits': [() => jsonResponse([])],
    });
    renderFiles();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Files: The Kindness Cloud Kit' });
    await user.click(filesSection().getByRole('button', { name: 'Rename Parent Guide' }));
    const dialog = () => within(screen.getByRole('dialog', { name: 'Rename File' }));
    expect(dialog().getByLabelText('File Name')).toHaveValue('Parent Guide');
    await user.clear(dialog().getByLabelText('File Name'));
    await user.click(dialog().getByRole('button', { name: 'Save Names' }));
    expect(dialog().getByText('Give the file a name.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/kits/kit-1/files/file-1')).toHaveLength(0);

    await user.type(dialog().getByLabelText('File Name'), 'Parent Guide');
    await user.type(dialog().getByLabelText('File Name (Español)'), 'Guía para familias');
    await user.click(dialog().getByRole('button', { name: 'Save Names' }));
    expect(await dialog().findByText('Give the file a name.')).toBeInTheDocument();
    expect(dialog().getByLabelText('File Name (Español)')).toHaveValue('Guía para familias');

    await user.click(dialog().getByRole('button', { name: 'Save Names' }));
    expect(await screen.findByText('File names saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/kits/kit-1/files/file-1').at(-1)).toEqual({
      fileName: 'Parent Guide',
      fileNameEs: 'Guía para familias',
    });
    expect(filesSection().getAllByRole('listitem')[0]).toHaveTextContent('Spanish: Guía para familias');
  });

  it('says so when the upload fails', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/kits/kit-1': [() => jsonResponse(makeKit())] });
    renderFiles();
    const user = userEvent.setup();
    await screen.findByText('No files yet. Upload the first one below.');
    await user.upload(uploadSection().getByLabelText('File'), pdfFile('guide.pdf'));
    await user.click(uploadSection().getByRole('button', { name: 'Upload File' }));
    await waitFor(() => expect(FakeXHR.sent).toHaveLength(1));
    act(() => FakeXHR.sent[0]!.respond(500, { error: { code: 'internal', message: 'Something went wrong.' } }));
    expect(await screen.findByText('Failed to upload file. Please try again.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/kits/kit-1/files')).toHaveLength(0);
    expect(uploadSection().getByLabelText('File Name')).toHaveValue('guide');
  });

  it('deletes a file after asking, and says when that fails', async () => {
    routeFetch({
      'GET /api/admin/kits/kit-1': [() => jsonResponse(kit), () => jsonResponse(makeKit({ files: [chart] }))],
      'DELETE /api/admin/kits/kit-1/files/file-1': [() => new Response(null, { status: 204 })],
      'DELETE /api/admin/kits/kit-1/files/file-2': [boom],
      'GET /api/admin/kits': [() => jsonResponse([])],
    });
    renderFiles();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Files: The Kindness Cloud Kit' });
    await user.click(filesSection().getByRole('button', { name: 'Delete Parent Guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    expect(dialog).toHaveTextContent('Delete "Parent Guide" from this kit?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete File' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(filesSection().getAllByRole('listitem')).toHaveLength(1));
    // Its Delete button is gone: the focus goes back to the files' heading.
    expect(filesSection().getByRole('heading', { level: 2, name: 'Files' })).toHaveFocus();

    await user.click(filesSection().getByRole('button', { name: 'Delete Kindness Chart' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete File' }));
    expect(await screen.findByText('Failed to delete file. Please try again.')).toBeInTheDocument();
    expect(filesSection().getAllByRole('listitem')).toHaveLength(1);
  });

  describe('download links', () => {
    const link = { url: 'http://localhost/kit-downloads/tok123', expiresAt: '2030-01-02T10:00:00Z' };

    it('makes a link (with or without an email) and an email to paste around it', async () => {
      const fetchMock = routeFetch({
        'GET /api/admin/kits/kit-1': [() => jsonResponse(kit)],
        'POST /api/admin/kits/kit-1/download-link': [() => jsonResponse(link, 201)],
      });
      renderFiles();
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: 'Files: The Kindness Cloud Kit' });
      const l = linkSection();
      await user.click(l.getByRole('button', { name: 'Generate Link' }));
      expect(await l.findByLabelText('Download link')).toHaveValue(link.url);
      expect(l.getByLabelText('Download link')).toHaveAccessibleDescription(expect.stringContaining('Valid for 24 hours'));
      const template = l.getByLabelText('Email template') as HTMLTextAreaElement;
      expect(template.value).toContain(link.url);
      expect(template.value).toContain('The Kindness Cloud Kit');
      expect(template.value).toContain('24 hours');
      // Signed with the site's name from the settings.
      expect(template.value).toMatch(/\nStoryshelf$/);

      await user.type(l.getByLabelText("Recipient's email (optional)"), 'parent@example.com');
      await user.click(l.getByRole('button', { name: 'Generate Link' }));
      await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/admin/kits/kit-1/download-link')).toHaveLength(2));
      expect(bodiesOf(fetchMock, 'POST', '/api/admin/kits/kit-1/download-link')).toEqual([
        {},
        { email: 'parent@example.com' },
      ]);
    });

    it('copies the link, and says so when copying fails', async () => {
      routeFetch({
        'GET /api/admin/kits/kit-1': [() => jsonResponse(kit)],
        'POST /api/admin/kits/kit-1/download-link': [() => jsonResponse(link, 201)],
      });
      renderFiles();
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: 'Files: The Kindness Cloud Kit' });
      const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await user.click(linkSection().getByRole('button', { name: 'Generate Link' }));
      const copy = await linkSection().findByRole('button', { name: 'Copy download link' });

      await user.click(copy);
      expect(writeText).toHaveBeenCalledWith(link.url);
      expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();

      await user.click(linkSection().getByRole('button', { name: 'Copy Email' }));
      expect(await screen.findByText('Failed to copy to clipboard. Please try manually.')).toBeInTheDocument();
    });

    it('says so when no link could be made', async () => {
      routeFetch({
        'GET /api/admin/kits/kit-1': [() => jsonResponse(kit)],
        'POST /api/admin/kits/kit-1/download-link': [boom],
      });
      renderFiles();
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: 'Files: The Kindness Cloud Kit' });
      await user.click(linkSection().getByRole('button', { name: 'Generate Link' }));
      await waitFor(() =>
        expect(linkSection().getByRole('alert')).toHaveTextContent('Failed to generate download link. Please try again.'),
      );
      expect(linkSection().queryByLabelText('Download link')).toBeNull();
    });
  });
});
