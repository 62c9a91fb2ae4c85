'use client';

/**
 * /content/menu-items: the header and footer menus (per language on multi-language sites). Items link to a page,
 * a system page or a URL, nest one level deep, and are reordered by dragging or with the move, indent and
 * outdent buttons; the new order is saved at once with PUT /menus/{id}/order.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, IndentIncrease, IndentDecrease, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ListLoadError } from '@/components/data-table/list-load-error';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';
import { Select } from '@/components/ui/select';
import { Modal } from '@/components/ui/modal';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApi } from '@/lib/browser/api/use-api';
import type { CenterRef } from '@/lib/shared/center/types';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/browser/toast/toast-store';
import { MenuItemForm, toMenuItemAttributes, type MenuItemFormOutput } from './menu-item-form';
import { buildTree, indent, moveChild, moveTop, orderEntries, outdent, type MenuNode } from './menu-tree';
import { SortableList } from './sortable-list';
import { deleteMenuItem, fetchMenuItems, fetchMenus, fetchPageOptions, saveMenuItem, saveMenuOrder } from '@/lib/shared/content/api';
import type { MenuItemView } from '@/lib/shared/content/views';

type Editing = { mode: 'add' } | { mode: 'edit'; item: MenuItemView } | null;

export function MenuEditor({ center }: { center: CenterRef }) {
  const t = useTranslations('contentAdmin.menus');
  const api = useApi();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [menuId, setMenuId] = useState<string | null>(null);
  const [draft, setDraft] = useState<MenuNode[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The menu chosen while the changed order is unsaved, until the user confirms leaving the order.
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  const menuSelect = useRef<HTMLSelectElement | null>(null);
  useUnsavedChanges(draft !== null);

  const menus = useQuery({
    queryKey: ['content', 'menus', center.id],
    queryFn: ({ signal }) => fetchMenus(api, signal),
  });
  const pages = useQuery({
    queryKey: ['content', 'pages', center.id, 'options'],
    queryFn: ({ signal }) => fetchPageOptions(api, signal),
  });
  const selected = menus.data?.find((m) => m.id === menuId) ?? menus.data?.[0] ?? null;
  const items = useQuery({
    queryKey: ['content', 'menu-items', center.id, selected?.id],
    enabled: Boolean(selected),
    queryFn: ({ signal }) => fetchMenuItems(api, selected!.id, signal),
  });
  const tree = draft ?? buildTree(items.data ?? []);
  const topLevel = tree.map((n) => n.item);

  const change = (next: MenuNode[], message: string, focusId?: string) => {
    setDraft(next);
    setAnnouncement(message);
    if (focusId) requestAnimationFrame(() => document.getElementById(focusId)?.focus());
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['content', 'menu-items', center.id, selected?.id] });

  const saveOrder = async () => {
    if (!selected || !draft) return;
    setSaving(true);
    try {
      await saveMenuOrder(api, selected.id, orderEntries(draft));
      await refresh();
      setDraft(null);
      toast.success(t('orderSaved'));
    } catch {
      toast.danger(t('orderFailed'));
    } finally {
      setSaving(false);
    }
  };

  const submitItem = async (values: MenuItemFormOutput) => {
    if (!selected) return;
    const attributes = toMenuItemAttributes(values);
    await saveMenuItem(api, selected.id, editing?.mode === 'edit' ? editing.item.id : null, attributes);
    await refresh();
    setDraft(null);
    setEditing(null);
    toast.success(t('itemSaved', { name: values.name }));
  };

  const removeItem = async (item: MenuItemView) => {
    try {
      await deleteMenuItem(api, item.id);
      await refresh();
      setDraft(null);
      toast.success(t('itemRemoved', { name: item.name }));
    } catch (error) {
      toast.danger(t('removeFailed'));
      throw error;
    }
  };

  const target = (item: MenuItemView) =>
    item.href ?? (item.linkType === 'page' ? t('pageGone') : item.linkType === 'url' ? (item.url ?? '') : (item.systemPage ?? ''));

  const row = (item: MenuItemView, handle: ReactNode, controls: ReactNode) => (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-muted-200 bg-white p-2 dark:border-muted-800 dark:bg-gray-950">
      {handle}
      <div className="min-w-0 flex-1">
        <p className="font-medium">{item.name}</p>
        <p className="truncate text-sm text-muted-700 dark:text-muted-300">
          {t(`linkTypes.${item.linkType}`)}: {target(item)}
        </p>
      </div>
      {controls}
      <Button size="sm" variant="light" aria-label={t('edit', { name: item.name })} onClick={() => setEditing({ mode: 'edit', item })}>
        <Pencil aria-hidden className="size-4" />
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="light" aria-label={t('remove', { name: item.name })}>
            <Trash2 aria-hidden className="size-4" />
          </Button>
        }
        title={t('removeTitle', { name: item.name })}
        description={t('removeDescription')}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => removeItem(item)}
      />
    </div>
  );

  const iconButton = (id: string, label: string, disabled: boolean, onClick: () => void, icon: ReactNode) => (
    <Button id={id} size="sm" variant="light" aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </Button>
  );

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-muted-800 dark:text-muted-200">{t('intro')}</p>
        </div>
      </header>
      {menus.isError ? <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void menus.refetch()} /> : null}
      {menus.data ? (
        <div className="flex flex-wrap items-end gap-4">
          <div className="space-y-1.5">
            <label htmlFor={selectId} className="block text-sm font-medium">
              {t('menu')}
            </label>
            <Select
              id={selectId}
              value={selected?.id ?? ''}
              ref={menuSelect}
              onChange={(e) => {
                if (draft) {
                  setSwitchTo(e.target.value);
                  return;
                }
                setMenuId(e.target.value);
              }}
            >
              {menus.data.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Select>
            <ConfirmDialog
              open={switchTo !== null}
              onOpenChange={(open) => !open && setSwitchTo(null)}
              returnFocusTo={menuSelect}
              title={t('discardOrderTitle')}
              description={t('discardOrder')}
              confirmLabel={t('discardOrderConfirm')}
              cancelLabel={t('cancel')}
              onConfirm={() => {
                setDraft(null);
                setMenuId(switchTo);
              }}
            />
          </div>
          <Button variant="outline" onClick={() => setEditing({ mode: 'add' })} disabled={!selected}>
            <Plus aria-hidden className="size-4" />
            {t('addItem')}
          </Button>
          <Button onClick={() => void saveOrder()} disabled={!draft || saving} pending={saving}>
            {t('saveOrder')}
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {draft ? <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{t('unsavedOrder')}</p> : null}
      {items.isError ? <ListLoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void items.refetch()} /> : null}
      {items.data && tree.length === 0 ? <EmptyState title={t('empty')} /> : null}
      <section aria-label={selected?.name ?? t('menu')}>
        <SortableList
          items={tree}
          getId={(n) => n.item.id}
          getLabel={(n) => n.item.name}
          onReorder={(next) => change(next, t('reordered'))}
          className="space-y-2"
        >
          {(node, index, handle) => (
            <div className="space-y-2">
              {row(
                node.item,
                handle,
                <>
                  {iconButton(
                    `mi-${node.item.id}-up`,
                    t('moveUp', { name: node.item.name }),
                    index === 0,
                    () =>
                      change(
                        moveTop(tree, index, index - 1),
                        t('moved', { name: node.item.name, position: index }),
                        `mi-${node.item.id}-up`,
                      ),
                    <ArrowUp aria-hidden className="size-4" />,
                  )}
                  {iconButton(
                    `mi-${node.item.id}-down`,
                    t('moveDown', { name: node.item.name }),
                    index === tree.length - 1,
                    () =>
                      change(
                        moveTop(tree, index, index + 1),
                        t('moved', { name: node.item.name, position: index + 2 }),
                        `mi-${node.item.id}-down`,
                      ),
                    <ArrowDown aria-hidden className="size-4" />,
                  )}
                  {iconButton(
                    `mi-${node.item.id}-indent`,
                    t('indent', { name: node.item.name }),
                    index === 0 || node.children.length > 0,
                    () =>
                      change(
                        indent(tree, index),
                        t('indented', { name: node.item.name, parent: tree[index - 1]?.item.name ?? '' }),
                        `mi-${node.item.id}-outdent`,
                      ),
                    <IndentIncrease aria-hidden className="size-4" />,
                  )}
                </>,
              )}
              {node.children.length ? (
                <div className="ms-8">
                  <SortableList
                    items={node.children}
                    getId={(c) => c.id}
                    getLabel={(c) => c.name}
                    onReorder={(children) =>
                      change(
                        tree.map((n, i) => (i === index ? { ...n, children } : n)),
                        t('reordered'),
                      )
                    }
                    className="space-y-2"
                  >
                    {(child, childIndex, childHandle) =>
                      row(
                        child,
                        childHandle,
                        <>
                          {iconButton(
                            `mi-${child.id}-up`,
                            t('moveUp', { name: child.name }),
                            childIndex === 0,
                            () =>
                              change(
                                moveChild(tree, index, childIndex, childIndex - 1),
                                t('moved', { name: child.name, position: childIndex }),
                                `mi-${child.id}-up`,
                              ),
                            <ArrowUp aria-hidden className="size-4" />,
                          )}
                          {iconButton(
                            `mi-${child.id}-down`,
                            t('moveDown', { name: child.name }),
                            childIndex === node.children.length - 1,
                            () =>
                              change(
                                moveChild(tree, index, childIndex, childIndex + 1),
                                t('moved', { name: child.name, position: childIndex + 2 }),
                                `mi-${child.id}-down`,
                              ),
                            <ArrowDown aria-hidden className="size-4" />,
                          )}
                          {iconButton(
                            `mi-${child.id}-outdent`,
                            t('outdent', { name: child.name }),
                            false,
                            () => change(outdent(tree, index, childIndex), t('outdented', { name: child.name }), `mi-${child.id}-indent`),
                            <IndentDecrease aria-hidden className="size-4" />,
                          )}
                        </>,
                      )
                    }
                  </SortableList>
                </div>
              ) : null}
            </div>
          )}
        </SortableList>
      </section>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.mode === 'edit' ? t('editTitle') : t('addTitle')}
        description={t('formDescription')}
      >
        {editing ? (
          <MenuItemForm
            key={editing.mode === 'edit' ? editing.item.id : 'add'}
            item={editing.mode === 'edit' ? editing.item : null}
            pages={pages.data ?? []}
            parents={topLevel}
            onSubmit={submitItem}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
