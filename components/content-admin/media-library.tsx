'use client';

/**
 * /content/file-upload: upload images (converted to WebP/AVIF by the server) and PDFs, see them as thumbnails,
 * copy their address for a block, and delete them (site managers). Search by file name, pagination.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Copy, FileText, Trash2, Upload } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FilterSelect } from '@/components/data-table/filter-select';
import { ListScreen, ListToolbar } from '@/components/data-table/list-screen';
import { SearchForm } from '@/components/data-table/search-form';
import { useListQuery } from '@/components/data-table/use-list-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApi } from '@/lib/browser/api/use-api';
import type { CenterRef } from '@/lib/shared/center/types';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { formatBytes } from '@/lib/shared/forms/format-bytes';
import type { ListSpec, ListState } from '@/lib/shared/list/list-state';
import { toast } from '@/lib/browser/toast/toast-store';
import { deleteMediaFile, fetchMediaFiles, uploadMediaFile } from '@/lib/shared/content/api';
import type { MediaFileView } from '@/lib/shared/content/views';

const LIST_SPEC: ListSpec = { sorts: ['created_at', 'file_name', 'byte_size'], defaultSort: '-created_at', filters: ['kind'] };
const ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';

const kindOf = (state: ListState) => (state.filters.kind === 'image' || state.filters.kind === 'document' ? state.filters.kind : undefined);

export function MediaLibrary({ center, canDelete }: { center: CenterRef; canDelete: boolean }) {
  const t = useTranslations('contentAdmin.media');
  const locale = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), alt: useId(), error: useId() };
  const [alt, setAlt] = useState('');
  const list = useListQuery<MediaFileView>(LIST_SPEC, (state) => {
    const kind = kindOf(state);
    return {
      key: ['content', 'media', center.id, { ...state, filters: { kind } }],
      fetch: (signal) =>
        fetchMediaFiles(api, { page: state.page, perPage: state.perPage, sort: state.sort, query: state.query, kind }, signal),
    };
  });
  const { state, update, setFilter } = list;
  const kind = kindOf(state);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    setUploadError(null);
    if (!file) {
      setUploadError(t('chooseFile'));
      fileRef.current?.focus();
      return;
    }
    setUploading(true);
    try {
      await uploadMediaFile(api, file, alt.trim() || undefined);
      await queryClient.invalidateQueries({ queryKey: ['content', 'media', center.id] });
      toast.success(t('uploaded', { name: file.name }));
      if (fileRef.current) fileRef.current.value = '';
      setAlt('');
    } catch (error) {
      setUploadError(error instanceof ApiRequestError ? error.message : t('uploadFailed'));
      fileRef.current?.focus();
    } finally {
      setUploading(false);
    }
  };

  const remove = async (file: MediaFileView) => {
    try {
      await deleteMediaFile(api, file.id);
      await queryClient.invalidateQueries({ queryKey: ['content', 'media', center.id] });
      toast.success(t('deleted', { name: file.fileName }));
    } catch (error) {
      toast.danger(t('deleteFailed'));
      throw error;
    }
  };

  const copy = async (file: MediaFileView) => {
    try {
      await navigator.clipboard.writeText(file.url);
      toast.success(t('copied'));
    } catch {
      toast.danger(t('copyFailed', { url: file.url }));
    }
  };

  return (
    <ListScreen
      list={list}
      title={t('title')}
      intro={t('intro')}
      toolbar={
        <>
          <form
            onSubmit={(e) => void upload(e)}
            noValidate
            aria-labelledby="upload-heading"
            className="space-y-4 rounded-lg border border-muted-200 p-4 dark:border-muted-800"
          >
            <h2 id="upload-heading" className="font-heading text-lg font-semibold">
              {t('uploadTitle')}
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              <div className="space-y-1.5">
                <label htmlFor={ids.file} className="block text-sm font-medium">
                  {t('file')}
                </label>
                <p id={`${ids.file}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
                  {t('fileHint')}
                </p>
                <input
                  ref={fileRef}
                  id={ids.file}
                  type="file"
                  accept={ACCEPT}
                  aria-invalid={uploadError ? true : undefined}
                  aria-describedby={uploadError ? `${ids.file}-hint ${ids.error}` : `${ids.file}-hint`}
                  className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-primary-900"
                />
                {uploadError ? (
                  <p id={ids.error} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
                    {uploadError}
                  </p>
                ) : null}
              </div>
              <div className="space-y-1.5">
                <label htmlFor={ids.alt} className="block text-sm font-medium">
                  {t('altText')}
                </label>
                <p id={`${ids.alt}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
                  {t('altHint')}
                </p>
                <Input
                  id={ids.alt}
                  value={alt}
                  maxLength={300}
                  onChange={(e) => setAlt(e.target.value)}
                  aria-describedby={`${ids.alt}-hint`}
                />
              </div>
            </div>
            <Button type="submit" pending={uploading} disabled={uploading}>
              <Upload aria-hidden className="size-4" />
              {t('upload')}
            </Button>
          </form>
          <ListToolbar>
            <SearchForm label={t('searchLabel')} submitLabel={t('search')} query={state.query} onSearch={(query) => update({ query })} />
            <FilterSelect
              label={t('kind')}
              value={kind}
              onChange={(value) => setFilter('kind', value)}
              allLabel={t('allKinds')}
              options={[
                { value: 'image', label: t('images') },
                { value: 'document', label: t('documents') },
              ]}
            />
          </ListToolbar>
        </>
      }
      loadFailed={t('loadFailed')}
      retryLabel={t('retry')}
      emptyMessage={state.query || kind ? t('noResults') : t('empty')}
      rowsHeading={t('listTitle')}
      renderRows={(rows) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((file) => (
            <li key={file.id} className="flex flex-col overflow-hidden rounded-lg border border-muted-200 dark:border-muted-800">
              {file.contentType.startsWith('image/') ? (
                // eslint-disable-next-line @next/next/no-img-element -- the server already made the small WebP variant
                <img
                  src={file.thumbnailUrl}
                  alt={file.altText ?? ''}
                  loading="lazy"
                  className="aspect-video w-full bg-muted-100 object-cover"
                />
              ) : (
                <div className="flex aspect-video items-center justify-center bg-muted-100 dark:bg-muted-900">
                  <FileText aria-hidden className="size-10 text-muted-600" />
                </div>
              )}
              <div className="flex flex-1 flex-col gap-2 p-3">
                <p className="truncate font-medium" title={file.fileName}>
                  {file.fileName}
                </p>
                <p className="text-sm text-muted-700 dark:text-muted-300">
                  {formatBytes(file.byteSize, locale)}
                  {file.width && file.height ? ` · ${file.width}×${file.height}` : ''}
                </p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => void copy(file)}>
                    <Copy aria-hidden className="size-4" />
                    {t('copy')}
                    <span className="sr-only"> ({file.fileName})</span>
                  </Button>
                  {canDelete ? (
                    <ConfirmDialog
                      trigger={
                        <Button size="sm" variant="light" aria-label={t('delete', { name: file.fileName })}>
                          <Trash2 aria-hidden className="size-4" />
                        </Button>
                      }
                      title={t('deleteTitle', { name: file.fileName })}
                      description={t('deleteDescription')}
                      confirmLabel={t('deleteConfirm')}
                      cancelLabel={t('cancel')}
                      onConfirm={() => remove(file)}
                    />
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
