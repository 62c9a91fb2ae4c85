'use client';

/** An application's state (new, accepted, rejected, withdrawn) as a translated badge. */
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ApplicationState } from '@/lib/shared/applications/view';

const tones: Record<ApplicationState, BadgeTone> = { new: 'info', accepted: 'success', rejected: 'danger', withdrawn: 'muted' };

export function ApplicationStateBadge({ state }: { state: ApplicationState }) {
  const t = useTranslations('applications.states');
  return <Badge tone={tones[state]}>{t(state)}</Badge>;
}
