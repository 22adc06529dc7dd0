import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, MousePointerClick, Pilcrow } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { userMessage } from '@/lib/user-message';
import { uploadFile } from '@/lib/upload-file';

import { getInsertHtml, type InsertKind } from '../api/get-insert';
import type { IssueLang } from '../types';
import { escapeHtml } from '../utils/escape-html';
import { useInsertChoices } from './insert-choices';

// A link keeps one class, "button": the issue's call-to-action (the only class an issue keeps).
const IssueLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      class: {
        default: null,
        parseHTML: (el: HTMLElement) => (el.getAttribute('class') === 'button' ? 'button' : null),
        renderHTML: (attrs: { class?: string | null }) => (attrs.class ? { class: attrs.class } : {}),
      },
    };
  },
}).configure({ openOnClick: false, HTMLAttributes: { target: null, rel: null }, protocols: ['mailto'] });

// Only what an issue's HTML keeps (storyshelf.SanitizeIssueHTML): headings, paragraphs, bold,
// italics, lists, links, the button and the site's own images.
export const issueExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
  }),
  IssueLink,
  Image.configure({ inline: false }),
];

const toolClasses = (active: boolean) =>
  'inline-flex size-10 items-center justify-center rounded-xl border-2 text-stone-900 ' +
  (active ? 'border-orange-700 bg-orange-100' : 'border-transparent hover:bg-amber-100');

function Tool({ label, active = false, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={active} className={toolClasses(active)} onClick={onClick}>
      {children}
    </button>
  );
}

type Panel = 'link' | 'button' | 'image' | 'book' | 'kit' | null;

const inputClasses = 'w-full rounded-xl border-2 border-stone-300 bg-white px-3 py-2 text-stone-900';
const labelClasses = 'block text-sm font-bold text-stone-900';

// The editor sits in the issue's form: Enter in a panel's field does the panel's own action
// (or nothing), never sends the issue.
const onEnter = (action?: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  action?.();
};

function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() && href.trim() !== 'https://') chain.setLink({ href: href.trim() }).run();
    else chain.unsetLink().run();
    close();
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className={labelClasses}>
          Link address
        </label>
        <input id={id} type="url" className={inputClasses} value={href} onChange={(e) => setHref(e.target.value)} onKeyDown={onEnter(apply)} />
      </div>
      <Button onClick={apply}>Apply link</Button>
      <Button variant="ghost" onClick={() => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), close())}>
        Remove link
      </Button>
    </div>
  );
}

function ButtonPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [label, setLabel] = useState('');
  const [href, setHref] = useState('https://');
  const insert = () => {
    if (!label.trim() || !/^(https?:\/\/|mailto:)./.test(href.trim())) return;
    editor
      .chain()
      .focus()
      .insertContent(`<p><a class="button" href="${escapeHtml(href.trim())}">${escapeHtml(label.trim())}</a></p>`)
      .run();
    close();
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1">
        <label htmlFor={`${id}-label`} className={labelClasses}>
          Button text
        </label>
        <input id={`${id}-label`} className={inputClasses} value={label} onChange={(e) => setLabel(e.target.value)} onKeyDown={onEnter(insert)} />
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-href`} className={labelClasses}>
          Button link
        </label>
        <input id={`${id}-href`} type="url" className={inputClasses} value={href} onChange={(e) => setHref(e.target.value)} onKeyDown={onEnter(insert)} />
      </div>
      <Button onClick={insert}>Insert button</Button>
    </div>
  );
}

function ImagePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const toast = useToast();
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const uploaded = await uploadFile({ purpose: 'newsletter-picture', file });
      editor.chain().focus().setImage({ src: uploaded.url, alt: alt.trim() }).run();
      close();
    } catch (error) {
      toast.show(userMessage(error, 'The image could not be uploaded. Please try again.'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-alt`} className={labelClasses}>
          What the picture shows (for readers who cannot see it)
        </label>
        <input id={`${id}-alt`} className={inputClasses} value={alt} onChange={(e) => setAlt(e.target.value)} onKeyDown={onEnter()} />
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-file`} className={labelClasses}>
          {busy ? 'Uploading...' : 'Choose a picture'}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={busy}
          className="block w-full text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
    </div>
  );
}

// A book or a kit to insert: its HTML is asked of the server, in the version's language, when
// she inserts it.
function ChoicePanel({ editor, close, kind, lang, label, options, insertLabel }: {
  editor: Editor;
  close: () => void;
  kind: InsertKind;
  lang: IssueLang;
  label: string;
  options: Array<{ id: string; title: string }>;
  insertLabel: string;
}) {
  const id = useId();
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const value = chosen || options[0]?.id || '';
  if (options.length === 0) return <p className="text-stone-700">There is nothing to insert yet.</p>;
  const insert = async () => {
    setBusy(true);
    try {
      const html = await getInsertHtml(kind, value, lang);
      editor.chain().focus().insertContent(html).run();
      close();
    } catch (error) {
      toast.show(userMessage(error, 'It could not be inserted. Please try again.'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        <select id={id} className={inputClasses} value={value} onChange={(e) => setChosen(e.target.value)}>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title}
            </option>
          ))}
        </select>
      </div>
      <Button aria-busy={busy} disabled={busy || !value} onClick={() => void insert()}>
        {busy ? 'Inserting...' : insertLabel}
      </Button>
    </div>
  );
}

type RichTextEditorProps = {
  // The editable area's own id (a form moves the focus to it) and its label's.
  id?: string;
  labelId: string;
  // Ids of the hint and message that describe it.
  describedBy?: string;
  invalid?: boolean;
  initialHtml: string;
  editable: boolean;
  // The language it is written in: the editable area says it (spelling, screen readers), and
  // a book or a kit is inserted in it.
  lang: IssueLang;
  onChange: (html: string) => void;
};

// The issue's body: a TipTap editor (admin only) with a toolbar of labelled buttons, each one
// reachable with Tab, and small panels to add a link, a button, an uploaded picture, a book's
// card or a kit's sign-up link.
export function RichTextEditor({ id, labelId, describedBy, invalid, initialHtml, editable, lang, onChange }: RichTextEditorProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const choices = useInsertChoices();
  // The editable area's attributes: its id, label, hint and message come from the form.
  const attributes: Record<string, string> = {
    ...(id ? { id } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': String(Boolean(invalid)),
    'aria-labelledby': labelId,
    'aria-multiline': 'true',
    lang,
    role: 'textbox',
    class:
      'issue-body min-h-64 rounded-b-2xl border-2 border-t-0 border-stone-300 bg-white p-4 text-stone-900 focus:outline-3 focus:outline-orange-700',
  };
  const editor = useEditor({
    extensions: issueExtensions,
    content: initialHtml,
    editable,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);
  if (!editor) return null;
  const toggle = (p: Panel) => setPanel((open) => (open === p ? null : p));
  const close = () => setPanel(null);

  return (
    <div>
      {editable ? (
        <div className="rounded-t-2xl border-2 border-stone-300 bg-amber-50 p-2">
          <div role="group" aria-label="Formatting" className="flex flex-wrap items-center gap-1">
            <Tool label="Paragraph" active={editor.isActive('paragraph')} onClick={() => editor.chain().focus().setParagraph().run()}>
              <Pilcrow aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Heading" active={editor.isActive('heading', { level: 2 })} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
              <Heading2 aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Small heading" active={editor.isActive('heading', { level: 3 })} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
              <Heading3 aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Bold" active={editor.isActive('bold')} onClick={() => editor.chain().focus().toggleBold().run()}>
              <Bold aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Italic" active={editor.isActive('italic')} onClick={() => editor.chain().focus().toggleItalic().run()}>
              <Italic aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Bulleted list" active={editor.isActive('bulletList')} onClick={() => editor.chain().focus().toggleBulletList().run()}>
              <List aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Numbered list" active={editor.isActive('orderedList')} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
              <ListOrdered aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Link" active={panel === 'link' || editor.isActive('link')} onClick={() => toggle('link')}>
              <Link2 aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Button" active={panel === 'button'} onClick={() => toggle('button')}>
              <MousePointerClick aria-hidden="true" className="size-5" />
            </Tool>
            <Tool label="Picture" active={panel === 'image'} onClick={() => toggle('image')}>
              <ImagePlus aria-hidden="true" className="size-5" />
            </Tool>
            <Button variant={panel === 'book' ? 'secondary' : 'ghost'} aria-pressed={panel === 'book'} onClick={() => toggle('book')}>
              Insert a book
            </Button>
            <Button variant={panel === 'kit' ? 'secondary' : 'ghost'} aria-pressed={panel === 'kit'} onClick={() => toggle('kit')}>
              Insert a kit
            </Button>
          </div>
          {panel ? (
            <div className="mt-2 rounded-xl bg-white p-3">
              {panel === 'link' ? <LinkPanel editor={editor} close={close} /> : null}
              {panel === 'button' ? <ButtonPanel editor={editor} close={close} /> : null}
              {panel === 'image' ? <ImagePanel editor={editor} close={close} /> : null}
              {panel === 'book' ? (
                <ChoicePanel editor={editor} close={close} kind="books" lang={lang} label="Book" options={choices.books} insertLabel="Insert book" />
              ) : null}
              {panel === 'kit' ? (
                <ChoicePanel editor={editor} close={close} kind="kits" lang={lang} label="Kindness kit" options={choices.kits} insertLabel="Insert kit" />
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
