'use client';

/** The status of an organization as a badge; approved reads "Active" (docs/domain.md#states-and-transitions). */
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { type OrganizationStatus, statusTone } from '@/lib/shared/organizations/status';

export function StatusBadge({ status }: { status: OrganizationStatus }) {
  const t = useTranslations('organizations.status');
  return <Badge tone={statusTone(status)}>{t(status)}</Badge>;
}
