'use client';

/** A user's status as a translated badge. */
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { UserStatus } from '@/lib/shared/users/rules';

const tones: Record<UserStatus, BadgeTone> = { active: 'success', invited: 'info', inactive: 'warning', archived: 'muted' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useTranslations('users.statuses');
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}
