'use client';

/**
 * /instellingen/sociale-kaart: the center's two social-map lists, the kinds of non-profit and the kinds of
 * activity (lib/shared/organizations/lookups.ts), each with its Dutch and English name. Center staff add an entry,
 * rename one in place (Enter saves, Escape cancels) and delete one after a confirmation; the API refuses to delete
 * an entry organizations still use (409), which shows beside its row. Nothing typed is lost when a save fails: the
 * form stays open with the server's message on its field.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AppForm } from '@/components/forms/app-form';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useAppForm } from '@/components/forms/use-app-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useApi } from '@/lib/browser/api/use-api';
import { toast } from '@/lib/browser/toast/toast-store';
import { ApiRequestError } from '@/lib/shared/api';
import { fieldId } from '@/lib/shared/forms/field-errors';
import {
  createLookupItem,
  deleteLookupItem,
  fetchLookupItems,
  isInUseError,
  type LookupItem,
  type LookupKind,
  lookupKeys,
  lookupName,
  lookupNamesSchema,
  sortLookupItems,
  updateLookupItem,
} from '@/lib/shared/organizations/lookups';

const SECTIONS = { non_profit_types: 'nonProfitTypes', activity_types: 'activityTypes' } as const;

export interface SocialMapListsProps {
  centerId: string;
  nonProfitTypes: LookupItem[];
  activityTypes: LookupItem[];
}

export function SocialMapLists({ centerId, nonProfitTypes, activityTypes }: SocialMapListsProps) {
  return (
    <div className="space-y-8">
      <LookupList centerId={centerId} kind="non_profit_types" initialItems={nonProfitTypes} />
      <LookupList centerId={centerId} kind="activity_types" initialItems={activityTypes} />
    </div>
  );
}

function LookupList({ centerId, kind, initialItems }: { centerId: string; kind: LookupKind; initialItems: LookupItem[] }) {
  const t = useTranslations('socialMapLists');
  const section = SECTIONS[kind];
  const locale = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const queryKey = lookupKeys.list(centerId, kind);
  const { data: items = initialItems } = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchLookupItems(api, kind, signal),
    initialData: initialItems,
    staleTime: 30_000,
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<LookupItem | null>(null);
  const [added, setAdded] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const headingId = `${kind}-title`;

  const setRowError = (id: string, message: string | null) =>
    setRowErrors((current) => {
      const next = { ...current };
      if (message === null) delete next[id];
      else next[id] = message;
      return next;
    });

  /** Puts an entry into the cached list (or takes it out), in the list's order, then checks with the server. */
  const store = (change: (list: LookupItem[]) => LookupItem[]) => {
    queryClient.setQueryData<LookupItem[]>(queryKey, (list) => sortLookupItems(change(list ?? items), locale));
    void queryClient.invalidateQueries({ queryKey });
  };

  const focusEditButton = (id: string) => requestAnimationFrame(() => editButtons.current.get(id)?.focus());

  const remove = async (item: LookupItem) => {
    const name = lookupName(item, locale);
    try {
      await deleteLookupItem(api, kind, item.id);
    } catch (error) {
      if (isInUseError(error)) {
        // Shown beside the row; the dialog closes and focus goes back to the row's delete button.
        setRowError(item.id, error.firstDetail() ?? t('inUse'));
        returnFocus.current = deleteButtons.current.get(item.id) ?? null;
        return;
      }
      toast.danger(error instanceof ApiRequestError ? (error.firstDetail() ?? t('deleteFailed')) : t('deleteFailed'), {
        title: t('deleteFailed'),
      });
      throw error;
    }
    setRowError(item.id, null);
    returnFocus.current = headingRef.current;
    store((list) => list.filter((i) => i.id !== item.id));
    toast.success(t('deleted', { name }));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-[var(--radius)] border border-muted-200 p-4 sm:p-6 dark:border-muted-800"
    >
      <header>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-heading text-xl font-semibold outline-none">
          {t(`${section}.title`)}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-muted-800 dark:text-muted-200">{t(`${section}.intro`)}</p>
      </header>

      {items.length === 0 ? (
        <EmptyState title={t(`${section}.empty`)} />
      ) : (
        <div>
          <div
            aria-hidden="true"
            className="hidden gap-4 px-3 pb-2 text-sm font-medium text-muted-700 sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_17rem] dark:text-muted-300"
          >
            <span>{t('nameNl')}</span>
            <span>{t('nameEn')}</span>
          </div>
          <ul
            aria-labelledby={headingId}
            className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-800 dark:border-muted-800"
          >
            {items.map((item) => {
              const name = lookupName(item, locale);
              const errorId = `${kind}-${item.id}-error`;
              const error = rowErrors[item.id];
              return (
                <li key={item.id} className="p-3">
                  {editingId === item.id ? (
                    <RenameForm
                      kind={kind}
                      item={item}
                      onCancel={() => {
                        setEditingId(null);
                        focusEditButton(item.id);
                      }}
                      onSaved={(saved) => {
                        setEditingId(null);
                        store((list) => list.map((i) => (i.id === saved.id ? saved : i)));
                        toast.success(t('saved', { name: lookupName(saved, locale) }));
                        focusEditButton(item.id);
                      }}
                    />
                  ) : (
                    <div className="grid items-center gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_17rem]">
                      <p lang="nl" className="break-words">
                        <span lang={locale} className="block text-xs text-muted-700 sm:sr-only dark:text-muted-300">
                          {t('dutch')}
                          <span className="sr-only">: </span>
                        </span>
                        {item.nameNl}
                      </p>
                      <p lang="en" className="break-words">
                        <span lang={locale} className="block text-xs text-muted-700 sm:sr-only dark:text-muted-300">
                          {t('english')}
                          <span className="sr-only">: </span>
                        </span>
                        {item.nameEn}
                      </p>
                      <div className="flex flex-wrap gap-2 sm:justify-end">
                        <Button
                          ref={(el) => {
                            if (el) editButtons.current.set(item.id, el);
                            else editButtons.current.delete(item.id);
                          }}
                          size="sm"
                          variant="outline"
                          // Begins with the visible text, so speech control finds it by what it shows.
                          aria-label={`${t('edit')}: ${name}`}
                          onClick={() => {
                            setRowError(item.id, null);
                            setEditingId(item.id);
                          }}
                        >
                          <Pencil aria-hidden className="size-4" />
                          {t('edit')}
                        </Button>
                        <Button
                          ref={(el) => {
                            if (el) deleteButtons.current.set(item.id, el);
                            else deleteButtons.current.delete(item.id);
                          }}
                          size="sm"
                          variant="dangerOutline"
                          aria-label={`${t('delete')}: ${name}`}
                          aria-describedby={error ? errorId : undefined}
                          onClick={(event) => {
                            returnFocus.current = event.currentTarget;
                            setConfirming(item);
                          }}
                        >
                          <Trash2 aria-hidden className="size-4" />
                          {t('delete')}
                        </Button>
                      </div>
                    </div>
                  )}
                  {error ? (
                    <Alert id={errorId} tone="error" role="alert" className="mt-3">
                      {error}
                    </Alert>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <AddForm
        // A fresh, empty form after each add: nothing of the last entry is validated when the cursor moves on.
        key={added}
        kind={kind}
        focusOnMount={added > 0}
        onAdded={(item) => {
          store((list) => [...list.filter((i) => i.id !== item.id), item]);
          toast.success(t('added', { name: lookupName(item, locale) }));
          setAdded((n) => n + 1);
        }}
      />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        returnFocusTo={returnFocus}
        title={confirming ? t('deleteTitle', { name: lookupName(confirming, locale) }) : ''}
        description={t(`${section}.deleteDescription`)}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => (confirming ? remove(confirming) : undefined)}
      />
    </section>
  );
}

/** The add form under a list; after an add the list mounts a new one with the cursor in the Dutch name. */
function AddForm({ kind, focusOnMount, onAdded }: { kind: LookupKind; focusOnMount: boolean; onAdded: (item: LookupItem) => void }) {
  const t = useTranslations('socialMapLists');
  const api = useApi();
  const form = useAppForm({ schema: lookupNamesSchema, defaultValues: { nameNl: '', nameEn: '' } });
  const titleId = useId();
  const formId = `${kind}-add`;
  useEffect(() => {
    if (focusOnMount) document.getElementById(fieldId('nameNl', formId))?.focus();
  }, [focusOnMount, formId]);
  return (
    <AppForm
      form={form}
      id={formId}
      aria-labelledby={titleId}
      className="space-y-3 border-t border-muted-200 pt-4 dark:border-muted-800"
      onSubmit={async (values) => {
        onAdded(await createLookupItem(api, kind, values));
      }}
    >
      <h3 id={titleId} className="font-heading text-base font-semibold">
        {t(`${SECTIONS[kind]}.addTitle`)}
      </h3>
      <FormErrorSummary />
      <NamesRow submitLabel={t('add')} />
    </AppForm>
  );
}

/** One entry's names, editable in its row. */
function RenameForm({
  kind,
  item,
  onCancel,
  onSaved,
}: {
  kind: LookupKind;
  item: LookupItem;
  onCancel: () => void;
  onSaved: (item: LookupItem) => void;
}) {
  const t = useTranslations('socialMapLists');
  const locale = useLocale();
  const api = useApi();
  const form = useAppForm({ schema: lookupNamesSchema, defaultValues: { nameNl: item.nameNl, nameEn: item.nameEn } });
  const { setFocus } = form;
  useEffect(() => setFocus('nameNl', { shouldSelect: true }), [setFocus]);
  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !form.formState.isSubmitting) {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <AppForm
      form={form}
      id={`${kind}-edit-${item.id}`}
      aria-label={t('editFormLabel', { name: lookupName(item, locale) })}
      className="space-y-3"
      onKeyDown={cancelOnEscape}
      onSubmit={async (values) => {
        if (values.nameNl === item.nameNl && values.nameEn === item.nameEn) {
          onCancel();
          return;
        }
        onSaved(await updateLookupItem(api, kind, item.id, values));
      }}
    >
      <FormErrorSummary />
      <NamesRow
        submitLabel={t('save')}
        extra={
          <Button variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
            {t('cancel')}
          </Button>
        }
      />
    </AppForm>
  );
}

/** The Dutch and English name side by side (stacked on phones) and the form's buttons. */
function NamesRow({ submitLabel, extra }: { submitLabel: string; extra?: ReactNode }) {
  const t = useTranslations('socialMapLists');
  return (
    <div className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_17rem]">
      <TextField name="nameNl" label={t('nameNl')} lang="nl" autoComplete="off" />
      <TextField name="nameEn" label={t('nameEn')} lang="en" autoComplete="off" />
      <div className="flex flex-wrap items-start gap-2 sm:mt-6.5 sm:justify-end">
        <SubmitButton>{submitLabel}</SubmitButton>
        {extra}
      </div>
    </div>
  );
}
