/**
 * Whether a form field is required according to its zod schema (SPEC §5: fields can be marked required from
 * their schema), so labels can show a required mark without repeating the rule.
 *
 * A field is optional when its schema accepts a missing value (`.optional()`, `.default()`, `.catch()`), null
 * (`.nullable()`, `.nullish()`), or the empty string (`z.url().or(z.literal(''))`, a common form idiom).
 * Names use react-hook-form's dotted paths: `address.postalCode`, `tags.0`.
 */
import * as z from 'zod';

type Schema = z.core.$ZodType;

export function isRequiredField(schema: Schema, name: string): boolean {
  const field = fieldSchema(schema, name);
  return field !== undefined && isRequiredSchema(field);
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

/** The schema of the field at a dotted path, looking through wrappers; undefined when there is none. */
export function fieldSchema(schema: Schema, name: string): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const segment of name.split('.')) {
    if (current === undefined) return undefined;
    current = child(unwrap(current), segment);
  }
  return current;
}

function child(schema: Schema, segment: string): Schema | undefined {
  if (schema instanceof z.core.$ZodObject) {
    const shape = schema._zod.def.shape;
    return Object.prototype.hasOwnProperty.call(shape, segment) ? shape[segment] : undefined;
  }
  if (schema instanceof z.core.$ZodArray && /^\d+$/.test(segment)) return schema._zod.def.element;
  return undefined;
}

/** Strips wrappers that do not change whether a value is needed, to reach the object or array inside. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 32; depth++) {
    const next = inner(current);
    if (next === undefined) return current;
    current = next;
  }
  return current;
}

function inner(schema: Schema): Schema | undefined {
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodPrefault ||
    schema instanceof z.core.$ZodCatch ||
    schema instanceof z.core.$ZodNonOptional ||
    schema instanceof z.core.$ZodReadonly
  )
    return schema._zod.def.innerType;
  if (schema instanceof z.core.$ZodPipe) return schema._zod.def.in;
  if (schema instanceof z.core.$ZodLazy) return schema._zod.def.getter();
  return undefined;
}

function isRequiredSchema(schema: Schema, depth = 0): boolean {
  if (depth > 32) return true;
  // zod computes `optin` for every schema: 'optional' when a missing input is accepted (optional, optional unions…).
  if (schema._zod.optin === 'optional') return false;
  if (schema instanceof z.core.$ZodNonOptional) return true;
  if (schema instanceof z.core.$ZodNullable || schema instanceof z.core.$ZodDefault || schema instanceof z.core.$ZodPrefault || schema instanceof z.core.$ZodCatch) return false;
  if (schema instanceof z.core.$ZodLiteral) return !schema._zod.def.values.some((v) => v === '' || v === null || v === undefined);
  if (schema instanceof z.core.$ZodUnion) return schema._zod.def.options.every((option) => isRequiredSchema(option, depth + 1));
  const next = inner(schema);
  return next === undefined ? true : isRequiredSchema(next, depth + 1);
}
