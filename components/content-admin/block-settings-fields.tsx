'use client';

/**
 * The settings form of one block, generated from its type's schema (block-fields.ts). Each control has a label,
 * its error (from local validation or the API) is linked with aria-describedby, and lists have add, remove and
 * move buttons. Rich-text fields use the tiptap editor, the Markdown field is a source textarea.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { blockSchemas } from '@/lib/shared/content/blocks';
import { controlClass } from '@/components/ui/styles';
import { RichTextEditor } from '@/components/editor/rich-text-editor';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { BuilderFormSelect } from './builder-form-select';
import { describeSchema, emptyValue, type FieldSpec, getIn, pathKey, setIn, textWidget } from './block-fields';
import type { BlockType } from '@/lib/shared/content/views';

type Path = (string | number)[];

export interface BlockSettingsFieldsProps {
  blockType: BlockType;
  idPrefix: string;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  /** Messages by dotted settings path ("cards.2.title"). */
  errors: ReadonlyMap<string, string>;
}

export function BlockSettingsFields({ blockType, idPrefix, value, onChange, errors }: BlockSettingsFieldsProps) {
  const spec = useMemo(() => describeSchema(blockSchemas[blockType]), [blockType]);
  if (spec.kind !== 'object') return null;
  return (
    <div className="space-y-4">
      {spec.fields.map(([key, field]) => (
        <Field
          key={key}
          blockType={blockType}
          idPrefix={idPrefix}
          path={[key]}
          spec={field}
          root={value}
          onRootChange={onChange}
          errors={errors}
        />
      ))}
    </div>
  );
}

interface FieldProps {
  blockType: BlockType;
  idPrefix: string;
  path: Path;
  spec: FieldSpec;
  root: Record<string, unknown>;
  onRootChange: (next: Record<string, unknown>) => void;
  errors: ReadonlyMap<string, string>;
}

function useFieldLabel(path: Path) {
  const t = useTranslations('contentAdmin.blockFields');
  const key = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
  return t.has(key) ? t(key) : key;
}

function Field(props: FieldProps) {
  const { spec } = props;
  if (spec.kind === 'object') return <ObjectField {...props} spec={spec} />;
  if (spec.kind === 'array') return <ArrayField {...props} spec={spec} />;
  return <ScalarField {...props} />;
}

function Wrapper({
  id,
  label,
  required,
  error,
  children,
  labelId,
}: {
  id: string;
  label: string;
  required: boolean;
  error?: string;
  children: ReactNode;
  labelId?: string;
}) {
  const t = useTranslations('forms');
  return (
    <div className="space-y-1.5">
      <Label id={labelId} htmlFor={id} required={required} requiredText={t('requiredMark')}>
        {label}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ScalarField({ blockType, idPrefix, path, spec, root, onRootChange, errors }: FieldProps) {
  const t = useTranslations('contentAdmin.blockOptions');
  const label = useFieldLabel(path);
  const id = `${idPrefix}-${pathKey(path)}`.replace(/\./g, '-');
  const error = errors.get(pathKey(path));
  const value = getIn(root, path);
  const set = (next: unknown) => onRootChange(setIn(root, path, next));
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;

  if (spec.kind === 'enum') {
    return (
      <Wrapper id={id} label={label} required={!spec.optional} error={error}>
        <Select
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => set(e.target.value === '' ? null : e.target.value)}
          {...aria}
        >
          {spec.optional ? <option value="">{t('none')}</option> : null}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {t.has(option) ? t(option) : option}
            </option>
          ))}
        </Select>
      </Wrapper>
    );
  }
  if (blockType === 'BuilderForm' && pathKey(path) === 'formId') {
    return (
      <Wrapper id={id} label={label} required={false} error={error}>
        <BuilderFormSelect
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={set}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-error` : undefined}
        />
      </Wrapper>
    );
  }
  if (spec.kind === 'number') {
    return (
      <Wrapper id={id} label={label} required error={error}>
        <input
          id={id}
          type="number"
          min={spec.min}
          max={spec.max}
          className={`${controlClass} max-w-32`}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => set(e.target.value === '' ? null : Number(e.target.value))}
          {...aria}
        />
      </Wrapper>
    );
  }
  if (spec.kind === 'boolean') {
    return (
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} className="size-4" />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
    );
  }
  if (spec.kind !== 'text') return null;
  const text = typeof value === 'string' ? value : '';
  // An optional field left empty is "not set" (null), which every schema accepts.
  const setText = (next: string) => set(spec.optional && next === '' ? null : next);
  const widget = textWidget(blockType, path, spec.max);
  const required = !spec.optional && path[path.length - 1] !== 'alt' && path[path.length - 1] !== 'text';
  if (widget === 'rich') {
    return (
      <Wrapper id={id} labelId={`${id}-label`} label={label} required={false} error={error}>
        <RichTextEditor
          id={id}
          labelledBy={`${id}-label`}
          value={text}
          onChange={setText}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-error` : undefined}
        />
      </Wrapper>
    );
  }
  if (widget === 'markdown' || widget === 'textarea') {
    return (
      <Wrapper id={id} label={label} required={required} error={error}>
        <textarea
          id={id}
          rows={widget === 'markdown' ? 12 : 4}
          maxLength={spec.max}
          className={`${controlClass} ${widget === 'markdown' ? 'font-mono' : ''}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...aria}
        />
      </Wrapper>
    );
  }
  return (
    <Wrapper id={id} label={label} required={required} error={error}>
      <input
        id={id}
        type="text"
        maxLength={spec.max}
        className={controlClass}
        value={text}
        onChange={(e) => setText(e.target.value)}
        {...aria}
      />
    </Wrapper>
  );
}

function ObjectField({ path, spec, root, onRootChange, ...rest }: FieldProps & { spec: Extract<FieldSpec, { kind: 'object' }> }) {
  const t = useTranslations('contentAdmin.editor');
  const label = useFieldLabel(path);
  const value = getIn(root, path);
  const present = value !== null && value !== undefined;
  const toggleId = `${rest.idPrefix}-${pathKey(path)}-on`.replace(/\./g, '-');
  return (
    <fieldset className="space-y-3 rounded-md border border-muted-200 p-3 dark:border-muted-700">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {spec.optional ? (
        <div className="flex items-center gap-2">
          <input
            id={toggleId}
            type="checkbox"
            className="size-4"
            checked={present}
            onChange={(e) => onRootChange(setIn(root, path, e.target.checked ? emptyValue({ ...spec, optional: false }) : null))}
          />
          <label htmlFor={toggleId} className="text-sm">
            {t('include', { field: label })}
          </label>
        </div>
      ) : null}
      {present
        ? spec.fields.map(([key, field]) => (
            <Field key={key} {...rest} path={[...path, key]} spec={field} root={root} onRootChange={onRootChange} />
          ))
        : null}
    </fieldset>
  );
}

function ArrayField({ path, spec, root, onRootChange, ...rest }: FieldProps & { spec: Extract<FieldSpec, { kind: 'array' }> }) {
  const t = useTranslations('contentAdmin.editor');
  const label = useFieldLabel(path);
  const raw = getIn(root, path);
  const items = Array.isArray(raw) ? raw : [];
  const fixed = spec.min === spec.max;
  const setItems = (next: unknown[]) => onRootChange(setIn(root, path, next));
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    setItems(next);
  };
  const error = rest.errors.get(pathKey(path));
  return (
    <fieldset className="space-y-3 rounded-md border border-muted-200 p-3 dark:border-muted-700">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {error ? <p className="text-sm font-medium text-red-700 dark:text-red-400">{error}</p> : null}
      <ol className="space-y-3">
        {items.map((_, index) => {
          const number = index + 1;
          return (
            <li key={index} className="space-y-3 rounded-md bg-muted-50 p-3 dark:bg-muted-900">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">{t('item', { field: label, number })}</span>
                {!fixed ? (
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="light"
                      aria-label={t('itemUp', { field: label, number })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="light"
                      aria-label={t('itemDown', { field: label, number })}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="light"
                      aria-label={t('itemRemove', { field: label, number })}
                      disabled={items.length <= spec.min}
                      onClick={() => setItems(items.filter((__, i) => i !== index))}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </div>
                ) : null}
              </div>
              {spec.item.kind === 'object' ? (
                spec.item.fields.map(([key, field]) => (
                  <Field key={key} {...rest} path={[...path, index, key]} spec={field} root={root} onRootChange={onRootChange} />
                ))
              ) : (
                <Field {...rest} path={[...path, index]} spec={spec.item} root={root} onRootChange={onRootChange} />
              )}
            </li>
          );
        })}
      </ol>
      {!fixed && items.length < spec.max ? (
        <Button size="sm" variant="outline" onClick={() => setItems([...items, emptyValue(spec.item)])}>
          <Plus aria-hidden className="size-4" />
          {t('itemAdd', { field: label })}
        </Button>
      ) : null}
    </fieldset>
  );
}
