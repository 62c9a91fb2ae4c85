'use client';

/**
 * Inside an AppForm: every field keeps its message line while empty, so a message vanishing on blur never moves the
 * checkbox or button the visitor is just clicking (a click that lands beside it after the shift is lost).
 */
import type { ReactNode } from 'react';
import { AppFormContext, useAppFormContext } from '@/components/forms/app-form-context';

export function ReserveMessageLines({ children }: { children: ReactNode }) {
  const context = useAppFormContext();
  return <AppFormContext value={{ ...context, reserveMessageLines: true }}>{children}</AppFormContext>;
}
