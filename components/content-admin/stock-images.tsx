'use client';

/**
 * /content/stock-images: the center's stock images and the shared library, searchable by name and keyword.
 * Site managers add, edit and delete the center's own; only a platform admin changes the shared library.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListScreen } from '@/components/data-table/list-screen';
import { SearchForm } from '@/components/data-table/search-form';
import { useListQuery } from '@/components/data-table/use-list-query';
import { useApi } from '@/lib/browser/api/use-api';
import type { CenterRef } from '@/lib/shared/center/types';
import { Button } from '@/components/ui/button';
import type { ListSpec } from '@/lib/shared/list/list-state';
import { toast } from '@/lib/browser/toast/toast-store';
import { StockImageForm, toStockImageAttributes, type StockImageFormOutput } from './stock-image-form';
import { Badge } from '@/components/ui/badge';
import { deleteStockImage, fetchStockImages, saveStockImage } from '@/lib/shared/content/api';
import type { StockImageView } from '@/lib/shared/content/views';

const LIST_SPEC: ListSpec = { sorts: ['name', 'created_at'], defaultSort: 'name', filters: [] };

type Editing = { image: StockImageView | null } | null;

export function StockImages({ center, canWrite, admin }: { center: CenterRef; canWrite: boolean; admin: boolean }) {
  const t = useTranslations('contentAdmin.stockImages');
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const list = useListQuery<StockImageView>(LIST_SPEC, (state) => ({
    key: ['content', 'stock-images', center.id, state],
    fetch: (signal) => fetchStockImages(api, { page: state.page, perPage: state.perPage, sort: state.sort, query: state.query }, signal),
  }));
  const { state, update } = list;
  const mayChange = (image: StockImageView) => (image.shared ? admin : canWrite);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['content', 'stock-images', center.id] });

  const submit = async (values: StockImageFormOutput) => {
    const attributes = toStockImageAttributes(values, admin);
    await saveStockImage(api, editing?.image?.id ?? null, attributes);
    await refresh();
    setEditing(null);
    toast.success(t('saved', { name: values.name }));
  };

  const remove = async (image: StockImageView) => {
    try {
      await deleteStockImage(api, image.id);
      await refresh();
      toast.success(t('deleted', { name: image.name }));
    } catch (error) {
      toast.danger(t('deleteFailed'));
      throw error;
    }
  };

  return (
    <ListScreen
      list={list}
      title={t('title')}
      intro={canWrite ? t('intro') : t('introReadOnly')}
      action={
        canWrite ? (
          <Button onClick={() => setEditing({ image: null })}>
            <Plus aria-hidden className="size-4" />
            {t('add')}
          </Button>
        ) : null
      }
      toolbar={
        <SearchForm
          label={t('searchLabel')}
          submitLabel={t('search')}
          query={state.query}
          onSearch={(query) => update({ query })}
          className="flex max-w-xl items-end gap-2"
        />
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={state.query ? t('noResults') : t('empty')}
      rowsHeading={t('listTitle')}
      renderRows={(rows) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((image) => (
            <li key={image.id} className="flex flex-col overflow-hidden rounded-lg border border-muted-200 dark:border-muted-800">
              {/* eslint-disable-next-line @next/next/no-img-element -- any address an editor entered */}
              <img
                src={image.imageUrl}
                alt={image.shortDescription ?? ''}
                loading="lazy"
                className="aspect-video w-full bg-muted-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-3">
                <p className="font-medium">
                  {image.name} {image.shared ? <Badge tone="info">{t('sharedBadge')}</Badge> : null}
                </p>
                {image.keywords.length ? (
                  <p className="text-sm text-muted-700 dark:text-muted-300">
                    <span className="sr-only">{t('fields.keywords')}: </span>
                    {image.keywords.join(', ')}
                  </p>
                ) : null}
                {mayChange(image) ? (
                  <div className="mt-auto flex gap-2">
                    <Button size="sm" variant="outline" aria-label={t('edit', { name: image.name })} onClick={() => setEditing({ image })}>
                      <Pencil aria-hidden className="size-4" />
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button size="sm" variant="light" aria-label={t('delete', { name: image.name })}>
                          <Trash2 aria-hidden className="size-4" />
                        </Button>
                      }
                      title={t('deleteTitle', { name: image.name })}
                      description={t('deleteDescription')}
                      confirmLabel={t('deleteConfirm')}
                      cancelLabel={t('cancel')}
                      onConfirm={() => remove(image)}
                    />
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    >
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.image ? t('editTitle') : t('addTitle')}
        description={t('formDescription')}
      >
        {editing ? (
          <StockImageForm
            key={editing.image?.id ?? 'add'}
            image={editing.image}
            admin={admin}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </ListScreen>
  );
}
