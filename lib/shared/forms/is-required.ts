/**
 * Whether a form field is required according to its zod schema (docs/domain.md#validation: fields can be marked
 * required from their schema), so labels can show a required mark without repeating the rule.
 *
 * The schema is read through zod's public `z.toJSONSchema` (input side), not its internals: a field is required
 * when its object lists it in `required` (so not `.optional()`, `.default()`, `.catch()`) and it accepts neither
 * null (`.nullable()`, `.nullish()`) nor the empty string (`z.url().or(z.literal(''))`, a common form idiom).
 * Names use react-hook-form's dotted paths: `address.postalCode`, `tags.0`.
 */
import * as z from 'zod';

type Schema = z.core.$ZodType;
type JsonSchema = z.core.JSONSchema.BaseSchema;

const converted = new WeakMap<Schema, JsonSchema | null>();

/** The schema as JSON Schema, converted once per schema; null when zod cannot describe it. */
function jsonSchemaOf(schema: Schema): JsonSchema | null {
  let json = converted.get(schema);
  if (json === undefined) {
    try {
      // Dates, files and custom checks become `{}` instead of throwing: only the shape matters here.
      json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
    } catch {
      json = null;
    }
    converted.set(schema, json);
  }
  return json;
}

export function isRequiredField(schema: Schema, name: string): boolean {
  const root = jsonSchemaOf(schema);
  if (!root) return false;
  const found = locate(root, name);
  return found !== undefined && found.listed && !acceptsEmpty(root, found.field);
}

/** `isRequiredField` for one schema, remembering each answer (labels ask on every render). */
export function requiredLookup(schema: Schema): (name: string) => boolean {
  const cache = new Map<string, boolean>();
  return (name) => {
    let required = cache.get(name);
    if (required === undefined) {
      required = isRequiredField(schema, name);
      cache.set(name, required);
    }
    return required;
  };
}

/** The JSON Schema of the field at a dotted path; undefined when there is none. */
export function fieldSchema(schema: Schema, name: string): JsonSchema | undefined {
  const root = jsonSchemaOf(schema);
  return root ? locate(root, name)?.field : undefined;
}

interface Located {
  field: JsonSchema;
  /** Whether the enclosing object lists the field as required. */
  listed: boolean;
}

function locate(root: JsonSchema, name: string): Located | undefined {
  let current: Located = { field: root, listed: true };
  for (const segment of name.split('.')) {
    const next = child(root, resolve(root, current.field), segment);
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

function child(root: JsonSchema, node: JsonSchema, segment: string, depth = 0): Located | undefined {
  if (depth > 32) return undefined;
  const properties = node.properties;
  if (properties && Object.prototype.hasOwnProperty.call(properties, segment)) {
    return { field: properties[segment] as JsonSchema, listed: (node.required ?? []).includes(segment) };
  }
  if (node.items && !Array.isArray(node.items) && /^\d+$/.test(segment)) return { field: node.items as JsonSchema, listed: true };
  // A nullable or optional object is `anyOf: [object, null]`; an intersection is `allOf`: look into each part.
  for (const part of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
    const found = child(root, resolve(root, part as JsonSchema), segment, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Follows a local `$ref` (recursive schemas are emitted as references). */
function resolve(root: JsonSchema, node: JsonSchema): JsonSchema {
  let current = node;
  for (let depth = 0; depth < 32 && typeof current.$ref === 'string'; depth++) {
    const path = current.$ref.replace(/^#\/?/, '');
    let target: unknown = root;
    for (const key of path ? path.split('/') : []) target = (target as Record<string, unknown> | undefined)?.[key];
    if (!target || typeof target !== 'object') return current;
    current = target as JsonSchema;
  }
  return current;
}

function acceptsEmpty(root: JsonSchema, node: JsonSchema, depth = 0): boolean {
  if (depth > 32) return false;
  const schema = resolve(root, node);
  if (schema.default !== undefined) return true;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.includes('null')) return true;
  if (schema.const === '' || schema.const === null) return true;
  if (Array.isArray(schema.enum) && schema.enum.some((value) => value === '' || value === null)) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((option) => acceptsEmpty(root, option as JsonSchema, depth + 1));
}
