/** The backend and the web convert wire keys with one pair of functions; the edge cases both once got wrong. */
import { camelKeys, snakeKeys, toCamel, toSnake } from '@/domain/wire-case';
import * as web from '@/lib/shared/api/case';
import * as server from '@/server/jsonapi/case';

describe('wire case', () => {
  it('is the same pair on the backend and in the web client', () => {
    expect(server.toCamel).toBe(toCamel);
    expect(server.toSnake).toBe(toSnake);
    expect(server.camelKeys).toBe(camelKeys);
    expect(server.snakeKeys).toBe(snakeKeys);
    expect(web.toCamel).toBe(toCamel);
    expect(web.toSnake).toBe(toSnake);
  });

  it.each([
    ['_destroy', '_destroy'],
    ['column_1', 'column_1'],
    ['a__b', 'a__b'],
    ['footer_column1_title', 'footerColumn1Title'],
    ['organization_id', 'organizationId'],
  ])('camel case of %s is %s, and snake case takes it back', (snake, camel) => {
    expect(toCamel(snake)).toBe(camel);
    expect(toSnake(camel)).toBe(snake);
  });

  it('keeps a nested-attributes flag through a whole body', () => {
    const wire = { data: { attributes: { menu_items: [{ _destroy: true, column_1: 'x', link_type: 'url' }] } } };
    const code = camelKeys(wire);
    expect(code).toEqual({ data: { attributes: { menuItems: [{ _destroy: true, column_1: 'x', linkType: 'url' }] } } });
    expect(snakeKeys(code)).toEqual(wire);
  });

  it('leaves dates and other class instances whole', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    const converted = camelKeys({ created_at: when }) as { createdAt: Date };
    expect(converted.createdAt).toBe(when);
  });
});
