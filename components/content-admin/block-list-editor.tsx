'use client';

/**
 * The block list of a page: add a block of any type, reorder (drag handle or move buttons), edit each block's
 * settings in its generated form, remove, and save the whole list with PUT /pages/{id}/content_blocks. Every
 * block is validated against its schema before sending, and the API's errors land on the same fields.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';
import { useApi } from '@/lib/browser/api/use-api';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/shared/api/errors';
import { blockSchemas, CONTENT_BLOCK_TYPES, defaultBlockSettings } from '@/lib/shared/content/blocks';
import { createZodErrorMap, type ValidationMessageKey } from '@/lib/shared/forms/zod-messages';
import { toast } from '@/lib/browser/toast/toast-store';
import { BlockSettingsFields } from './block-settings-fields';
import { type BlockErrors, issuesToMessages, serverBlockErrors } from './block-errors';
import { blockSummary } from './block-summary';
import { SortableList } from './sortable-list';
import { saveContentBlocks } from '@/lib/shared/content/api';
import { type BlockType, type EditorBlock, newBlockKey } from '@/lib/shared/content/views';

export interface BlockListEditorProps {
  pageId: string;
  blocks: EditorBlock[];
  onBlocksChange: (blocks: EditorBlock[]) => void;
  /** Whether the list differs from what is saved (owned by the page editor, which also previews it). */
  dirty: boolean;
  onSaved: (blocks: EditorBlock[]) => void;
}

const NO_ERRORS: ReadonlyMap<string, string> = new Map();

export function BlockListEditor({ pageId, blocks, onBlocksChange, dirty, onSaved }: BlockListEditorProps) {
  const t = useTranslations('contentAdmin.editor');
  const tTypes = useTranslations('contentAdmin.blockTypes');
  const tForms = useTranslations('forms');
  const locale = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const [newType, setNewType] = useState<BlockType>('Markdown');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<BlockErrors>(new Map());
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const addId = useId();
  useUnsavedChanges(dirty);

  const labelOf = (block: EditorBlock, index: number) => t('blockLabel', { number: index + 1, type: tTypes(block.blockType) });
  const toggle = (key: string, force?: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (force ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });

  const move = (from: number, to: number) => {
    const next = [...blocks];
    const [block] = next.splice(from, 1);
    next.splice(to, 0, block!);
    onBlocksChange(next);
    setAnnouncement(t('moved', { type: tTypes(block!.blockType), position: to + 1, total: next.length }));
    // Keep the focus on the button the user pressed, now in the block's new place.
    requestAnimationFrame(() => document.getElementById(`${block!.key}-${to > from ? 'down' : 'up'}`)?.focus());
  };

  const add = () => {
    const block: EditorBlock = {
      key: newBlockKey(),
      id: null,
      blockType: newType,
      settings: defaultBlockSettings(newType) as Record<string, unknown>,
    };
    onBlocksChange([...blocks, block]);
    toggle(block.key, true);
    setAnnouncement(t('added', { type: tTypes(newType), position: blocks.length + 1 }));
    requestAnimationFrame(() => document.getElementById(`${block.key}-heading`)?.focus());
  };

  const remove = (index: number) => {
    const block = blocks[index]!;
    onBlocksChange(blocks.filter((_, i) => i !== index));
    setAnnouncement(t('removed', { type: tTypes(block.blockType) }));
  };

  const validate = (): BlockErrors => {
    const error = createZodErrorMap((key: ValidationMessageKey, values) => tForms(key, values), { locale });
    const found: BlockErrors = new Map();
    for (const block of blocks) {
      const result = (blockSchemas[block.blockType] as z.ZodType).safeParse(block.settings, { error });
      if (!result.success) found.set(block.key, issuesToMessages(result.error.issues));
    }
    return found;
  };

  const save = async () => {
    const found = validate();
    setErrors(found);
    setGeneral([]);
    if (found.size) {
      setOpen((current) => new Set([...current, ...found.keys()]));
      toast.danger(t('invalid', { count: found.size }));
      const first = blocks.find((b) => found.has(b.key));
      if (first) requestAnimationFrame(() => document.getElementById(`${first.key}-heading`)?.focus());
      return;
    }
    setSaving(true);
    try {
      const saved = await saveContentBlocks(api, pageId, blocks);
      // Keep open blocks open: new blocks got ids (and so new keys) in the same order.
      setOpen((current) => new Set(saved.filter((_, i) => current.has(blocks[i]?.key ?? '')).map((b) => b.key)));
      onSaved(saved);
      await queryClient.invalidateQueries({ queryKey: ['content', 'pages'] });
      toast.success(t('blocksSaved'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        const mapped = serverBlockErrors(
          error.errors,
          blocks.map((b) => b.key),
        );
        setErrors(mapped.byBlock);
        setGeneral(mapped.general);
        setOpen((current) => new Set([...current, ...mapped.byBlock.keys()]));
        toast.danger(t('invalid', { count: mapped.byBlock.size || 1 }));
      } else {
        toast.danger(t('saveFailed'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="blocks-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="blocks-heading" className="font-heading text-xl font-semibold">
            {t('blocksTitle')}
          </h2>
          <p className="text-sm text-muted-800 dark:text-muted-200">{t('blocksIntro')}</p>
        </div>
        <Button onClick={() => void save()} pending={saving} disabled={saving}>
          {t('saveBlocks')}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {general.length ? (
        <Alert role="alert" tone="error">
          {general.join(' ')}
        </Alert>
      ) : null}
      {blocks.length === 0 ? (
        <p className="rounded-md border border-dashed border-muted-300 p-6 text-center text-muted-800 dark:border-muted-700 dark:text-muted-200">
          {t('noBlocks')}
        </p>
      ) : null}
      <SortableList
        items={blocks}
        getId={(b) => b.key}
        getLabel={(b) => labelOf(b, blocks.indexOf(b))}
        onReorder={onBlocksChange}
        className="space-y-3"
      >
        {(block, index, handle) => {
          const isOpen = open.has(block.key);
          const blockErrors = errors.get(block.key);
          const summary = blockSummary(block);
          return (
            <div
              className={`rounded-lg border bg-white dark:bg-gray-950 ${blockErrors ? 'border-red-500' : 'border-muted-200 dark:border-muted-800'}`}
            >
              <div className="flex flex-wrap items-center gap-2 p-2">
                {handle}
                <h3 className="min-w-0 flex-1">
                  <button
                    type="button"
                    id={`${block.key}-heading`}
                    aria-expanded={isOpen}
                    aria-controls={`${block.key}-panel`}
                    onClick={() => toggle(block.key)}
                    className="flex w-full items-center gap-2 rounded px-1 py-1 text-start focus-visible:outline-2 focus-visible:outline-primary-600"
                  >
                    {isOpen ? (
                      <ChevronDown aria-hidden className="size-4 shrink-0" />
                    ) : (
                      <ChevronRight aria-hidden className="size-4 shrink-0" />
                    )}
                    <span className="font-medium">{labelOf(block, index)}</span>
                    {summary ? <span className="truncate text-sm text-muted-700 dark:text-muted-300">— {summary}</span> : null}
                    {blockErrors ? <span className="text-sm font-medium text-red-700 dark:text-red-400">({t('hasErrors')})</span> : null}
                  </button>
                </h3>
                <Button
                  id={`${block.key}-up`}
                  size="sm"
                  variant="light"
                  aria-label={t('moveUp', { block: labelOf(block, index) })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </Button>
                <Button
                  id={`${block.key}-down`}
                  size="sm"
                  variant="light"
                  aria-label={t('moveDown', { block: labelOf(block, index) })}
                  disabled={index === blocks.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </Button>
                <Button size="sm" variant="light" aria-label={t('remove', { block: labelOf(block, index) })} onClick={() => remove(index)}>
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
              {isOpen ? (
                <div id={`${block.key}-panel`} className="border-t border-muted-200 p-4 dark:border-muted-800">
                  {blockErrors?.get('') ? (
                    <p className="mb-3 text-sm font-medium text-red-700 dark:text-red-400">{blockErrors.get('')}</p>
                  ) : null}
                  <BlockSettingsFields
                    blockType={block.blockType}
                    idPrefix={block.key}
                    value={block.settings}
                    errors={blockErrors ?? NO_ERRORS}
                    onChange={(settings) => onBlocksChange(blocks.map((b) => (b.key === block.key ? { ...b, settings } : b)))}
                  />
                </div>
              ) : null}
            </div>
          );
        }}
      </SortableList>
      <div className="flex flex-wrap items-end gap-2 rounded-lg border border-muted-200 p-3 dark:border-muted-800">
        <div className="space-y-1.5">
          <label htmlFor={addId} className="block text-sm font-medium">
            {t('newBlockType')}
          </label>
          <Select id={addId} value={newType} onChange={(e) => setNewType(e.target.value as BlockType)}>
            {CONTENT_BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {tTypes(type)}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden className="size-4" />
          {t('addBlock')}
        </Button>
      </div>
    </section>
  );
}
