import { Download, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';

import { trackKitDownload } from '@/lib/analytics';
import { downloadFile } from '@/lib/download';
import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import type { KindnessKit, KitDownload, KitSignupReply } from '@/types/api';

// A kit file's kind as the list names it, read when shown (the catalogue is loaded by then).
function fileType(kind: string): string {
  switch (kind) {
    case 'pdf':
      return t('kit.typePdf');
    case 'audio':
      return t('kit.typeAudio');
    case 'image':
      return t('kit.typeImage');
    default:
      return t('kit.typeFile');
  }
}

type KitDownloadsProps = {
  kit: Pick<KindnessKit, 'id' | 'title'>;
  reply: KitSignupReply;
};

// The thank-you view, shown above the cleared form: one link per kit file. A
// click fetches and saves the file (spec §7 "Download behaviour", the same
// helper as 'Fun Learning Materials'); the link itself stays a real address,
// good for 24 hours. Loaded with the sign-up's answer (see KitSignupForm).
export default function KitDownloads({ kit, reply }: KitDownloadsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState('');

  // Focus moves to its heading so it is announced.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function handleClick(event: MouseEvent, file: KitDownload) {
    event.preventDefault();
    if (busy) return;
    trackKitDownload(kit.id, kit.title);
    setBusy(file.id);
    // Saved under the file's name as the page shows it; a name without an extension takes the
    // content type's.
    const name = ownerText(file.fileName, file.fileNameEs).text;
    await downloadFile(file.url, name.replace(/\.\w{1,5}$/, ''), name);
    setBusy('');
  }

  return (
    <div className="rounded-3xl bg-white p-5">
      <h3 ref={heading} tabIndex={-1} className="font-display text-2xl font-extrabold focus:outline-none">
        {t('kit.ready')}
      </h3>
      <p role="status" className="mt-2 text-stone-700">
        {reply.message || t('kit.thanks')} {t('kit.linksValid')}
      </p>
      <ul className="mt-4 grid gap-3">
        {reply.downloads?.map((file) => (
          <DownloadItem key={file.id} file={file} busy={busy === file.id} onClick={(event) => void handleClick(event, file)} />
        ))}
      </ul>
    </div>
  );
}

// One file's link, named in the page's language where the owner wrote it (marked as English
// where she has not).
function DownloadItem({ file, busy, onClick }: { file: KitDownload; busy: boolean; onClick: (event: MouseEvent) => void }) {
  const name = ownerText(file.fileName, file.fileNameEs);
  return (
          <li>
            <a
              href={file.url}
              onClick={onClick}
              aria-busy={busy}
              className="flex items-center gap-3 rounded-2xl border-2 border-amber-200 p-3 font-bold hover:border-orange-700"
            >
              {busy ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-orange-800" />
              ) : (
                <Download aria-hidden="true" className="size-5 text-orange-800" />
              )}
              <span className="flex-1 break-words">
                <span lang={name.lang}>{name.text}</span> ({fileType(file.fileType)})
              </span>
            </a>
          </li>
  );
}
