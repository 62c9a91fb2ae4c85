import { z } from 'zod';
import { blockSchemas, CONTENT_BLOCK_TYPES, defaultBlockSettings } from '@/lib/shared/content/blocks';
import { describeSchema, emptyValue, type FieldSpec, getIn, setIn, textWidget } from '@/components/content-admin/block-fields';
import { serverBlockErrors } from '@/components/content-admin/block-errors';

const fieldsOf = (spec: FieldSpec) => (spec.kind === 'object' ? Object.fromEntries(spec.fields) : {});

describe('describeSchema', () => {
  it.each(CONTENT_BLOCK_TYPES)('gives %s a form with exactly the keys of its settings', (type) => {
    const spec = describeSchema(blockSchemas[type]);
    expect(spec.kind).toBe('object');
    expect(Object.keys(fieldsOf(spec)).sort()).toEqual(Object.keys(defaultBlockSettings(type)).sort());
    expect(Object.keys(emptyValue(spec) as object).sort()).toEqual(Object.keys(defaultBlockSettings(type)).sort());
  });

  it('reads limits, choices and optional parts', () => {
    const fourCards = fieldsOf(describeSchema(blockSchemas.FourCards));
    expect(fourCards.cards).toMatchObject({ kind: 'array', min: 4, max: 4 });
    expect(fourCards.title).toMatchObject({ kind: 'text', optional: true, max: 150 });
    const dynamic = fieldsOf(describeSchema(blockSchemas.DynamicCards));
    expect(dynamic.limit).toEqual({ kind: 'number', min: 1, max: 12 });
    expect(dynamic.source).toEqual({ kind: 'enum', options: ['vacancies', 'news', 'organizations'], optional: false });
    expect(dynamic.vacancyType).toMatchObject({ kind: 'enum', optional: true });
    const hero = fieldsOf(describeSchema(blockSchemas.PhotoHero));
    expect(hero.button).toMatchObject({ kind: 'object', optional: true });
    expect(fieldsOf(describeSchema(blockSchemas.YouTube)).videoId).toMatchObject({ kind: 'text', optional: false });
    // "optional link or ''" is one optional text field.
    const card = (fourCards.cards as Extract<FieldSpec, { kind: 'array' }>).item;
    expect(fieldsOf(card).href).toMatchObject({ kind: 'text', optional: true });
  });

  // The full forms of a few block types, pinned: describeSchema reads them through z.toJSONSchema, and these
  // are what it produced when it still read zod's internals.
  const text = (max: number, optional = false): FieldSpec => ({ kind: 'text', max, optional });
  const VARIANTS = ['primary', 'secondary', 'tertiary', 'outline', 'outlineSecondary', 'light', 'white'];
  const button = (optional: boolean): FieldSpec => ({
    kind: 'object',
    fields: [
      ['label', text(80)],
      ['href', text(2000)],
      ['variant', { kind: 'enum', options: VARIANTS, optional: false }],
    ],
    optional,
  });

  it('pins an enum, a nullable enum and a number with a default (DynamicCards)', () => {
    expect(describeSchema(blockSchemas.DynamicCards)).toEqual({
      kind: 'object',
      fields: [
        ['title', text(150, true)],
        ['source', { kind: 'enum', options: ['vacancies', 'news', 'organizations'], optional: false }],
        ['limit', { kind: 'number', min: 1, max: 12 }],
        ['tag', text(50, true)],
        ['vacancyType', { kind: 'enum', options: ['volunteering', 'p2p', 'activity', 'language'], optional: true }],
      ],
      optional: false,
    });
  });

  it('pins an array with min and max items (TextWithUsps) and one with an exact length (FourCards)', () => {
    expect(describeSchema(blockSchemas.TextWithUsps)).toEqual({
      kind: 'object',
      fields: [
        ['title', text(150)],
        ['text', text(20_000)],
        [
          'usps',
          {
            kind: 'array',
            item: {
              kind: 'object',
              fields: [
                ['title', text(100)],
                ['text', text(300, true)],
              ],
              optional: false,
            },
            min: 1,
            max: 8,
          },
        ],
      ],
      optional: false,
    });
    // "optional link or ''" (a union with a transformed '' literal) is one optional text field.
    expect(fieldsOf(describeSchema(blockSchemas.FourCards)).cards).toEqual({
      kind: 'array',
      item: {
        kind: 'object',
        fields: [
          ['title', text(100)],
          ['text', text(500)],
          ['imageUrl', text(2000, true)],
          ['href', text(2000, true)],
        ],
        optional: false,
      },
      min: 4,
      max: 4,
    });
  });

  it('pins nested objects, optional/nullable parts and defaults (PhotoHero, DualCta)', () => {
    expect(describeSchema(blockSchemas.PhotoHero)).toEqual({
      kind: 'object',
      fields: [
        ['imageUrl', text(2000)],
        // .default('') is not optional: the default fills it in.
        ['alt', text(300)],
        ['title', text(150)],
        ['subtitle', text(300, true)],
        ['button', button(true)],
      ],
      optional: false,
    });
    const side: FieldSpec = {
      kind: 'object',
      fields: [
        ['title', text(150)],
        ['text', text(1000, true)],
        ['button', button(false)],
      ],
      optional: false,
    };
    expect(describeSchema(blockSchemas.DualCta)).toEqual({
      kind: 'object',
      fields: [
        ['left', side],
        ['right', side],
      ],
      optional: false,
    });
  });

  it('pins a transformed input and a positive integer (YouTube, BuilderForm)', () => {
    // The input side of the transform: a pasted URL of up to 300 characters.
    expect(fieldsOf(describeSchema(blockSchemas.YouTube)).videoId).toEqual(text(300));
    // .int() adds no limit of its own; .positive() is a minimum of 0 (exclusive).
    expect(describeSchema(blockSchemas.BuilderForm)).toEqual({
      kind: 'object',
      fields: [['formId', { kind: 'number', min: 0, max: 1_000_000 }]],
      optional: false,
    });
  });

  it('ends a recursive schema in a text field instead of looping', () => {
    const node = z.object({
      name: z.string().max(10),
      get children(): z.ZodArray<typeof node> {
        return z.array(node);
      },
    });
    const children = fieldsOf(describeSchema(node)).children as Extract<FieldSpec, { kind: 'array' }>;
    expect(fieldsOf(children.item)).toEqual({
      name: text(10),
      children: { kind: 'array', item: text(2000), min: 0, max: 50 },
    });
  });

  it('an untouched new block fails validation on the fields to fill in, not on its structure', () => {
    const spec = describeSchema(blockSchemas.CallToAction);
    const result = blockSchemas.CallToAction.safeParse(emptyValue(spec));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['button.href', 'button.label', 'title']);
  });
});

describe('textWidget', () => {
  it('uses tiptap for the rich-text fields and a source textarea for Markdown', () => {
    expect(textWidget('ImageTextButtons', ['text'], 20_000)).toBe('rich');
    expect(textWidget('TextWithUsps', ['text'], 20_000)).toBe('rich');
    expect(textWidget('Markdown', ['markdown'], 50_000)).toBe('markdown');
    expect(textWidget('CallToAction', ['text'], 1000)).toBe('textarea');
    expect(textWidget('TextWithUsps', ['usps', 0, 'text'], 300)).toBe('line');
  });
});

describe('setIn / getIn', () => {
  it('updates a nested path without touching the original', () => {
    const original = { cards: [{ title: 'a' }, { title: 'b' }], title: 'x' };
    const next = setIn(original, ['cards', 1, 'title'], 'c');
    expect(getIn(next, ['cards', 1, 'title'])).toBe('c');
    expect(original.cards[1]!.title).toBe('b');
    expect(next.cards[0]).toBe(original.cards[0]);
  });
});

describe('serverBlockErrors', () => {
  it('puts API errors on the block and settings path they point at', () => {
    const { byBlock, general } = serverBlockErrors(
      [
        { detail: 'Verplicht', source: { pointer: '/data/1/attributes/settings/cards/0/image_url' } },
        { detail: 'Onbekend blok', source: { pointer: '/data/0/id' } },
        { detail: 'Te veel', source: { pointer: '/data' } },
      ],
      ['a', 'b'],
    );
    expect(byBlock.get('b')?.get('cards.0.imageUrl')).toBe('Verplicht');
    expect(byBlock.get('a')?.get('')).toBe('Onbekend blok');
    expect(general).toEqual(['Te veel']);
  });
});
