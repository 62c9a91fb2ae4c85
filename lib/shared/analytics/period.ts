/**
 * The period the /analytics screens show, from their query string (?period=30d, or ?period=custom&from=…&to=…): a
 * preset, a valid custom range, else the last 30 days. Shared by both screens and the period form.
 */
import { ANALYTICS_PRESETS, type AnalyticsPreset, isoDate, isValidPeriod, type Period, presetPeriod } from '@/domain/analytics';

export const PERIOD_CHOICES = [...ANALYTICS_PRESETS, 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

export interface PeriodSelection {
  choice: PeriodChoice;
  period: Period;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function selectPeriod(search: Record<string, string | string[] | undefined>, today: string): PeriodSelection {
  const choice = first(search.period);
  const from = first(search.from);
  const to = first(search.to);
  if (choice === 'custom' && isoDate.safeParse(from).success && isoDate.safeParse(to).success) {
    const period = { from: from!, to: to! };
    if (isValidPeriod(period)) return { choice: 'custom', period };
  }
  const preset = ANALYTICS_PRESETS.includes(choice as AnalyticsPreset) ? (choice as AnalyticsPreset) : '30d';
  return { choice: preset, period: presetPeriod(preset, today) };
}

/** The query string of a selection, for links between the two screens. */
export function selectionQuery(s: PeriodSelection): string {
  return s.choice === 'custom' ? `?period=custom&from=${s.period.from}&to=${s.period.to}` : `?period=${s.choice}`;
}
