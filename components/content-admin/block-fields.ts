/**
 * The block settings forms are generated from lib/shared/content/blocks.ts's zod schemas, so a block type's form can
 * never drift from what the API accepts. describeSchema reads the schema's structure (zod 4's `_zod.def`):
 * text, number, choice, nested object and list fields with their limits.
 */
import type { z } from 'zod';
import { RICH_TEXT_FIELDS } from '@/lib/shared/content/blocks';
import type { BlockType } from '@/lib/shared/content/views';

export type FieldSpec =
  | { kind: 'text'; max: number; optional: boolean }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: string[]; optional: boolean }
  | { kind: 'object'; fields: [string, FieldSpec][]; optional: boolean }
  | { kind: 'array'; item: FieldSpec; min: number; max: number };

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number; value?: number } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

export function describeSchema(schema: z.ZodType, optional = false): FieldSpec {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return describeSchema(def.innerType!, true);
    case 'default':
      return describeSchema(def.innerType!, optional);
    case 'pipe':
      return describeSchema(def.in!, optional);
    case 'union': {
      // "optional link or ''": the first option is the real field, a literal '' only normalises an empty one.
      const real = def.options!.find((o) => defOf(o).type !== 'literal' && defOf(o).type !== 'pipe') ?? def.options![0]!;
      return describeSchema(real, optional || def.options!.length > 1);
    }
    case 'string': {
      const max = checksOf(def).find((c) => c.check === 'max_length')?.maximum ?? 2000;
      return { kind: 'text', max, optional };
    }
    case 'number': {
      const checks = checksOf(def);
      return {
        kind: 'number',
        min: checks.find((c) => c.check === 'greater_than')?.value ?? 0,
        max: checks.find((c) => c.check === 'less_than')?.value ?? 1_000_000,
      };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', options: Object.values(def.entries ?? {}), optional };
    case 'object':
      return { kind: 'object', fields: Object.entries(def.shape ?? {}).map(([key, s]) => [key, describeSchema(s)]), optional };
    case 'array': {
      const checks = checksOf(def);
      const exact = checks.find((c) => c.check === 'length_equals')?.length;
      return {
        kind: 'array',
        item: describeSchema(def.element!),
        min: exact ?? checks.find((c) => c.check === 'min_length')?.minimum ?? 0,
        max: exact ?? checks.find((c) => c.check === 'max_length')?.maximum ?? 50,
      };
    }
    default:
      return { kind: 'text', max: 2000, optional };
  }
}

/** How a text field is edited: rich text (tiptap), Markdown source, a long text, or one line. */
export function textWidget(
  blockType: BlockType,
  path: readonly (string | number)[],
  max: number,
): 'rich' | 'markdown' | 'textarea' | 'line' {
  if (path.length === 1 && RICH_TEXT_FIELDS[blockType]?.includes(String(path[0]))) return 'rich';
  if (blockType === 'Markdown' && path[0] === 'markdown') return 'markdown';
  return max > 300 ? 'textarea' : 'line';
}

/** An empty value for a spec: what "add an item" or "turn on the button" starts from. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'text':
      return spec.optional ? null : '';
    case 'number':
      return spec.min;
    case 'boolean':
      return false;
    case 'enum':
      return spec.optional ? null : spec.options[0];
    case 'object':
      return Object.fromEntries(spec.fields.map(([key, field]) => [key, emptyValue(field)]));
    case 'array':
      return Array.from({ length: spec.min }, () => emptyValue(spec.item));
  }
}

type Path = readonly (string | number)[];

export function getIn(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** An immutable update at `path`. */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setIn(copy[head as number], rest, next);
    return copy as T;
  }
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { ...record, [head as string]: setIn(record[head as string], rest, next) } as T;
}

export const pathKey = (path: Path) => path.join('.');
