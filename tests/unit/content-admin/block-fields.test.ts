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
