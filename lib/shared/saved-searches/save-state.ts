/** The state of the "save this search" form between its server action and the form (lib/server/saved-searches/actions.ts). */
import type { SavedSearchFrequency } from '@/domain/saved-searches';

export interface SaveSearchState {
  status: 'idle' | 'error';
  message?: string;
  fields: Partial<Record<'name' | 'frequency', string>>;
  values: { name: string; frequency: SavedSearchFrequency };
}
