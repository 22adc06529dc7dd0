import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';

import { adminApi } from '@/lib/auth/admin-api';
import { saveFile } from '@/lib/save-file';
import { userMessage } from '@/lib/user-message';

import { Button } from '../button';
import { useToast } from '../toast';

export const MSG_EXPORT_FAILED = 'Failed to export the CSV file. Please try again.';

// 'Export CSV' of what a list shows (its filters are in url). Admin calls carry a token, so
// the file is fetched and then saved under the name the server gives it.
export function ExportCsvButton({ url, fallbackName }: { url: string; fallbackName: string }) {
  const toast = useToast();
  const exporting = useMutation({
    mutationFn: () => adminApi.file(url),
    onSuccess: ({ blob, fileName }) => {
      const name = fileName || fallbackName;
      saveFile(blob, name);
      toast.show(`${name} has been saved.`);
    },
    onError: (error) => toast.show(userMessage(error, MSG_EXPORT_FAILED), { tone: 'error' }),
  });
  // aria-disabled, not disabled: the button keeps the focus while the file comes.
  return (
    <Button
      variant="secondary"
      aria-disabled={exporting.isPending || undefined}
      onClick={() => {
        if (!exporting.isPending) exporting.mutate();
      }}
    >
      <FileDown aria-hidden="true" className="size-4" />
      {exporting.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
