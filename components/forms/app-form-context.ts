'use client';

import { createContext, useContext } from 'react';
import { createLabelRegistry, type LabelRegistry } from '@/lib/shared/forms/label-registry';

export interface AppFormContextValue {
  /** Prefix for field ids when a page holds several forms. */
  formId: string | undefined;
  isRequired: (name: string) => boolean;
  labels: LabelRegistry;
  /**
   * Keep each field's message line even while it is empty (the sign-in forms): a message appearing or vanishing
   * on blur then never moves the control the visitor is just clicking.
   */
  reserveMessageLines?: boolean;
}

const fallback: AppFormContextValue = { formId: undefined, isRequired: () => false, labels: createLabelRegistry() };

export const AppFormContext = createContext<AppFormContextValue>(fallback);

/** Form-wide settings for fields; outside <AppForm> nothing is required and ids carry no prefix. */
export function useAppFormContext(): AppFormContextValue {
  return useContext(AppFormContext);
}
