/**
 * Wire keys are snake_case, code uses camelCase; the conversion is domain/wire-case.ts's, shared with the web's
 * API client so both sides agree on every key (`_destroy` and `column_1` round-trip unchanged).
 */
export { camelKeys, snakeKeys, toCamel, toSnake } from '@/domain/wire-case';
