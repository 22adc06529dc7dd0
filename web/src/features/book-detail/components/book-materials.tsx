import { Download, File, FileText, Image, LoaderCircle, Music, PackageOpen, Video, type LucideIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { trackMaterialDownload } from '@/lib/analytics';
import { t, type Lang } from '@/lib/i18n';
import { bookText, type BookText } from '@/lib/owner-text';
import type { Book, Material, MaterialType } from '@/types/api';

// Each kind of material's name, read when shown (the catalogue is loaded by then), and icon.
const materialTypes: Record<MaterialType, { label: () => string; Icon: LucideIcon }> = {
  pdf: { label: () => t('bookDetail.typePdf'), Icon: FileText },
  image: { label: () => t('bookDetail.typeImage'), Icon: Image },
  audio: { label: () => t('bookDetail.typeAudio'), Icon: Music },
  video: { label: () => t('bookDetail.typeVideo'), Icon: Video },
  other: { label: () => t('bookDetail.typeFile'), Icon: File },
};

function DownloadButton({ material, title }: { material: Material; title: BookText }) {
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      // The download code loads on the first click: most visits never download, and the
      // book page's first JavaScript stays smaller.
      const { downloadFile } = await import('@/lib/download');
      // Counted once the file was saved or opened, not when the download failed.
      if ((await downloadFile(material.fileUrl, title.text)) !== 'failed') {
        trackMaterialDownload(material.fileUrl, material.bookId);
      }
    } catch {
      // Spec §8 "Download", for when the download code itself cannot be loaded.
      window.alert(t('bookDetail.downloadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={() => void handleClick()} disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      <span>
        {busy ? t('bookDetail.downloading') : t('bookDetail.download')}{' '}
        <span lang={title.lang} className="sr-only">
          {title.text}
        </span>
      </span>
    </Button>
  );
}

function MaterialCard({ material, bookLang }: { material: Material; bookLang: Lang }) {
  const { label, Icon } = materialTypes[material.type] ?? materialTypes.other;
  const title = bookText(material.title, material.titleEs, bookLang);
  const description = bookText(material.description, material.descriptionEs, bookLang);
  return (
    <article className="flex h-full flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-orange-100 text-orange-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h3 lang={title.lang} className="text-lg font-extrabold text-stone-900">
            {title.text}
          </h3>
          <p className="text-sm font-semibold text-stone-700">
            {label()}
            {material.fileSize ? <> · {material.fileSize}</> : null}
          </p>
        </div>
      </div>
      {description.text ? (
        <p lang={description.lang} className="flex-1 text-stone-700">
          {description.text}
        </p>
      ) : (
        <div className="flex-1" />
      )}
      <div>
        <DownloadButton material={material} title={title} />
      </div>
    </article>
  );
}

// 'Fun Learning Materials': the book's free downloads (spec §2, §7 "Download behaviour"), or,
// for an edition made without any, its story's (the other edition's, each with its own bookId).
// Their titles and descriptions are written in their book's language, an English book's with an
// optional Spanish version, each marked with its language where the page speaks another.
export function BookMaterials({ book }: { book: Pick<Book, 'id' | 'language' | 'otherEdition' | 'downloadMaterials'> }) {
  const materials = book.downloadMaterials ?? [];
  const languageOf = (material: Material): Lang =>
    material.bookId === book.id ? book.language : (book.otherEdition?.language ?? book.language);
  return (
    <section aria-labelledby="materials-heading">
      <h2 id="materials-heading" className="font-display text-3xl font-extrabold text-stone-900">
        {t('bookDetail.materialsHeading')}
      </h2>
      <p className="mt-2 text-stone-700">{t('bookDetail.materialsIntro')}</p>
      {materials.length === 0 ? (
        <div className="mt-6 rounded-3xl border-2 border-dashed border-amber-300 bg-white p-8 text-center">
          <PackageOpen aria-hidden="true" className="mx-auto size-10 text-orange-700" />
          <p className="mt-3 text-lg font-extrabold text-stone-900">{t('bookDetail.noMaterials')}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {materials.map((material) => (
            <li key={material.id}>
              <MaterialCard material={material} bookLang={languageOf(material)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
