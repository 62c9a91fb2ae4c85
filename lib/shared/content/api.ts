/**
 * The content admin screens' backend calls (pages and their blocks, menus, media files, stock images), for any
 * ApiClient (useApi() in the browser, createServerApi() on the server). The screens key their caches under
 * ['content', <kind>, centerId] and invalidate that prefix after a change.
 */
import type { z } from 'zod';
import type { PageType, stockImageAttributesSchema } from '@/domain/content';
import type { menuItemAttributesSchema } from '@/domain/menus';
import type { pageAttributesSchema } from '@/domain/pages';
import { type ApiClient, ApiRequestError, serialize } from '@/lib/shared/api';
import {
  asList,
  type EditorBlock,
  type MediaFileView,
  type MenuItemView,
  type MenuView,
  type PageView,
  type StockImageView,
  toEditorBlocks,
  toMediaFileView,
  toMenuItemView,
  toMenuView,
  toPageView,
  toStockImageView,
  totalOf,
} from './views';

interface ListParams {
  page: number;
  perPage: number;
  sort: string;
  query?: string;
}

const pageOf = (p: ListParams) => ({ sort: p.sort, page: { size: p.perPage, number: p.page } });

export interface PageListParams extends ListParams {
  type?: PageType;
  published?: 'true' | 'false';
  locale?: 'nl' | 'en';
}

export async function fetchPages(api: ApiClient, p: PageListParams, signal?: AbortSignal): Promise<{ rows: PageView[]; total: number }> {
  const doc = await api.get(
    '/api/v1/pages',
    { filter: { pageType: p.type, isPublished: p.published, locale: p.locale, q: p.query || undefined }, ...pageOf(p) },
    { signal },
  );
  const rows = asList(doc.data).map(toPageView);
  return { rows, total: totalOf(doc.meta, rows.length) };
}

/** The pages a menu item can link to, by title. */
export async function fetchPageOptions(api: ApiClient, signal?: AbortSignal): Promise<PageView[]> {
  return asList((await api.get('/api/v1/pages', { sort: 'title', page: { size: 100 } }, { signal })).data).map(toPageView);
}

/** A page with its blocks in order; null when the API does not know it (or would refuse the id). */
export async function fetchPage(api: ApiClient, id: string): Promise<{ page: PageView; blocks: EditorBlock[] } | null> {
  let doc;
  try {
    doc = await api.get(`/api/v1/pages/${id}`, { include: ['content_blocks'] });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
  if (!doc.data || Array.isArray(doc.data)) return null;
  return { page: toPageView(doc.data), blocks: toEditorBlocks(doc.included.filter((r) => r.type === 'content_blocks')) };
}

/** A page's attributes as the web writes them (domain/pages.ts), each optional. */
export type PageWrite = Partial<z.input<typeof pageAttributesSchema>>;

/** Creates the page when `id` is null, else updates it; returns the page as saved (null if the answer held none). */
export async function savePage(api: ApiClient, id: string | null, attributes: PageWrite): Promise<PageView | null> {
  const doc = id
    ? await api.patch(`/api/v1/pages/${id}`, serialize('pages', attributes, { id }))
    : await api.post('/api/v1/pages', serialize('pages', attributes));
  return doc.data && !Array.isArray(doc.data) ? toPageView(doc.data) : null;
}

/** Replaces the page's blocks with these, in this order (new blocks have no id); returns them as saved. */
export async function saveContentBlocks(api: ApiClient, pageId: string, blocks: readonly EditorBlock[]): Promise<EditorBlock[]> {
  const body = {
    data: blocks.map((b) => ({
      type: 'content_blocks',
      ...(b.id ? { id: b.id } : {}),
      attributes: { blockType: b.blockType, settings: b.settings },
    })),
  };
  return toEditorBlocks(asList((await api.put(`/api/v1/pages/${pageId}/content_blocks`, body)).data));
}

export async function fetchMenus(api: ApiClient, signal?: AbortSignal): Promise<MenuView[]> {
  return asList((await api.get('/api/v1/menus', undefined, { signal })).data).map(toMenuView);
}

export async function fetchMenuItems(api: ApiClient, menuId: string, signal?: AbortSignal): Promise<MenuItemView[]> {
  return asList((await api.get(`/api/v1/menus/${menuId}/menu_items`, undefined, { signal })).data).map(toMenuItemView);
}

/** The whole tree's order at once: every item with its parent (null at the top) and its place among its siblings. */
export async function saveMenuOrder(
  api: ApiClient,
  menuId: string,
  entries: readonly { id: string; parentId: string | null; position: number }[],
): Promise<void> {
  await api.put(`/api/v1/menus/${menuId}/order`, {
    data: entries.map((e) => ({
      id: Number(e.id),
      parentId: e.parentId === null ? null : Number(e.parentId),
      position: e.position,
    })),
  });
}

/** A menu item's attributes as the web writes them (domain/menus.ts), each optional. */
export type MenuItemWrite = Partial<z.input<typeof menuItemAttributesSchema>>;

/** Adds an item to the menu when `itemId` is null, else updates that item. */
export async function saveMenuItem(api: ApiClient, menuId: string, itemId: string | null, attributes: MenuItemWrite): Promise<void> {
  if (itemId) await api.patch(`/api/v1/menu_items/${itemId}`, serialize('menu_items', attributes, { id: itemId }));
  else await api.post(`/api/v1/menus/${menuId}/menu_items`, serialize('menu_items', attributes));
}

export async function deleteMenuItem(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/menu_items/${id}`);
}

export interface MediaFileListParams extends ListParams {
  kind?: 'image' | 'document';
}

export async function fetchMediaFiles(
  api: ApiClient,
  p: MediaFileListParams,
  signal?: AbortSignal,
): Promise<{ rows: MediaFileView[]; total: number }> {
  const doc = await api.get('/api/v1/media_files', { filter: { q: p.query || undefined, kind: p.kind }, ...pageOf(p) }, { signal });
  const rows = asList(doc.data).map(toMediaFileView);
  return { rows, total: totalOf(doc.meta, rows.length) };
}

/** A multipart upload; the server converts images and reads their size. */
export async function uploadMediaFile(api: ApiClient, file: Blob, altText?: string): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  if (altText) body.append('alt_text', altText);
  await api.post('/api/v1/media_files', body);
}

export async function deleteMediaFile(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/media_files/${id}`);
}

export async function fetchStockImages(
  api: ApiClient,
  p: ListParams,
  signal?: AbortSignal,
): Promise<{ rows: StockImageView[]; total: number }> {
  const doc = await api.get('/api/v1/stock_images', { filter: { q: p.query || undefined }, ...pageOf(p) }, { signal });
  const rows = asList(doc.data).map(toStockImageView);
  return { rows, total: totalOf(doc.meta, rows.length) };
}

/** A stock image's attributes as the web writes them (domain/content.ts), each optional. */
export type StockImageWrite = Partial<z.input<typeof stockImageAttributesSchema>>;

/** Creates the stock image when `id` is null, else updates it. */
export async function saveStockImage(api: ApiClient, id: string | null, attributes: StockImageWrite): Promise<void> {
  if (id) await api.patch(`/api/v1/stock_images/${id}`, serialize('stock_images', attributes, { id }));
  else await api.post('/api/v1/stock_images', serialize('stock_images', attributes));
}

export async function deleteStockImage(api: ApiClient, id: string): Promise<void> {
  await api.delete(`/api/v1/stock_images/${id}`);
}
