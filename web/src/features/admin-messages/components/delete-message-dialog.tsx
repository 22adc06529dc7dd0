import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { InboxMessage } from '../types';

type DialogProps = { open: boolean; busy: boolean; error?: string; onConfirm: () => void; onCancel: () => void };

// The question before a message is deleted, naming its sender and subject.
export function DeleteMessageDialog({ dialog, message }: { dialog: DialogProps; message: InboxMessage | null }) {
  return (
    <ConfirmDialog {...dialog} title="Delete this message?" confirmLabel="Delete Message" busyLabel="Deleting...">
      <p>
        Delete the message from &quot;{message?.name}&quot; about &quot;{message?.subject}&quot;? This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
