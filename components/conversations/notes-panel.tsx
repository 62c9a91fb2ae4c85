'use client';

/**
 * Internal notes of a conversation (docs/domain.md#conversations): the staff of the conversation's side only. Rendered
 * only for them (the page asks domain/conversations.ts mayUseNotes), and the API answers anyone else 404 on the
 * separate notes resource, so a volunteer's screen never even asks. Marked as staff-only in words, not colour alone.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/styles';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { ApiRequestError } from '@/lib/shared/api';
import { fetchNotes, postNote } from '@/lib/shared/conversations/api';
import { conversationKeys } from '@/lib/shared/conversations/view';
import { NOTE_MAX } from '@/domain/conversations';

export function NotesPanel({ conversationId }: { conversationId: string }) {
  const t = useTranslations('conversations.notes');
  const format = useFormatter();
  const api = useApi();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const notes = useQuery({
    queryKey: conversationKeys.notes(conversationId),
    queryFn: ({ signal }) => fetchNotes(api, conversationId, signal),
  });

  const save = async () => {
    const note = draft.trim();
    if (!note || saving) return;
    setSaving(true);
    try {
      await postNote(api, conversationId, note);
      setDraft('');
      await queryClient.invalidateQueries({ queryKey: conversationKeys.notes(conversationId) });
      toast.success(t('saved'));
    } catch (error) {
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('saveFailed')) : t('saveFailed'), {
        title: t('saveFailed'),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <aside
      aria-labelledby="conversation-notes-heading"
      data-testid="conversation-notes"
      className="space-y-3 rounded-[var(--radius)] border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50"
    >
      <div>
        <h2 id="conversation-notes-heading" className="flex items-center gap-2 font-heading text-lg font-semibold">
          <Lock aria-hidden className="size-4" />
          {t('title')}
        </h2>
        <p className="text-sm font-semibold">{t('staffOnly')}</p>
      </div>
      {notes.isError ? <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void notes.refetch()} /> : null}
      {notes.isPending ? (
        <p role="status" className="text-sm">
          {t('loading')}
        </p>
      ) : notes.data && notes.data.length > 0 ? (
        <ul className="space-y-2">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-md bg-white/70 p-2 text-sm dark:bg-black/30">
              <p className="text-xs font-semibold">
                {note.authorName ?? t('unknownAuthor')} ·{' '}
                <time dateTime={note.createdAt} className="font-normal">
                  {format.dateTime(new Date(note.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{note.note}</p>
            </li>
          ))}
        </ul>
      ) : notes.data ? (
        <p className="text-sm">{t('empty')}</p>
      ) : null}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor={fieldId} className="block text-sm font-medium">
          {t('label')}
        </label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={NOTE_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className={controlClass}
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          pending={saving}
          disabled={draft.trim() === ''}
          className="bg-white dark:bg-transparent"
        >
          {t('add')}
        </Button>
      </form>
    </aside>
  );
}
