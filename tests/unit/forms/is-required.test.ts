import * as z from 'zod';
import { fieldSchema, isRequiredField, requiredLookup } from '@/lib/shared/forms/is-required';

const schema = z.object({
  firstName: z.string().min(1),
  plain: z.string(),
  nickname: z.string().optional(),
  middleName: z.string().nullable(),
  suffix: z.string().nullish(),
  country: z.string().default('NL'),
  newsletter: z.boolean().catch(false),
  website: z.url().or(z.literal('')),
  homepage: z.union([z.url(), z.literal('')]).optional(),
  email: z.email(),
  trimmed: z.string().trim().pipe(z.string().min(2)),
  age: z.number().int().positive(),
  address: z.object({ street: z.string().min(1), addition: z.string().optional() }).optional(),
  tags: z.array(z.object({ name: z.string(), note: z.string().optional() })),
  forced: z.string().optional().nonoptional(),
});

describe('isRequiredField', () => {
  it.each([
    ['firstName', true],
    ['plain', true],
    ['email', true],
    ['trimmed', true],
    ['age', true],
    ['forced', true],
    ['nickname', false],
    ['middleName', false],
    ['suffix', false],
    ['country', false],
    ['newsletter', false],
    ['website', false],
    ['homepage', false],
  ])('%s -> %s', (name, expected) => {
    expect(isRequiredField(schema, name)).toBe(expected);
  });

  it('follows dotted paths into nested objects and arrays', () => {
    expect(isRequiredField(schema, 'address.street')).toBe(true);
    expect(isRequiredField(schema, 'address.addition')).toBe(false);
    expect(isRequiredField(schema, 'tags.0.name')).toBe(true);
    expect(isRequiredField(schema, 'tags.0.note')).toBe(false);
  });

  it('is false for names the schema does not have', () => {
    expect(isRequiredField(schema, 'unknown')).toBe(false);
    expect(isRequiredField(schema, 'firstName.length')).toBe(false);
    expect(isRequiredField(schema, 'tags.first')).toBe(false);
    expect(isRequiredField(schema, 'toString')).toBe(false);
    expect(fieldSchema(schema, 'address.street')).toBeDefined();
  });

  it('looks through refinements and transforms of the object', () => {
    const refined = schema.refine(() => true).transform((v) => v);
    expect(isRequiredField(refined, 'firstName')).toBe(true);
    expect(isRequiredField(refined, 'nickname')).toBe(false);
  });

  it('reads fields that JSON Schema cannot describe, and recursive schemas', () => {
    const odd = z.object({
      when: z.date(),
      file: z.custom<Blob>((v) => v instanceof Blob),
      maybeFile: z.custom<Blob>((v) => v instanceof Blob).optional(),
      month: z.string().transform((v) => v.trim()),
    });
    expect(isRequiredField(odd, 'when')).toBe(true);
    expect(isRequiredField(odd, 'file')).toBe(true);
    expect(isRequiredField(odd, 'maybeFile')).toBe(false);
    expect(isRequiredField(odd, 'month')).toBe(true);

    interface Node {
      label: string;
      note?: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ label: z.string().min(1), note: z.string().optional(), children: z.array(node) }),
    );
    const tree = z.object({ root: node });
    expect(isRequiredField(tree, 'root.label')).toBe(true);
    expect(isRequiredField(tree, 'root.children.0.label')).toBe(true);
    expect(isRequiredField(tree, 'root.children.0.note')).toBe(false);
  });

  it('follows fields of intersections and nullable objects', () => {
    const merged = z.object({
      contact: z.intersection(z.object({ name: z.string() }), z.object({ phone: z.string().nullable() })).nullable(),
    });
    expect(isRequiredField(merged, 'contact.name')).toBe(true);
    expect(isRequiredField(merged, 'contact.phone')).toBe(false);
  });

  it('remembers answers per schema', () => {
    const lookup = requiredLookup(schema);
    expect(lookup('firstName')).toBe(true);
    expect(lookup('firstName')).toBe(true);
    expect(lookup('nickname')).toBe(false);
  });
});
