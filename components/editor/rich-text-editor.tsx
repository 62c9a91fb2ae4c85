'use client';

/**
 * The rich-text editor (tiptap) for block and description fields. Emits HTML; the server sanitizes it before
 * storing (server/html/sanitize.ts), so the editor only offers what the allow-list keeps: paragraphs, h2/h3,
 * bold, italic, lists, quotes and links. The toolbar is a real toolbar (roving arrow keys would be nicer, but
 * every button is a plain tab stop with a label, which is enough for keyboard and screen-reader use).
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import clsx from 'clsx';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Unlink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { isSafeHref } from '@/lib/shared/content/blocks';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the visible label. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/** An empty document is '' rather than tiptap's '<p></p>', so "required" validation sees it as empty. */
const normalise = (html: string) => (html === '<p></p>' ? '' : html);

export function RichTextEditor({ id, value, onChange, onBlur, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const t = useTranslations('editor');
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'], isAllowedUri: (url) => isSafeHref(url) },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose prose-sm dark:prose-invert max-w-none min-h-32 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(normalise(e.getHTML())),
    onBlur: () => onBlur?.(),
  });

  // A value replaced from outside (reset after save, another block) must show; typing must not reset the cursor.
  useEffect(() => {
    if (editor && normalise(editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
          }
        : null,
  });

  const setLink = () => {
    if (!editor) return;
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('linkPrompt'), current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (isSafeHref(href.trim())) editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    else window.alert(t('linkInvalid'));
  };

  const button = (label: string, pressed: boolean | undefined, run: () => void, icon: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed ?? false}
      disabled={!editor}
      onClick={run}
      className={clsx(
        'inline-flex size-8 items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-primary-600',
        pressed
          ? 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100'
          : 'hover:bg-muted-100 dark:hover:bg-muted-800',
      )}
    >
      {icon}
    </button>
  );
  const chain = () => editor!.chain().focus();

  return (
    <div
      className={clsx(
        'rounded-md border bg-white dark:bg-gray-900',
        invalid ? 'border-red-600 dark:border-red-400' : 'border-gray-300 dark:border-gray-600',
      )}
    >
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        aria-controls={id}
        className="flex flex-wrap gap-1 border-b border-gray-200 p-1 dark:border-gray-700"
      >
        {button(t('bold'), active?.bold, () => chain().toggleBold().run(), <Bold aria-hidden className="size-4" />)}
        {button(t('italic'), active?.italic, () => chain().toggleItalic().run(), <Italic aria-hidden className="size-4" />)}
        {button(t('heading2'), active?.h2, () => chain().toggleHeading({ level: 2 }).run(), <Heading2 aria-hidden className="size-4" />)}
        {button(t('heading3'), active?.h3, () => chain().toggleHeading({ level: 3 }).run(), <Heading3 aria-hidden className="size-4" />)}
        {button(t('bulletList'), active?.bullet, () => chain().toggleBulletList().run(), <List aria-hidden className="size-4" />)}
        {button(t('orderedList'), active?.ordered, () => chain().toggleOrderedList().run(), <ListOrdered aria-hidden className="size-4" />)}
        {button(t('quote'), active?.quote, () => chain().toggleBlockquote().run(), <Quote aria-hidden className="size-4" />)}
        {button(t('link'), active?.link, setLink, <Link2 aria-hidden className="size-4" />)}
        {active?.link
          ? button(t('unlink'), false, () => chain().extendMarkRange('link').unsetLink().run(), <Unlink aria-hidden className="size-4" />)
          : null}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
