/** Where block validation messages go: per block (by its editor key), per dotted settings path. */
import { toCamel } from '@/lib/shared/api';
import type { JsonApiErrorObject } from '@/lib/shared/api/errors';
import type { z } from 'zod';

export type BlockErrors = Map<string, Map<string, string>>;

export function issuesToMessages(issues: readonly z.core.$ZodIssue[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!messages.has(key)) messages.set(key, issue.message);
  }
  return messages;
}

const POINTER = /^\/data\/(\d+)(?:\/attributes\/settings\/(.+)|\/.*)?$/;

/** The API's errors (/data/3/attributes/settings/cards/0/title) by block key and settings path. */
export function serverBlockErrors(
  errors: readonly JsonApiErrorObject[],
  keys: readonly string[],
): { byBlock: BlockErrors; general: string[] } {
  const byBlock: BlockErrors = new Map();
  const general: string[] = [];
  for (const error of errors) {
    const match = error.source?.pointer ? POINTER.exec(error.source.pointer) : null;
    const key = match ? keys[Number(match[1])] : undefined;
    const message = error.detail ?? error.title ?? '';
    if (!key) {
      general.push(message);
      continue;
    }
    const path = (match?.[2] ?? '')
      .split('/')
      .filter(Boolean)
      .map((s) => (/^\d+$/.test(s) ? s : toCamel(s)))
      .join('.');
    const messages = byBlock.get(key) ?? new Map<string, string>();
    if (!messages.has(path)) messages.set(path, message);
    byBlock.set(key, messages);
  }
  return { byBlock, general };
}
