import type { KitFileType } from '@/types/api';

// Spec §5 "Kit file upload" and §9: the default type, and the types a kit file may be.
export const DEFAULT_KIT_FILE_TYPE: KitFileType = 'pdf';

export const KIT_FILE_TYPES: Array<{ value: KitFileType; label: string }> = [
  { value: 'pdf', label: 'PDF' },
  { value: 'audio', label: 'Audio' },
  { value: 'image', label: 'Image' },
  { value: 'other', label: 'Other' },
];

export const kitFileTypeLabel = (type: string) => KIT_FILE_TYPES.find((t) => t.value === type)?.label ?? 'Other';

// The kinds of file the server takes for a kit (internal/server/uploads.go).
export const KIT_FILE_ACCEPT =
  '.pdf,.mp3,.wav,.ogg,.m4a,.mp4,.webm,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.txt,.zip,.epub';

// The name a chosen file suggests: its name before the first dot ('Parent Guide.v2.pdf' →
// 'Parent Guide'); a name that starts with a dot is kept whole.
export function defaultFileName(name: string) {
  const dot = name.indexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

// The ready-to-paste email that carries a download link (the spec leaves its wording open).
export function downloadEmail({ kitTitle, url, from }: { kitTitle: string; url: string; from: string }) {
  return [
    `Subject: Your free ${kitTitle}`,
    '',
    'Hello,',
    '',
    `Thank you so much for asking for ${kitTitle}! Your free files are waiting for you here:`,
    '',
    url,
    '',
    'The link works for 24 hours, so please download everything soon. We hope the kit brings lots of smiles and small acts of kindness to your home or classroom.',
    '',
    'With warm wishes,',
    from,
  ].join('\n');
}
