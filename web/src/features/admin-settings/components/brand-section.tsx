import { BookOpen } from 'lucide-react';
import { useWatch } from 'react-hook-form';

import { ImageUploadField, type ImagePreview } from '@/components/ui/form/image-upload-field';

import type { SectionProps } from '../types';
import { brandSchema, brandToForm, formToBrand, IMAGE_TYPES } from '../utils/brand-form';
import { MSG_NOT_AN_IMAGE } from '../utils/settings-messages';

import { SettingsForm } from './settings-form';

const ACCEPT = IMAGE_TYPES.join(',');

const LOGO_PREVIEW: ImagePreview = {
  alt: 'Current logo',
  width: 96,
  height: 96,
  className: 'mt-3 size-24 rounded-2xl border-2 border-amber-200 bg-white object-contain p-1 shadow-sm',
};

const SHARE_PREVIEW: ImagePreview = {
  alt: 'Current share image',
  width: 240,
  height: 126,
  className: 'mt-3 aspect-[1200/630] w-60 max-w-full rounded-xl border-2 border-amber-200 bg-amber-100 object-cover shadow-sm',
};

// Beside the logo field: the book icon the site shows while there is no logo, or the favicon
// the server made from the stored logo (a new logo gets its favicon when it is saved).
function LogoMarks({ savedLogo, faviconUrl }: { savedLogo: string; faviconUrl: string }) {
  const logoUrl = String(useWatch({ name: 'logoUrl' }) ?? '');
  if (logoUrl === '') {
    return (
      <div className="mt-3 flex items-center gap-3 text-sm text-stone-700">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-orange-100 text-orange-800">
          <BookOpen aria-hidden="true" className="size-7" />
        </span>
        <span>No logo: the site shows the book icon, and the browser tab the default icon.</span>
      </div>
    );
  }
  if (logoUrl === savedLogo && faviconUrl) {
    return (
      <div className="mt-3 flex items-center gap-3 text-sm text-stone-700">
        <img src={faviconUrl} alt="Favicon made from the logo" width={32} height={32} className="size-8 rounded border border-amber-200 bg-white" />
        <span>The browser tab's icon (favicon), made from the logo.</span>
      </div>
    );
  }
  return <p className="mt-3 text-sm text-stone-700">The browser tab's icon (favicon) is made from the new logo when you save.</p>;
}

// Logo & images: the mark beside the site's name (its favicon is made from it) and the image
// a shared page without a cover shows.
export function BrandSection({ data, onDirtyChange }: SectionProps) {
  const { brand } = data.settings;
  return (
    <SettingsForm
      section="brand"
      title="Logo & images"
      intro="The logo beside the site's name, and the picture shown when a page without a book cover is shared."
      schema={brandSchema}
      toForm={(settings) => brandToForm(settings.brand)}
      toInput={formToBrand}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion={
        data.defaults.brand.logoUrl === '' && data.defaults.brand.shareImageUrl === ''
          ? 'The logo, its favicon and the share image are removed: the site shows the book icon again.'
          : 'The logo, its favicon and the share image are replaced with the defaults.'
      }
    >
      <div>
        <ImageUploadField
          name="logoUrl"
          label="Logo"
          purpose="logo"
          accept={ACCEPT}
          types={IMAGE_TYPES}
          hint="A PNG, JPEG, GIF or WebP image (not SVG) up to 5 MB. A square image of at least 512×512 pixels works best."
          notImageMessage={MSG_NOT_AN_IMAGE}
          preview={LOGO_PREVIEW}
          removable
          removeLabel="Remove logo"
        />
        <LogoMarks savedLogo={brand.logoUrl} faviconUrl={brand.faviconUrl} />
      </div>
      <ImageUploadField
        name="shareImageUrl"
        label="Share image"
        purpose="share-image"
        accept={ACCEPT}
        types={IMAGE_TYPES}
        hint="A PNG, JPEG, GIF or WebP image up to 10 MB, for pages without a cover. 1200×630 pixels works best."
        notImageMessage={MSG_NOT_AN_IMAGE}
        preview={SHARE_PREVIEW}
        removable
        removeLabel="Remove share image"
      />
    </SettingsForm>
  );
}
