/**
 * The block settings forms are generated from lib/shared/content/blocks.ts's zod schemas, so a block type's form can
 * never drift from what the API accepts. describeSchema reads the schema through zod's public `z.toJSONSchema`
 * (input side: what an editor may send, before defaults and transforms), not zod's internals: text, number,
 * choice, nested object and list fields with their limits.
 */
import { z } from 'zod';
import { RICH_TEXT_FIELDS } from '@/lib/shared/content/blocks';
import type { BlockType } from '@/lib/shared/content/views';

export type FieldSpec =
  | { kind: 'text'; max: number; optional: boolean }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: string[]; optional: boolean }
  | { kind: 'object'; fields: [string, FieldSpec][]; optional: boolean }
  | { kind: 'array'; item: FieldSpec; min: number; max: number };

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Limits a field gets when its schema sets none. */
const DEFAULT_TEXT_MAX = 2000;
const DEFAULT_NUMBER_MIN = 0;
const DEFAULT_NUMBER_MAX = 1_000_000;
const DEFAULT_ARRAY_MAX = 50;

/**
 * `.nullable()` is `anyOf: [X, {type: 'null'}]`; "optional link or ''" (`x.nullable().optional().or(z.literal('')
 * .transform(...))`) is `anyOf: [..., {const: ''}]`, the literal only normalising an empty field. Neither is the
 * field itself.
 */
const isNull = (node: JsonSchema) => node.type === 'null';
const isLiteral = (node: JsonSchema) => node.const !== undefined;

/** A number bound; `.int()` adds the safe-integer range, which is no limit a form should show. */
const bound = (...values: (number | boolean | undefined)[]) =>
  values.find((v): v is number => typeof v === 'number' && Math.abs(v) < Number.MAX_SAFE_INTEGER);

export function describeSchema(schema: z.ZodType, optional = false): FieldSpec {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return describeNode(root, root, optional, new Set());
}

/** `refs` holds the `$ref`s being expanded: a recursive schema ends in a plain text field instead of looping. */
function describeNode(root: JsonSchema, node: JsonSchema, optional: boolean, refs: ReadonlySet<string>): FieldSpec {
  if (typeof node.$ref === 'string') {
    const target = refs.has(node.$ref) ? undefined : resolveRef(root, node.$ref);
    if (!target) return { kind: 'text', max: DEFAULT_TEXT_MAX, optional };
    return describeNode(root, target, optional, new Set(refs).add(node.$ref));
  }
  const options = node.anyOf ?? node.oneOf;
  if (options?.length) {
    const real = options.find((o) => !isNull(o) && !isLiteral(o)) ?? options.find((o) => !isNull(o)) ?? options[0]!;
    return describeNode(root, real, optional || options.length > 1, refs);
  }
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.length > 1 && types.includes('null')) {
    return describeNode(root, { ...node, type: types.filter((t) => t !== 'null') }, true, refs);
  }
  if (Array.isArray(node.enum)) return { kind: 'enum', options: node.enum.map(String), optional };
  switch (types[0]) {
    case 'string':
      return { kind: 'text', max: node.maxLength ?? DEFAULT_TEXT_MAX, optional };
    case 'number':
    case 'integer':
      return {
        kind: 'number',
        min: bound(node.minimum, node.exclusiveMinimum) ?? DEFAULT_NUMBER_MIN,
        max: bound(node.maximum, node.exclusiveMaximum) ?? DEFAULT_NUMBER_MAX,
      };
    case 'boolean':
      return { kind: 'boolean' };
    case 'object': {
      const required = new Set(node.required ?? []);
      const fields = Object.entries(node.properties ?? {}).map(([key, field]): [string, FieldSpec] => {
        const child = typeof field === 'object' ? field : {};
        // Left out of `required` on the input side: `.optional()` (optional) or `.default()` (not: the default fills
        // it). JSON Schema cannot tell `.default(x).optional()` from `.default(x)`, nor mark an array item
        // `.optional()`; no block schema does either, so both read as not optional.
        const omittable = !required.has(key) && child.default === undefined;
        return [key, describeNode(root, child, omittable, refs)];
      });
      return { kind: 'object', fields, optional };
    }
    case 'array': {
      const items = node.items && typeof node.items === 'object' && !Array.isArray(node.items) ? node.items : {};
      return {
        kind: 'array',
        item: describeNode(root, items, false, refs),
        min: node.minItems ?? 0,
        max: node.maxItems ?? DEFAULT_ARRAY_MAX,
      };
    }
    default:
      // Unrepresentable parts (custom types, transform inputs) come out as `{}`: edit them as text.
      return { kind: 'text', max: DEFAULT_TEXT_MAX, optional };
  }
}

/** A local `#/$defs/...` (or `#`) reference; zod emits them for recursive schemas and ones registered with an id. */
function resolveRef(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let target: unknown = root;
  for (const key of ref.slice(1).split('/').filter(Boolean)) target = (target as Record<string, unknown> | undefined)?.[key];
  return target && typeof target === 'object' ? (target as JsonSchema) : undefined;
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
