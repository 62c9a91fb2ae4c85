/** What the shift and workshop form actions return to their forms (plain data: it crosses the server-action boundary). */
export interface FormState {
  status: 'idle' | 'saved' | 'error';
  /** A message that belongs to no single field. */
  message?: string;
  fields: Record<string, string>;
  /** What was typed, so a refused form (also without JavaScript) keeps it. */
  values: Record<string, string>;
}

export const INITIAL_FORM_STATE: FormState = { status: 'idle', fields: {}, values: {} };

/** The outcome of signing up for one shift: `full` offers the waitlist (the API's 422 on /data/attributes/waitlist). */
export interface SignupState {
  status: 'idle' | 'confirmed' | 'waitlisted' | 'pending' | 'full' | 'error';
  message?: string;
  waitlistPosition?: number | null;
  /** The address a guest's confirmation mail went to. */
  email?: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

export const INITIAL_SIGNUP_STATE: SignupState = { status: 'idle', fields: {}, values: {} };

export const GUEST_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
