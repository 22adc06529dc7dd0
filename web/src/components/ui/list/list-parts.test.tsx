import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookOpen } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';

import { useConfirmAction } from '@/hooks/use-confirm-action';
import { deferred, renderAdminScreen } from '@/testing/admin';

import { ConfirmDialog } from '../confirm-dialog';

import { EmptyState } from './empty-state';
import { ListHeader } from './list-header';
import { ListRow } from './list-row';
import { ListState } from './list-state';
import { DeleteButton, EditLink } from './row-actions';
import { Thumbnail } from './thumbnail';

type Item = { id: string; name: string; picture: string };

// A list screen made of the parts, over a stand-in API: load() answers the list, remove()
// the delete.
function TestList({ load, remove, onFailed }: { load: () => Promise<Item[]>; remove: (item: Item) => Promise<void>; onFailed?: () => void }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['items'], queryFn: load });
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (_, gone) => queryClient.setQueryData<Item[]>(['items'], (items) => items?.filter((i) => i.id !== gone.id)),
  });
  const deletion = useConfirmAction({ mutation, failureMessage: 'Failed to delete.', onDone: vi.fn(), onFailed });
  return (
    <div>
      <ListHeader title="Items" headingRef={deletion.headingRef} intro="Every item." />
      <ListState
        query={list}
        loadingLabel="Loading items..."
        loadFailedMessage="Failed to load items."
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState title="No items yet">Add one.</EmptyState>}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <ListRow
                key={item.id}
                media={<Thumbnail src={item.picture} icon={BookOpen} />}
                actions={
                  <>
                    <EditLink to={`/items/${item.id}`} itemName={item.name} />
                    <DeleteButton itemName={item.name} onClick={() => deletion.ask(item)} />
                  </>
                }
              >
                <h2>{item.name}</h2>
              </ListRow>
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmDialog {...deletion.dialog} title="Delete this item?" confirmLabel="Delete Item" busyLabel="Deleting...">
        <p>Delete {deletion.pending?.name}?</p>
      </ConfirmDialog>
    </div>
  );
}

const pear = { id: '1', name: 'Pear', picture: '/pear.png' };
const plum = { id: '2', name: 'Plum', picture: '' };

describe('the admin list parts', () => {
  it('show a spinner, then the rows with their pictures and named actions', async () => {
    const answer = deferred();
    renderAdminScreen('/items', '/items', <TestList load={() => answer.handler().then((r) => r.json())} remove={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Items' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading items...');
    answer.release(new Response(JSON.stringify([pear, plum])));
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/pear.png');
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Pear' })).toHaveAttribute('href', '/items/1');
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Plum' })).toBeInTheDocument();
  });

  it('say so when there is nothing, and offer a retry when loading fails', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    renderAdminScreen('/items', '/items', <TestList load={load} remove={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load items.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No items yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('delete after asking, and put the focus back on the heading', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderAdminScreen('/items', '/items', <TestList load={async () => [pear, plum]} remove={remove} />);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Delete Pear' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Delete this item?' })).toHaveAccessibleDescription('Delete Pear?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(button).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Delete Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove.mock.calls[0]![0]).toEqual(pear);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Items' })).toHaveFocus();
  });

  it('keep the dialog open with the failure, or close it and let the screen say so', async () => {
    const remove = vi.fn().mockRejectedValue(new Error('no'));
    const { unmount } = renderAdminScreen('/items', '/items', <TestList load={async () => [pear]} remove={remove} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Pear' }));
    await user.click(screen.getByRole('button', { name: 'Delete Item' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete Item' })).toHaveFocus());
    unmount();

    const onFailed = vi.fn();
    renderAdminScreen('/items', '/items', <TestList load={async () => [pear]} remove={remove} onFailed={onFailed} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Pear' }));
    await user.click(screen.getByRole('button', { name: 'Delete Item' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
