/** What the apply form action returns to the form (plain data: it crosses the server-action boundary). */
export const APPLY_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'message'] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];

export interface ApplyState {
  status: 'idle' | 'sent' | 'confirm' | 'error';
  /** A message that belongs to no single field. */
  message?: string;
  /** The address the confirmation mail went to. */
  email?: string;
  fields: Partial<Record<ApplyField, string>>;
  /** What was typed, so a refused form (also without JavaScript) keeps it. */
  values: Record<ApplyField, string>;
}

export const INITIAL_APPLY_STATE: ApplyState = {
  status: 'idle',
  fields: {},
  values: { firstName: '', lastName: '', email: '', phoneNumber: '', message: '' },
};
