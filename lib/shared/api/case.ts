/** The web's API client converts keys with the backend's own functions (domain/wire-case.ts). */
export { camelKeys, camelRecord, isPlainObject, snakeKeys, snakeRecord, toCamel, toSnake } from '@/domain/wire-case';
