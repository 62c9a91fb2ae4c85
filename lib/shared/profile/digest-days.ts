/**
 * The periodic digest's days (SPEC §3 User.digestDays): ISO weekdays, 1 = Monday … 7 = Sunday. An empty list
 * means no digest. Pure helpers shared by the form and its tests.
 */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

export function isIsoWeekday(value: unknown): value is IsoWeekday {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

/** Checkbox values ("1"…"7") or numbers -> valid weekdays, each once, Monday first; anything else is dropped. */
export function normalizeDigestDays(values: readonly (string | number)[] | null | undefined): IsoWeekday[] {
  const days = new Set<IsoWeekday>();
  for (const value of values ?? []) {
    const day = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
    if (isIsoWeekday(day)) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

export type DigestSchedule = { kind: 'none' } | { kind: 'daily' } | { kind: 'weekdays' } | { kind: 'some'; days: IsoWeekday[] };

/** How to describe a selection in words: none, every day, Monday to Friday, or the listed days. */
export function digestSchedule(values: readonly (string | number)[] | null | undefined): DigestSchedule {
  const days = normalizeDigestDays(values);
  if (days.length === 0) return { kind: 'none' };
  if (days.length === 7) return { kind: 'daily' };
  if (days.join() === '1,2,3,4,5') return { kind: 'weekdays' };
  return { kind: 'some', days };
}
