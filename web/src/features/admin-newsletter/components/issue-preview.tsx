import { useState } from 'react';

import type { IssueLang } from '../types';
import { escapeHtml } from '../utils/escape-html';

// One version of the issue as a reader's mail program shows it, at a phone's or a computer's
// width (never wider than the screen it is looked at on): the body in a sandboxed frame (no
// scripts, no access to the admin), and the plain-text part below.
export const PREVIEW_WIDTHS = { phone: 375, desktop: 680 } as const;

const mailStyles =
  'body{margin:0;padding:16px;font-family:Georgia,serif;color:#1c1917;background:#fffbeb;line-height:1.5}' +
  'main{max-width:600px;margin:0 auto;background:#fff;padding:20px;border-radius:12px}' +
  'img{max-width:100%;height:auto}h2,h3{font-family:sans-serif}a{color:#c2410c}' +
  'a.button{display:inline-block;background:#c2410c;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none;font-family:sans-serif;font-weight:bold}';

export function previewDocument(subject: string, html: string, lang: IssueLang = 'en', origin = window.location.origin) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><base href="${origin}/"><title>${escapeHtml(subject || 'Preview')}</title><style>${mailStyles}</style></head><body><main>${html}</main></body></html>`;
}

type IssuePreviewProps = { lang: IssueLang; subject: string; previewText: string; html: string; text: string };

export function IssuePreview({ lang, subject, previewText, html, text }: IssuePreviewProps) {
  const [width, setWidth] = useState<keyof typeof PREVIEW_WIDTHS>('phone');
  return (
    <section aria-labelledby="issue-preview-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="issue-preview-heading" className="font-display text-xl font-bold text-stone-900">
          Preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(['phone', 'desktop'] as const).map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
              className={`rounded-full border-2 px-3 py-1 text-sm font-bold ${width === w ? 'border-orange-700 bg-orange-100 text-orange-900' : 'border-stone-300 bg-white text-stone-800'}`}
            >
              {w === 'phone' ? 'Phone' : 'Computer'}
            </button>
          ))}
        </div>
      </div>
      <div className="rounded-2xl border-2 border-stone-300 bg-white p-3 text-sm">
        <p lang={subject ? lang : undefined} className="font-bold text-stone-900">
          {subject || 'No subject yet'}
        </p>
        <p lang={previewText ? lang : undefined} className="text-stone-700">
          {previewText || 'No preview text yet'}
        </p>
      </div>
      <div>
        <iframe
          title={`The issue as it looks on a ${width === 'phone' ? 'phone' : 'computer'}`}
          sandbox=""
          srcDoc={previewDocument(subject, html, lang)}
          style={{ width: PREVIEW_WIDTHS[width], maxWidth: '100%' }}
          className="mx-auto block h-[32rem] max-w-none rounded-2xl border-2 border-stone-300 bg-white"
        />
      </div>
      <details className="rounded-2xl border-2 border-stone-300 bg-white p-3">
        <summary className="cursor-pointer font-bold text-stone-900">Plain-text version</summary>
        <p className="mt-2 text-sm text-stone-700">Mail programs that do not show pictures and colours show this instead.</p>
        <pre lang={text ? lang : undefined} className="mt-2 text-sm whitespace-pre-wrap text-stone-900" data-testid="issue-plain-text">
          {text || 'Nothing yet.'}
        </pre>
      </details>
    </section>
  );
}
