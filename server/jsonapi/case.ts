/** Wire keys are snake_case, code uses camelCase. Digits stay attached: footerColumn1Title <-> footer_column1_title. */
export function toSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function toCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function convertDeep(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertDeep(v, convert));
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [convert(k), convertDeep(v, convert)]));
}

export const snakeKeys = (value: unknown) => convertDeep(value, toSnake);
export const camelKeys = (value: unknown) => convertDeep(value, toCamel);
