'use client';
/**
 * /notification_templates/[id]/edit: name, subject, body and "active" of one mail in one language, its placeholders
 * beside the text (a click inserts one at the cursor), a live preview with sample values rendered by the backend
 * (the same renderer the mailer uses) in a sandboxed frame, and a test mail of the draft to oneself.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cardClass, controlClass, linkClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { ApiRequestError } from '@/lib/shared/api';
import { Link } from '@/lib/shared/i18n/navigation';
import {
  getTemplate,
  type NotificationTemplateView,
  previewTemplate,
  type RenderedPreview,
  sendTestMail,
  updateTemplate,
} from '@/lib/shared/notification-templates/api';

interface Draft {
  name: string;
  subject: string;
  body: string;
  active: boolean;
}

export function TemplateEditor({ id }: { id: string }) {
  const api = useApi();
  const query = useQuery({ queryKey: ['notification-template', id], queryFn: () => getTemplate(api, id) });
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  if (!query.data) return null;
  return <EditorForm template={query.data} />;
}

function EditorForm({ template }: { template: NotificationTemplateView }) {
  const t = useTranslations('notificationTemplates');
  const te = useTranslations('notificationTemplates.editor');
  const api = useApi();
  const ids = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<Draft>({
    name: template.name,
    subject: template.subject,
    body: template.body,
    active: template.active,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<RenderedPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  // The preview follows the draft, a moment after typing stops; an older request is cancelled.
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewTemplate(api, { key: template.key, locale: template.locale, subject: draft.subject, body: draft.body }, controller.signal)
        .then((rendered) => {
          setPreview(rendered);
          setPreviewError(null);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setPreviewError(error instanceof ApiRequestError ? error.message : String(error));
        });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, template.key, template.locale, draft.subject, draft.body]);

  const set = (field: keyof Draft, value: string | boolean) => setDraft((d) => ({ ...d, [field]: value }));

  function insert(placeholder: string) {
    const area = bodyRef.current;
    const token = `{{${placeholder}}}`;
    const start = area?.selectionStart ?? draft.body.length;
    const end = area?.selectionEnd ?? draft.body.length;
    const body = draft.body.slice(0, start) + token + draft.body.slice(end);
    set('body', body);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setNotice(null);
    setFailure(null);
    try {
      setNotice(await action());
      setErrors({});
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fieldErrors());
        setFailure(error.message);
      } else setFailure(String(error));
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(async () => {
      await updateTemplate(api, template.id, draft);
      return te('saved');
    });
  const test = () =>
    run(async () => te('testMailSent', { to: await sendTestMail(api, template.id, { subject: draft.subject, body: draft.body }) }));

  const field = (name: 'name' | 'subject') => (
    <div className="space-y-1">
      <Label htmlFor={`${ids}-${name}`}>{te(name)}</Label>
      <Input
        id={`${ids}-${name}`}
        value={draft[name]}
        onChange={(e) => set(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${ids}-${name}-error`} className="text-sm text-red-700 dark:text-red-300">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className="space-y-6">
      <Link href="/notification_templates" className={linkClass}>
        {te('back')}
      </Link>
      <header>
        <h1 className="font-heading text-3xl font-bold tracking-tight break-words">{template.name}</h1>
        <p className="mt-1 text-muted-700 dark:text-muted-300">{te('language', { language: t(`languages.${template.locale}`) })}</p>
      </header>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {field('name')}
          {field('subject')}
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_12rem]">
            <div className="space-y-1">
              <Label htmlFor={`${ids}-body`}>{te('body')}</Label>
              <textarea
                id={`${ids}-body`}
                ref={bodyRef}
                value={draft.body}
                rows={14}
                onChange={(e) => set('body', e.target.value)}
                className={`${controlClass} h-auto min-h-64 py-2 font-mono text-sm`}
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={`${ids}-body-hint${errors.body ? ` ${ids}-body-error` : ''}`}
              />
              <p id={`${ids}-body-hint`} className="text-sm text-muted-700 dark:text-muted-300">
                {te('bodyHint')}
              </p>
              {errors.body ? (
                <p id={`${ids}-body-error`} className="text-sm text-red-700 dark:text-red-300">
                  {errors.body}
                </p>
              ) : null}
            </div>
            <section aria-labelledby={`${ids}-placeholders`} className="space-y-2">
              <h2 id={`${ids}-placeholders`} className="font-medium">
                {te('placeholders')}
              </h2>
              <p className="text-xs text-muted-700 dark:text-muted-300">{te('placeholdersHint', { open: '{{', close: '}}' })}</p>
              <ul className="flex flex-wrap gap-2" data-testid="placeholders">
                {template.placeholders.map((p) => (
                  <li key={p}>
                    <Button type="button" size="sm" variant="light" onClick={() => insert(p)} aria-label={te('insert', { placeholder: p })}>
                      <code>{`{{${p}}}`}</code>
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} className="size-4" />
            <span>{te('active')}</span>
          </label>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <p role="status" className="text-sm">
            {notice}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {te('save')}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void test()}>
              {te('testMail')}
            </Button>
          </div>
        </form>
        <section aria-labelledby={`${ids}-preview`} className={`${cardClass} min-w-0 space-y-3`}>
          <div>
            <h2 id={`${ids}-preview`} className="font-heading text-xl font-semibold">
              {te('preview')}
            </h2>
            <p className="text-sm text-muted-700 dark:text-muted-300">{te('previewHint')}</p>
          </div>
          {previewError ? <Alert tone="warning">{previewError}</Alert> : null}
          {preview ? (
            <>
              <p className="break-words" data-testid="preview-subject">
                <span className="font-medium">{te('previewSubject')}</span> {preview.subject}
              </p>
              {/* No scripts, no same origin: the preview is the mail's HTML and nothing else. */}
              <iframe
                title={te('previewFrame')}
                sandbox=""
                srcDoc={preview.html}
                className="h-96 w-full rounded-md border border-muted-200 bg-white dark:border-muted-800"
              />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
